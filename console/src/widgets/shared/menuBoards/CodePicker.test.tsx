import { cleanup, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { user } from '../../../test/fakeApi';
import { renderWithTheme } from '../../../test/render';
import { ALLERGEN_CHOICES, CodePicker, PICTOGRAM_CHOICES, codesOfText } from './CodePicker';

afterEach(cleanup);

/** A checkbox's visible label. */
const labelOf = (checkbox: HTMLElement) =>
  document.querySelector(`label[for="${checkbox.id}"]`)?.textContent ?? '';

function Picker(props: { initial: number[]; onChange: (codes: number[]) => void }) {
  const [codes, setCodes] = useState(props.initial);
  return (
    <CodePicker
      label="Allergens"
      choices={ALLERGEN_CHOICES}
      codes={codes}
      onChange={(next) => {
        setCodes(next);
        props.onChange(next);
      }}
    />
  );
}

describe('allergens and pictograms from their legend', () => {
  it('lists the 14 allergens by number and name and keeps the ticked numbers in order', async () => {
    const onChange = vi.fn();
    renderWithTheme(<Picker initial={[7]} onChange={onChange} />);
    const picker = screen.getByRole('button', { name: 'Allergens: 7' });
    expect(picker.getAttribute('aria-expanded')).toBe('false');
    await user.click(picker);
    const legend = screen.getByRole('group', { name: 'Allergens legend' });
    expect(
      within(legend)
        .getAllByRole('checkbox')
        .map((c) => labelOf(c)),
    ).toEqual([
      '1 Cereals containing gluten',
      '2 Crustaceans',
      '3 Eggs',
      '4 Fish',
      '5 Peanuts',
      '6 Soybeans',
      '7 Milk',
      '8 Nuts',
      '9 Celery',
      '10 Mustard',
      '11 Sesame seeds',
      '12 Sulphur dioxide and sulphites',
      '13 Lupin',
      '14 Molluscs',
    ]);
    expect(screen.getByRole('checkbox', { name: '7 Milk' })).toHaveProperty('checked', true);
    await user.click(screen.getByRole('checkbox', { name: '3 Eggs' }));
    expect(onChange).toHaveBeenLastCalledWith([3, 7]);
    await user.click(screen.getByRole('checkbox', { name: '7 Milk' }));
    expect(onChange).toHaveBeenLastCalledWith([3]);
    screen.getByRole('button', { name: 'Allergens: 3' });
  });

  it('keeps a number an older meal has that the legend does not, shown as it is', async () => {
    renderWithTheme(<Picker initial={[1, 99]} onChange={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Allergens: 1, 99' }));
    expect(screen.getByRole('checkbox', { name: '99' })).toHaveProperty('checked', true);
  });

  it('shows pictograms by their number, named in full', async () => {
    renderWithTheme(
      <CodePicker label="Pictograms" choices={PICTOGRAM_CHOICES} codes={[]} onChange={() => {}} />,
    );
    await user.click(screen.getByRole('button', { name: 'Pictograms: None' }));
    expect(screen.getAllByRole('checkbox')).toHaveLength(54);
    screen.getByRole('checkbox', { name: 'Pictogram 54' });
  });

  it('offers the 54 diet pictograms by number, and reads codes kept as text', () => {
    expect(PICTOGRAM_CHOICES).toHaveLength(54);
    expect(PICTOGRAM_CHOICES[53]).toEqual({ code: 54, text: 'Pictogram 54', short: '54' });
    expect(codesOfText('7, 1,3 ')).toEqual([1, 3, 7]);
    expect(codesOfText('')).toEqual([]);
  });
});

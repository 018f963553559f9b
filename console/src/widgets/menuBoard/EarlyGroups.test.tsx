import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  MenuBoardWidget,
  isEarlyMenuBoardBody,
  menuBoardWidget,
  readWidgetBody,
  sceneSchema,
} from '@marquee/sdk';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test/render';
import type { ItemContentChange, ToolbarGroup } from '../types';
import { fontsGroup, layoutGroup, sizesGroup } from './DisplayGroups';

// An earlier-variant body (isV2 false, no configsByLayout) gets its own
// toolbar controls, writing its top-level fields; a v2 body keeps the v2 ones.

afterEach(cleanup);

const user = userEvent.setup({ delay: null });

/** A legacy manual board of the earlier variant, so the preview has meals without a server. */
const EARLY = {
  isV2: false,
  menuBoardSource: 'manual',
  title: 'Jídelna',
  categories: [
    {
      title: 'Hlavní jídla',
      meals: ['Guláš', 'Řízek', 'Rizoto', 'Svíčková'].map((title, i) => ({
        title,
        price: `${120 + i}`,
      })),
    },
    { title: 'Polévky', meals: [{ title: 'Česnečka', price: '45' }] },
  ],
};

/** A toolbar group over an item taking each change as the scene editor does, beside its preview. */
function renderEditing(group: ToolbarGroup, initial: Record<string, unknown>) {
  let current = initial;
  function Editing() {
    const [body, setBody] = useState(initial);
    const onChange = (change: ItemContentChange) =>
      setBody((before) => (current = { ...before, ...change.body }));
    const scene = sceneSchema.parse({
      _id: 's',
      name: 's',
      type: 'slides',
      sceneItems: [
        {
          _id: 'b',
          start: 0,
          end: 60,
          x: 0,
          y: 0,
          w: 100,
          h: 100,
          item: { type: 'menu_board', body },
        },
      ],
    });
    const item = scene.sceneItems[0]!;
    return (
      <>
        {group.render({
          sceneItem: item,
          // As the editor gives it: read through the widget.
          body: readWidgetBody(menuBoardWidget, body),
          file: undefined,
          onChange,
          pickFile: async () => null,
        })}
        <MenuBoardWidget
          sceneItem={item}
          scene={scene}
          files={new Map()}
          onReady={() => undefined}
        />
      </>
    );
  }
  renderWithTheme(<Editing />);
  return { body: () => current };
}

const typeInto = async (name: string, value: string) => {
  const field = screen.getAllByRole('spinbutton', { name }).at(-1)!;
  await user.clear(field);
  if (value) await user.type(field, value);
  await user.tab();
};
const mealTitles = () => screen.queryAllByTestId('menu-meal-title').map((t) => t.textContent);

describe('the earlier variant’s toolbar', () => {
  it('shows the earlier groups only for an earlier body', () => {
    renderEditing(layoutGroup, EARLY);
    expect(screen.queryByRole('combobox', { name: 'Layout' })).toBeNull();
    const language = screen.getByRole('combobox', { name: 'Language' });
    expect(
      within(language)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['cs', 'sk', 'en']);
    screen.getByRole('switch', { name: 'Show prices' });
    screen.getByRole('switch', { name: 'Show soups' });
    screen.getByRole('spinbutton', { name: 'Offset' });
    cleanup();

    renderEditing(layoutGroup, { menuBoardSource: 'manual' });
    screen.getByRole('combobox', { name: 'Layout' });
    expect(screen.queryByRole('switch', { name: 'Show prices' })).toBeNull();
    expect(screen.queryByRole('spinbutton', { name: 'Offset' })).toBeNull();
    expect(
      within(screen.getByRole('combobox', { name: 'Language' })).getAllByRole('option'),
    ).toHaveLength(10);
  });

  it('switches prices and soups off at the top level, and the board follows', async () => {
    const view = renderEditing(layoutGroup, EARLY);
    expect(screen.getByTestId('menu-board').textContent).toContain('Kč');
    await user.click(screen.getByRole('switch', { name: 'Show prices' }));
    await user.click(screen.getByRole('switch', { name: 'Show soups' }));
    expect(view.body()).toMatchObject({ showPrices: false, showSoups: false });
    expect(screen.getByTestId('menu-board').textContent).not.toContain('Kč');
    expect(screen.queryByTestId('menu-soups')).toBeNull();
    // Still the earlier variant: no per-layout settings were written.
    expect(isEarlyMenuBoardBody(view.body())).toBe(true);
  });

  it('writes offset and limit from 0, 0 or empty leaving them unset', async () => {
    const view = renderEditing(layoutGroup, EARLY);
    await typeInto('Offset', '1');
    await typeInto('Limit', '2');
    expect(view.body()).toMatchObject({ offset: 1, limit: 2 });
    expect(mealTitles()).toEqual(['Řízek', 'Rizoto']);
    await typeInto('Offset', '0');
    await typeInto('Limit', '');
    expect(view.body().offset).toBeUndefined();
    expect(view.body().limit).toBeUndefined();
    expect(mealTitles()).toEqual(['Guláš', 'Řízek', 'Rizoto', 'Svíčková']);
  });

  it('changes the language and the title', async () => {
    const view = renderEditing(layoutGroup, EARLY);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'en');
    const title = screen.getByRole('textbox', { name: 'Title' });
    await user.clear(title);
    await user.type(title, 'Lunch{Enter}');
    expect(view.body()).toMatchObject({ languageCode: 'en', title: 'Lunch' });
    expect(screen.getByTestId('menu-board-title').textContent).toBe('Lunch');
  });

  it('keeps title rows, paddings and sizes within their limits', async () => {
    const view = renderEditing(sizesGroup, EARLY);
    await typeInto('Meal title rows', '7');
    expect(view.body().mealTitleRowsCount).toBe(1);
    await typeInto('Meal title rows', '4');
    expect(view.body().mealTitleRowsCount).toBe(4);
    await typeInto('Meal padding', '5');
    await typeInto('Outer padding', '1.5');
    await typeInto('Photo size', '12');
    await typeInto('Maximum columns', '9');
    expect(view.body()).toMatchObject({
      mealPadding: 3,
      outerPadding: 1.5,
      mealImageSizeFactor: 10,
      numberOfColumns: 4,
    });
    expect(isEarlyMenuBoardBody(view.body())).toBe(true);
    expect(screen.getByTestId('menu-board').style.padding).toBe('48px');
  });

  it('offers no earlier-only sliders for a v2 body', () => {
    renderEditing(sizesGroup, {});
    expect(screen.queryByRole('spinbutton', { name: 'Meal title rows' })).toBeNull();
    expect(screen.queryAllByRole('spinbutton', { name: 'Meal padding' })).toHaveLength(0);
  });

  it('styles the soups’ texts too, at the top level', async () => {
    const view = renderEditing(fontsGroup, EARLY);
    const styleOf = screen.getByTestId('menu-board-style-of');
    expect(within(styleOf).getAllByRole('option')).toHaveLength(11);
    await user.selectOptions(styleOf, 'Soups price');
    await user.click(screen.getByRole('switch', { name: 'Italic' }));
    const body = view.body() as Record<string, { italic?: boolean }>;
    expect(body.soupsPriceFontStyle?.italic).toBe(true);
    expect(body.titleFontStyle?.italic).toBeFalsy();
    expect(isEarlyMenuBoardBody(view.body())).toBe(true);
  });
});

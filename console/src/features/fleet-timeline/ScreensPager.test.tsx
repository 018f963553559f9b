import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { ScreensPager } from './FleetTimeline';

afterEach(cleanup);

describe('the timeline’s screen pager', () => {
  it('keeps an unavailable Previous in the Tab order, read as unavailable', () => {
    renderWithTheme(
      <ScreensPager
        firstShown={1}
        shown={25}
        totalCount={30}
        onPrevious={undefined}
        onNext={() => {}}
      />,
    );
    const previous = screen.getByRole('button', { name: 'Previous screens' });
    expect(previous.getAttribute('aria-disabled')).toBe('true');
    expect(previous.hasAttribute('disabled')).toBe(false);
    expect(
      screen.getByRole('button', { name: 'Next screens' }).getAttribute('aria-disabled'),
    ).toBeNull();
    screen.getByText('Screens 1–25 of 30');
  });
});

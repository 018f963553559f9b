import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useUnsavedWarning } from './useUnsavedWarning';

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

function Page({ dirty }: { dirty: boolean }) {
  useUnsavedWarning(dirty);
  return null;
}

/** Whether closing the tab now would ask first. */
const closingAsks = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

describe('the question before the tab closes', () => {
  it('is asked while there are unsaved changes, and not before or after', () => {
    window.history.replaceState(null, '', '/data-integrations/menu-boards/create');
    const page = render(<Page dirty={false} />);
    expect(closingAsks()).toBe(false);
    page.rerender(<Page dirty />);
    expect(closingAsks()).toBe(true);
    page.rerender(<Page dirty={false} />);
    expect(closingAsks()).toBe(false);
    page.rerender(<Page dirty />);
    page.unmount();
    expect(closingAsks()).toBe(false);
  });

  it('is not asked once the address has moved on from the page with the edits', () => {
    window.history.replaceState(null, '', '/data-integrations/menu-boards/create');
    render(<Page dirty />);
    expect(closingAsks()).toBe(true);
    // The router shows the new board's address a moment before the old page goes.
    window.history.replaceState(null, '', '/data-integrations/menu-boards/b-new');
    expect(closingAsks()).toBe(false);
  });
});

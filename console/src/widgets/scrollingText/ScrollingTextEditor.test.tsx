import { defaultWidgets, readScrollingTextBody } from '@marquee/sdk';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { user } from '../../test/fakeApi';
import { editorFor, ENABLED_ITEM_TYPES, offeredWidgets } from '../index';
import { URL_REQUIRED } from '../rss/FeedGroup';
import { renderToolbarGroup } from '../../test/toolbarGroup';
import type { ToolbarGroup } from '../types';
import { scrollingColoursGroup } from './ColoursGroup';
import { scrollingContentGroup } from './ContentGroup';
import { scrollingTextEditor } from './index';

afterEach(cleanup);

/** A toolbar group over an item whose body follows its changes, as the scene editor does. */
const renderGroup = (group: ToolbarGroup, body: Record<string, unknown> = {}) =>
  renderToolbarGroup(group, {
    type: 'scrolling_text',
    body,
    readBody: readScrollingTextBody,
    followsChanges: true,
  }).onChange;

describe('scrolling text editor', () => {
  it('is offered with its text and colour groups', () => {
    const offered = offeredWidgets(defaultWidgets, ENABLED_ITEM_TYPES, (t) => !!editorFor(t));
    expect(offered.find((w) => w.type === 'scrolling_text')?.label).toBe('Scrolling text');
    expect(scrollingTextEditor.toolbarGroups).toEqual([
      scrollingContentGroup,
      scrollingColoursGroup,
    ]);
  });

  it('applies typed text when the field is left', async () => {
    const onChange = renderGroup(scrollingContentGroup);
    await user.type(screen.getByTestId('scrolling-text-field'), 'Happy hour 17–19');
    expect(onChange).not.toHaveBeenCalled();
    await user.tab();
    expect(onChange).toHaveBeenCalledWith({ body: { text: 'Happy hour 17–19' } });
  });

  it('with the text off, asks for a feed address (required) and its refresh interval', async () => {
    const onChange = renderGroup(scrollingContentGroup, { text: 'kept' });
    await user.click(screen.getByRole('switch', { name: /Scroll typed text/ }));
    expect(onChange).toHaveBeenLastCalledWith({ body: { shouldUseText: false } });
    expect(screen.queryByTestId('scrolling-text-field')).toBeNull();
    screen.getByText(URL_REQUIRED);
    await user.type(screen.getByTestId('scrolling-url'), 'news.example.org/feed.xml');
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith({
      body: { url: 'https://news.example.org/feed.xml' },
    });
    const refresh = screen.getByTestId<HTMLSelectElement>('scrolling-refresh');
    expect(refresh.value).toBe('60');
    await user.selectOptions(refresh, '30');
    // Spelled as stored items spell it.
    expect(onChange).toHaveBeenLastCalledWith({ body: { refreshIntervalInMinnutes: 30 } });
  });

  it('sets the text and background colours', () => {
    renderGroup(scrollingColoursGroup, { textColor: '#ffcc00' });
    expect(screen.getByTestId<HTMLInputElement>('scrolling-text-colour').value).toBe('#ffcc00');
    expect(screen.getByTestId<HTMLInputElement>('scrolling-background-colour').value).toBe(
      '#000000',
    );
  });
});

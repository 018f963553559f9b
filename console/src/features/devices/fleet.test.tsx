import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, fakeApi, renderPage, user } from '../../test/fakeApi';
import { renderWithTheme } from '../../test/render';
import { DeviceTagsEditor } from './DeviceTagsEditor';
import { keepingOwnText, reachText } from './fleetText';
import { ReachSummary } from './PublishToManyDialog';

afterEach(cleanup);

describe('publish reach', () => {
  it('says how many screens a publish reaches and how many are offline', () => {
    expect(reachText({ screenCount: 12, offlineCount: 2 })).toBe('Reaches 12 screens, 2 offline');
    expect(reachText({ screenCount: 1, offlineCount: 0 })).toBe('Reaches 1 screen, all online');
    expect(reachText({ screenCount: 0, offlineCount: 0 })).toBe('Reaches no screens');
    expect(keepingOwnText(0)).toBeNull();
    expect(keepingOwnText(3)).toBe(
      "3 screens of these groups keep their own content, which wins over a group's.",
    );
  });

  it('lists the offline screens by name, the unlisted as a count, and who keeps their own', () => {
    renderWithTheme(
      <ReachSummary
        reach={{
          screenCount: 150,
          offlineCount: 102,
          keepingOwnContent: 1,
          offlineScreens: [
            { _id: 'd1', name: 'Till 1' },
            { _id: 'd2', name: 'Till 2' },
          ],
        }}
      />,
    );
    const status = screen.getByRole('status');
    within(status).getByText('Reaches 150 screens, 102 offline');
    const offline = within(status).getByRole('list', { name: 'Offline screens' });
    expect(
      within(offline)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Till 1', 'Till 2', 'and 100 more']);
    within(status).getByText(/1 screen of these groups keeps its own content/);
  });
});

describe('DeviceTagsEditor', () => {
  /** What a screen reader hears as the field's description (its hint and error). */
  const describedAs = (input: HTMLElement) =>
    (input.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ');

  it('puts the server’s refusal beside the field, naming the tag', async () => {
    const api = fakeApi({
      SetDeviceTags: () => {
        throw new ApiError('Invalid tags', {
          code: 'BAD_USER_INPUT',
          fieldErrors: [{ path: 'tags.1', message: 'This tag is not allowed.' }],
        });
      },
    });
    renderPage(<DeviceTagsEditor deviceId="d1" tags={['Shop 1']} canEdit />, { api });
    const input = screen.getByLabelText('Add a tag');
    await user.type(input, 'Window');
    await user.click(screen.getByRole('button', { name: 'Add tag' }));
    await vi.waitFor(() =>
      expect(describedAs(input)).toContain('"Window": This tag is not allowed.'),
    );
    expect(api.sent('SetDeviceTags')).toEqual([{ deviceId: 'd1', tags: ['Shop 1', 'Window'] }]);
  });

  it('refuses a tag over the bound before sending, and Add stays focusable', async () => {
    const api = fakeApi({});
    renderPage(<DeviceTagsEditor deviceId="d1" tags={[]} canEdit />, { api });
    const input = screen.getByLabelText('Add a tag');
    await user.type(input, 'x'.repeat(41));
    expect(describedAs(input)).toContain('A tag has at most 40 characters.');
    const add = screen.getByRole('button', { name: 'Add tag' });
    expect(add.getAttribute('aria-disabled')).toBe('true');
    await user.click(add);
    expect(api.calls).toEqual([]);
  });
});

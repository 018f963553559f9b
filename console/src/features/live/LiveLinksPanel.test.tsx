import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi, renderPage, user } from '../../test/fakeApi';
import { LiveLinksPanel } from './LiveLinksPanel';
import { bodyRowsOf } from '../../test/readTable';

afterEach(cleanup);

type Link = {
  _id: string;
  targetKind: 'screen' | 'group';
  targetId: string;
  targetName: string | null;
  createdAt: string;
};

/** A server holding one screen in one group, and the account's links. */
function server(links: Link[] = []) {
  const state = { links };
  const api = fakeApi({
    LiveLinkScreenChoices: () => ({
      device: {
        __typename: 'Device',
        _id: 'd1',
        name: 'Counter',
        groups: [{ __typename: 'ScreenGroup', _id: 'g1', name: 'Bar screens' }],
      },
    }),
    LiveLinks: () => ({
      liveLinks: state.links.map((l) => ({ __typename: 'LiveLink', ...l })),
    }),
    CreateLiveLink: (vars) => {
      const target = vars.target as { kind: 'screen' | 'group'; id: string };
      const link: Link = {
        _id: `l${state.links.length + 1}`,
        targetKind: target.kind,
        targetId: target.id,
        targetName: target.kind === 'group' ? 'Bar screens' : 'Counter',
        createdAt: '2026-11-28T12:00:00.000Z',
      };
      state.links = [link, ...state.links];
      return {
        createLiveLink: {
          __typename: 'LiveLink',
          ...link,
          url: 'https://marquee.example/live/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
        },
      };
    },
    RevokeLiveLink: (vars) => {
      state.links = state.links.filter((l) => l._id !== vars.id);
      return { revokeLiveLink: true };
    },
  });
  return { api, state };
}

/** What each link of the table shows (its Shows column), top to bottom. */
const shownByLinks = (table: HTMLElement) => bodyRowsOf(table).map((cells) => cells[0]);

describe('live view links on a screen', () => {
  it('makes a link to one of its groups and shows the address once, to copy', async () => {
    const { api } = server();
    renderPage(<LiveLinksPanel subject={{ kind: 'screen', deviceId: 'd1' }} />, { api });
    await screen.findByText('This account has no live view links.');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Share' }), 'group:g1');
    await user.click(screen.getByRole('button', { name: 'Create live view link' }));
    expect(api.sent('CreateLiveLink')).toEqual([{ target: { kind: 'group', id: 'g1' } }]);
    const address = await screen.findByRole('textbox', { name: 'Live view address' });
    expect((address as HTMLInputElement).value).toMatch(/\/live\/A{43}$/);
    // The notice holding the address names what the link shows and warns it shows only now.
    expect(screen.getByText(/shown only this once/).textContent).toContain(
      'Live view link to Group "Bar screens" made.Copy it now: it is shown only this once.',
    );
    const table = await screen.findByRole('table', { name: 'Live view links of this account' });
    expect(shownByLinks(table)).toEqual(['Group "Bar screens"']);
  });

  it('revokes a link only once the operator confirms', async () => {
    const { api } = server([
      {
        _id: 'l1',
        targetKind: 'screen',
        targetId: 'd1',
        targetName: 'Counter',
        createdAt: '2026-11-28T12:00:00.000Z',
      },
      {
        _id: 'l2',
        targetKind: 'screen',
        targetId: 'd9',
        targetName: null,
        createdAt: '2026-11-27T12:00:00.000Z',
      },
    ]);
    renderPage(<LiveLinksPanel subject={{ kind: 'screen', deviceId: 'd1' }} />, { api });
    const table = await screen.findByRole('table', { name: 'Live view links of this account' });
    expect(shownByLinks(table)).toEqual(['Screen "Counter"', 'Screen (removed)']);
    const revoke = async () =>
      user.click(
        await screen.findByRole('button', {
          name: 'Revoke the live view link to Screen "Counter"',
        }),
      );
    await revoke();
    // Asked first (the question's surface can stay aria-hidden in jsdom): Cancel keeps it.
    let question = await screen.findByRole('alertdialog', { hidden: true });
    within(question).getByText('Revoke the live view link to Screen "Counter"?');
    within(question).getByText(
      'Anyone who has the address can no longer see the screen. This cannot be undone.',
    );
    await user.click(within(question).getByRole('button', { name: 'Cancel', hidden: true }));
    expect(api.sent('RevokeLiveLink')).toEqual([]);
    await revoke();
    question = await screen.findByRole('alertdialog', { hidden: true });
    await user.click(within(question).getByRole('button', { name: 'Revoke', hidden: true }));
    await waitFor(() => expect(screen.queryByText('Screen "Counter"')).toBeNull());
    expect(api.sent('RevokeLiveLink')).toEqual([{ id: 'l1' }]);
    await screen.findByText('Screen (removed)');
    expect(screen.queryByText('Screen "Counter"')).toBeNull();
  });

  it("on a group's page, shares the group itself", async () => {
    const { api } = server();
    renderPage(
      <LiveLinksPanel subject={{ kind: 'group', groupId: 'g1', groupName: 'Bar screens' }} />,
      { api },
    );
    await screen.findByText('This account has no live view links.');
    const share = screen.getByRole('combobox', { name: 'Share' });
    expect(
      within(share)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['This group (Bar screens)']);
    await user.click(screen.getByRole('button', { name: 'Create live view link' }));
    expect(api.sent('CreateLiveLink')).toEqual([{ target: { kind: 'group', id: 'g1' } }]);
    expect(api.sent('LiveLinkScreenChoices')).toEqual([]);
    await screen.findByRole('textbox', { name: 'Live view address' });
  });
});

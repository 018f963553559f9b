// runs isolated: it gives jsdom the layout that tabster reads (test/focusableLayout), which would
// carry over to the next file of a shared worker.
import { PERMISSIONS } from '@marquee/sdk/model';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import AppToaster from '../../app/shell/AppToaster';
import { notify } from '../../kit/notices';
// Without it the confirmation hides itself 250 ms after it opens: see the file.
import '../../test/focusableLayout';
import { ADMIN_SESSION, fakeApi, renderPage, user } from '../../test/fakeApi';
import { bulkProgressText, bulkQuestion } from './bulkActionText';
import { noneCanText, questionLeavingSomeOut, screensUnable } from './bulkCommandSupport';
import { BulkScreenActions } from './BulkScreenActions';
import { ScreensPage } from './ScreensPage';

afterEach(cleanup);

const action = (fields: Record<string, unknown>) => ({
  __typename: 'BulkAction',
  _id: 'b1',
  kind: 'reboot',
  total: 3,
  done: 0,
  failed: 0,
  state: 'running',
  failures: [],
  ...fields,
});

describe('bulk screen actions', () => {
  it('names how many screens in the question and the progress line', () => {
    expect(bulkQuestion('reboot', 50)?.question).toBe('Reboot 50 screens?');
    expect(bulkQuestion('delete', 1)?.question).toBe('Delete 1 screen?');
    expect(bulkQuestion('delete', 1, 'Lobby TV')?.question).toBe('Delete Lobby TV?');
    expect(bulkQuestion('reboot', 2, 'Lobby TV')?.question).toBe('Reboot 2 screens?');
    expect(bulkQuestion('displayOn', 5)).toBeNull();
    // Red only where something is lost: a deleted screen must be paired again.
    expect(bulkQuestion('delete', 3)?.danger).toBe(true);
    for (const kind of ['reboot', 'reload', 'displayOff'] as const)
      expect(bulkQuestion(kind, 3)?.danger, kind).toBe(false);
    const base = { kind: 'reboot', total: 50, failures: [] } as const;
    expect(bulkProgressText({ ...base, done: 35, failed: 2, state: 'running' })).toBe(
      'Sending reboot to 37 of 50 screens…',
    );
    expect(bulkProgressText({ ...base, done: 50, failed: 0, state: 'finished' })).toBe(
      'Reboot sent to 50 screens',
    );
    expect(
      bulkProgressText({
        ...base,
        done: 48,
        failed: 2,
        state: 'finished',
        failures: [{ name: 'Bar' }, { name: 'Till' }],
      }),
    ).toBe('Reboot sent to 48 of 50 screens, 2 failed. Bar, Till');
    // Each reason once, with the screens it stopped.
    const cannot = 'This screen cannot turn its display off and on';
    expect(
      bulkProgressText({
        kind: 'displayOff',
        total: 4,
        done: 1,
        failed: 3,
        state: 'finished',
        failures: [
          { name: 'Bar', error: cannot },
          { name: 'Gone', error: 'The screen is gone or no longer in this space' },
          { name: 'Till', error: cannot },
        ],
      }),
    ).toBe(
      'Display off sent to 1 of 4 screens, 3 failed. ' +
        'This screen cannot turn its display off and on: Bar, Till. ' +
        'The screen is gone or no longer in this space: Gone',
    );
  });

  it('asks before a reboot, starts one job for the chosen screens and shows its progress', async () => {
    const api = fakeApi({
      StartBulkAction: () => ({ startBulkAction: action({}) }),
      BulkActionChanged: () => ({ bulkActionChanged: action({ done: 1 }) }),
      BulkActionProgress: () => ({ bulkAction: action({ done: 1 }) }),
    });
    renderPage(
      <BulkScreenActions
        count={3}
        target={{ deviceIds: ['d1', 'd2', 'd3'] }}
        canConfigure
        canDelete
      />,
      { api },
    );
    await user.click(screen.getByRole('button', { name: 'Screen actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Reboot' }));
    const question = await screen.findByRole('alertdialog', { name: 'Reboot 3 screens?' });
    expect(api.calls.map((c) => c.operation)).not.toContain('StartBulkAction');
    // The dialog's buttons are named once it has finished opening.
    await user.click(await within(question).findByRole('button', { name: 'Reboot' }));
    expect(await screen.findByText('Sending reboot to 1 of 3 screens…')).toBeDefined();
    expect(api.calls.find((c) => c.operation === 'StartBulkAction')?.variables).toEqual({
      input: { kind: 'reboot', deviceIds: ['d1', 'd2', 'd3'] },
    });
  });

  it('names the screens that failed once the action is over, and needs a selection', async () => {
    const api = fakeApi({
      StartBulkAction: () => ({ startBulkAction: action({ kind: 'delete' }) }),
      BulkActionProgress: () => ({
        bulkAction: action({
          kind: 'delete',
          done: 2,
          failed: 1,
          state: 'finished',
          failures: [
            {
              __typename: 'BulkActionFailure',
              deviceId: 'd3',
              name: 'Till',
              error: 'The screen is gone or no longer in this space',
            },
          ],
        }),
      }),
    });
    renderPage(<BulkScreenActions count={0} target={{ deviceIds: [] }} canConfigure canDelete />, {
      api,
    });
    const button = screen.getByRole('button', { name: 'Screen actions' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    cleanup();
    renderPage(
      <BulkScreenActions
        count={3}
        target={{ filter: { tag: 'front' } }}
        canConfigure={false}
        canDelete
      />,
      { api },
    );
    await user.click(screen.getByRole('button', { name: 'Screen actions' }));
    expect(screen.queryByRole('menuitem', { name: 'Reboot' })).toBeNull();
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const question = await screen.findByRole('alertdialog', { name: 'Delete 3 screens?' });
    const deleteButton = await within(question).findByRole('button', { name: 'Delete' });
    expect(deleteButton.getAttribute('data-danger')).toBe('true');
    await user.click(deleteButton);
    expect(
      await screen.findByText(
        'Deleted 2 of 3 screens, 1 failed. The screen is gone or no longer in this space: Till',
      ),
    ).toBeDefined();
  });

  it('follows the pushed progress without polling, and polls only once the push drops', async () => {
    let pushed = action({ kind: 'displayOn', done: 2, state: 'running' });
    const api = fakeApi({
      StartBulkAction: () => ({ startBulkAction: action({ kind: 'displayOn' }) }),
      // The fake answers once and ends: a push that ends while the action runs has dropped.
      BulkActionChanged: () => ({ bulkActionChanged: pushed }),
      BulkActionProgress: () => ({
        bulkAction: action({ kind: 'displayOn', done: 3, state: 'finished' }),
      }),
    });
    renderPage(
      <BulkScreenActions
        count={3}
        target={{ deviceIds: ['d1', 'd2', 'd3'] }}
        canConfigure
        canDelete
      />,
      { api },
    );
    await user.click(screen.getByRole('button', { name: 'Screen actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Display on' }));
    expect(await screen.findByText('Display on sent to 3 screens')).toBeDefined();
    expect(api.sent('BulkActionChanged')).toEqual([{ id: 'b1' }]);
    expect(api.sent('BulkActionProgress').length).toBeGreaterThan(0);

    // A push that carries the action to its end needs no reads at all.
    cleanup();
    pushed = action({ kind: 'displayOn', done: 3, state: 'finished' });
    const live = fakeApi({
      StartBulkAction: () => ({ startBulkAction: action({ kind: 'displayOn' }) }),
      BulkActionChanged: () => ({ bulkActionChanged: pushed }),
    });
    renderPage(
      <BulkScreenActions
        count={3}
        target={{ deviceIds: ['d1', 'd2', 'd3'] }}
        canConfigure
        canDelete
      />,
      { api: live },
    );
    await user.click(screen.getByRole('button', { name: 'Screen actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Display on' }));
    expect(await screen.findByText('Display on sent to 3 screens')).toBeDefined();
    expect(live.sent('BulkActionProgress')).toEqual([]);
  });
});

const CANNOT_SWITCH = 'None of the selected screens can turn their display off and on';

/** A screen of the list whose player reported `capabilities`. */
const listed = (_id: string, name: string, capabilities: string[]) => ({
  __typename: 'Device',
  _id,
  name,
  onlineStatus: 'online',
  createdAt: '2026-03-01T10:00:00.000Z',
  platform: 'web',
  publishedContent: null,
  tags: [],
  contentSource: { __typename: 'ContentSource', kind: 'none', group: null },
  lastSeenAt: null,
  playerVersion: null,
  storage: null,
  keptContent: null,
  recentErrorCount: 0,
  deviceInfo: { capabilities },
});

describe('bulk commands the chosen screens cannot carry out', () => {
  it('says why a command is not offered, and how many screens an action leaves as they are', () => {
    expect(noneCanText('displayOff', 4)).toBe(CANNOT_SWITCH);
    expect(noneCanText('displayOn', 1, 'Lobby TV')).toBe(
      'Lobby TV cannot turn its display off and on',
    );
    expect(noneCanText('reboot', 2)).toBe('None of the selected screens can reboot');
    const chosen = new Map([
      ['d1', new Set(['display-power'])],
      ['d2', new Set(['reboot'])],
      // An older player reports nothing: it is not held back, as the server does not.
      ['d3', null],
    ]);
    expect(screensUnable('displayOff', chosen)).toEqual(['d2']);
    expect(screensUnable('reload', chosen)).toEqual([]);
    expect(
      questionLeavingSomeOut('displayOff', { count: 5, unable: 2, byFilter: false }),
    ).toMatchObject({
      question: 'Turn off the display of 3 screens?',
      detail:
        'The screens stay dark until someone turns them on again. ' +
        '2 of the 5 selected screens cannot turn their display off and on; they will be left as they are.',
    });
    // Display on asks nothing, unless it leaves screens as they are.
    expect(
      questionLeavingSomeOut('displayOn', { count: 3, unable: 0, byFilter: false }),
    ).toBeNull();
    expect(
      questionLeavingSomeOut('displayOn', { count: 3, unable: 1, byFilter: true }),
    ).toMatchObject({
      question: 'Turn on the display of 2 screens?',
      detail:
        '1 of the 3 selected screens cannot turn its display off and on; it will be left as it is. ' +
        'The screens were counted when you selected them; the result says how many were left as they are.',
      confirmLabel: 'Display on',
    });
  });

  it('offers display on and off disabled, with the reason, when none of the chosen screens can', async () => {
    const api = fakeApi({
      DeviceDashboardSort: () => ({
        myPreferences: { __typename: 'UserPreferences', deviceDashboardSort: null },
      }),
      DevicePage: () => ({
        devicePage: {
          __typename: 'DevicePage',
          totalCount: 2,
          offset: 0,
          limit: 50,
          items: [listed('d1', 'Bar', ['reboot']), listed('d2', 'Till', ['reboot'])],
        },
      }),
      ScreenGroups: () => ({ screenGroups: [] }),
      DeviceTags: () => ({ deviceTags: [] }),
      DeviceRowChanged: () => new Promise(() => {}),
    });
    const session = {
      ...ADMIN_SESSION,
      permissions: new Set([PERMISSIONS.device.read, PERMISSIONS.device.configure]),
    };
    renderPage(<ScreensPage />, { api, session });
    await user.click(await screen.findByRole('checkbox', { name: 'Select this page' }));
    await user.click(screen.getByRole('button', { name: 'Screen actions' }));
    const displayOff = await screen.findByRole('menuitem', { name: /^Display off/ });
    expect(displayOff.getAttribute('aria-disabled')).toBe('true');
    expect(within(displayOff).getByText(CANNOT_SWITCH)).toBeDefined();
    const displayOn = screen.getByRole('menuitem', { name: /^Display on/ });
    expect(displayOn.getAttribute('aria-disabled')).toBe('true');
    expect(within(displayOn).getByText(CANNOT_SWITCH)).toBeDefined();
    // They can reboot: that stays on offer.
    const reboot = screen.getByRole('menuitem', { name: 'Reboot' });
    expect(reboot.getAttribute('aria-disabled')).not.toBe('true');
    await user.click(displayOff);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(api.sent('StartBulkAction')).toEqual([]);
  });

  it('asks about the screens a display off reaches, names how many it leaves, and sends only those', async () => {
    const api = fakeApi({
      StartBulkAction: () => ({ startBulkAction: action({ kind: 'displayOff', total: 2 }) }),
      BulkActionChanged: () => new Promise(() => {}),
    });
    const capabilities = new Map([
      ['d1', new Set(['display-power'])],
      ['d2', new Set(['reboot'])],
      ['d3', null],
    ]);
    renderPage(
      <BulkScreenActions
        count={3}
        target={{ deviceIds: ['d1', 'd2', 'd3'] }}
        capabilities={capabilities}
        canConfigure
        canDelete
      />,
      { api },
    );
    await user.click(screen.getByRole('button', { name: 'Screen actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Display off' }));
    const question = await screen.findByRole('alertdialog', {
      name: 'Turn off the display of 2 screens?',
    });
    expect(
      within(question).getByText(
        /1 of the 3 selected screens cannot turn its display off and on; it will be left as it is\./,
      ),
    ).toBeDefined();
    await user.click(await within(question).findByRole('button', { name: 'Display off' }));
    expect(await screen.findByText('Sending display off to 0 of 2 screens…')).toBeDefined();
    expect(api.sent('StartBulkAction')).toEqual([
      { input: { kind: 'displayOff', deviceIds: ['d1', 'd3'] } },
    ]);
  });
});

describe('a bulk action that failed', () => {
  it('tells its failure once, in the line beside the actions', async () => {
    const told =
      'Display on sent to 2 of 3 screens, 1 failed. This screen cannot turn its display off and on: Porch';
    const api = fakeApi({
      StartBulkAction: () => ({ startBulkAction: action({ kind: 'displayOn' }) }),
      BulkActionChanged: () => ({
        bulkActionChanged: action({
          kind: 'displayOn',
          done: 2,
          failed: 1,
          state: 'finished',
          failures: [
            {
              __typename: 'BulkActionFailure',
              deviceId: 'd3',
              name: 'Porch',
              error: 'This screen cannot turn its display off and on',
            },
          ],
        }),
      }),
    });
    renderPage(
      <>
        <AppToaster />
        <BulkScreenActions
          count={3}
          target={{ deviceIds: ['d1', 'd2', 'd3'] }}
          canConfigure
          canDelete
        />
      </>,
      { api },
    );
    await user.click(screen.getByRole('button', { name: 'Screen actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Display on' }));
    const line = await screen.findByTestId('bulk-progress');
    await within(line).findByText(told);
    // Notices show in the order asked for: once this later one is up, one about the action's
    // end would be too.
    notify('Later notice');
    await screen.findAllByText('Later notice');
    expect(screen.getAllByText(told)).toHaveLength(1);
  });
});

describe('moving screens to a space', () => {
  const spaces = (...list: [string, string][]) => ({
    spaces: list.map(([_id, name]) => ({ __typename: 'Space', _id, name })),
  });
  const session = () => ({
    currentUserSession: { __typename: 'UserSession', currentSpaceId: 's-main', user: null },
    currentAccount: null,
  });
  const open = async (api: ReturnType<typeof fakeApi>) => {
    renderPage(
      <BulkScreenActions count={2} target={{ deviceIds: ['d1', 'd2'] }} canConfigure canDelete />,
      { api },
    );
    await user.click(screen.getByRole('button', { name: 'Screen actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Move to space…' }));
    return screen.findByRole('combobox', { name: 'Space', hidden: true });
  };
  const options = (select: HTMLElement) =>
    [...select.querySelectorAll('option')].map((o) => o.textContent);

  it('offers the other spaces first, and marks the one shown now', async () => {
    const api = fakeApi({
      BulkMoveSpaces: () => spaces(['s-main', 'Main'], ['s-shops', 'Shops']),
      CurrentUserSession: session,
    });
    const select = await open(api);
    await within(select).findByText('Main (this space)');
    expect(options(select)).toEqual(['Choose a space', 'Shops', 'Main (this space)']);
  });

  it('says when the account has no other space to move screens to', async () => {
    const api = fakeApi({
      BulkMoveSpaces: () => spaces(['s-main', 'Main']),
      CurrentUserSession: session,
    });
    const select = await open(api);
    await within(select).findByText('Main (this space)');
    expect(
      screen.getByText(/^This account has no other space\. Someone who manages the account/),
    ).toBeDefined();
  });
});

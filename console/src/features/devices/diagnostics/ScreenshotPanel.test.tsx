import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderPage, user } from '../../../test/fakeApi';
import { ScreenshotPanel } from './ScreenshotPanel';

afterEach(cleanup);

type Command = {
  _id: string;
  type: string;
  status: string;
  error: string | null;
  completedAt?: string | null;
};

/** A server holding one screen whose commands and picture the test changes. */
function server(options: { capabilities?: string[]; online?: boolean } = {}) {
  const state = {
    commands: [] as Command[],
    screenshot: null as null | Record<string, unknown>,
  };
  // The live feed stays quiet until the test says the screen changed.
  let changed: (value: unknown) => void = () => undefined;
  const announced = new Promise((resolve) => (changed = resolve));
  const api = fakeApi({
    DeviceScreenshotPanel: () => ({
      device: {
        __typename: 'Device',
        _id: 'd1',
        onlineStatus: options.online === false ? 'offline' : 'online',
        deviceInfo: options.capabilities ? { capabilities: options.capabilities } : {},
        screenshot: state.screenshot && { __typename: 'DeviceScreenshot', ...state.screenshot },
        commands: state.commands.map((c) => ({ __typename: 'DeviceCommand', ...c })),
      },
    }),
    TakeDeviceScreenshot: () => {
      const command = {
        _id: `c${state.commands.length + 1}`,
        type: 'screenshot',
        status: 'queued',
        error: null,
        completedAt: null,
      };
      state.commands = [command, ...state.commands];
      return { sendDeviceCommand: { __typename: 'DeviceCommand', ...command } };
    },
    DeviceChanged: () => announced,
  });
  const announce = () =>
    changed({
      deviceChanged: {
        __typename: 'Device',
        _id: 'd1',
        name: 'Counter',
        onlineStatus: 'online',
        createdAt: '2026-11-01T00:00:00.000Z',
        platform: 'web',
        publishedContent: null,
      },
    });
  return { api, state, announce };
}

const render = (api: ReturnType<typeof fakeApi>, canTake = true) =>
  renderPage(<ScreenshotPanel deviceId="d1" deviceName="Counter" canTake={canTake} />, { api });

describe('the screenshot panel', () => {
  it('asks the screen, shows that it waits, then shows the picture with its time', async () => {
    const { api, state, announce } = server();
    render(api);
    await screen.findByText('No screenshot taken yet.');
    await user.click(screen.getByRole('button', { name: 'Take screenshot' }));
    await screen.findByText('Waiting for the screen to take the screenshot...');
    expect(api.sent('TakeDeviceScreenshot')).toEqual([{ deviceId: 'd1' }]);
    expect(
      screen.getByRole('button', { name: 'Take screenshot' }).getAttribute('aria-disabled'),
    ).toBe('true');

    const takenAt = new Date().toISOString();
    Object.assign(state.commands[0]!, { status: 'done', completedAt: takenAt });
    state.screenshot = {
      url: 'https://marquee.example/blobs/screenshots/a/d1/s1?exp=1&sig=x',
      width: 1920,
      height: 1080,
      takenAt,
      commandId: 'c1',
    };
    announce();
    const image = await screen.findByRole('img', { name: 'What Counter showed' });
    expect(image.getAttribute('src')).toBe(state.screenshot.url);
    const caption = image.closest('figure')!.querySelector('figcaption')!;
    expect(caption.textContent).toBe('Taken just now');
    expect(caption.querySelector('time')?.getAttribute('datetime')).toBe(takenAt);
    expect(screen.queryByText(/Waiting/)).toBeNull();
  });

  it('reads the latest picture again when the one it shows is gone', async () => {
    const { api, state } = server();
    const picture = (url: string) => ({
      url,
      width: 1920,
      height: 1080,
      takenAt: new Date().toISOString(),
      commandId: 'c1',
    });
    state.screenshot = picture('https://marquee.example/blobs/screenshots/a/d1/old?exp=1&sig=x');
    render(api);
    const image = await screen.findByRole('img', { name: 'What Counter showed' });
    // A newer picture replaced it (its bytes are gone): its address now answers 404.
    state.screenshot = picture('https://marquee.example/blobs/screenshots/a/d1/new?exp=1&sig=y');
    fireEvent.error(image);
    await waitFor(() =>
      expect(
        screen.getByRole('img', { name: 'What Counter showed' }).getAttribute('src'),
      ).toContain('/new?'),
    );
  });

  it('keeps waiting when a read finds the command done before its picture', async () => {
    const { api, state, announce } = server();
    render(api);
    await screen.findByText('No screenshot taken yet.');
    await user.click(screen.getByRole('button', { name: 'Take screenshot' }));
    await screen.findByText('Waiting for the screen to take the screenshot...');
    const reads = api.sent('DeviceScreenshotPanel').length;
    Object.assign(state.commands[0]!, { status: 'done', completedAt: new Date().toISOString() });
    announce();
    await vi.waitFor(() => expect(api.sent('DeviceScreenshotPanel').length).toBe(reads + 1));
    // Still waiting (and so still asking every few seconds), not settled with no picture.
    expect(screen.getByRole('progressbar').textContent).toBe(
      'Waiting for the screen to take the screenshot...',
    );
    expect(
      screen.getByRole('button', { name: 'Take screenshot' }).getAttribute('aria-disabled'),
    ).toBe('true');
  });

  it('says in words that a screen without the capability cannot, and offers no button', async () => {
    const { api } = server({ capabilities: ['reboot', 'local-files'] });
    render(api);
    await screen.findByText('This screen cannot take screenshots.');
    expect(screen.queryByRole('button', { name: 'Take screenshot' })).toBeNull();
  });

  it.each([
    ['METHOD_NOT_AVAILABLE', 'This screen cannot take screenshots.'],
    ['TIMEOUT', 'The screen could not take a screenshot. The screen took too long to answer.'],
  ])(
    'tells a screenshot that failed with %s as a sentence, never its code',
    async (code, words) => {
      const { api, state } = server();
      state.commands = [{ _id: 'c1', type: 'screenshot', status: 'failed', error: code }];
      render(api);
      await screen.findByText(words);
      expect(screen.queryByText(new RegExp(code))).toBeNull();
    },
  );

  it('says an offline screen takes it once back; a reader sees no button', async () => {
    const { api, state } = server({ online: false });
    state.commands = [{ _id: 'c1', type: 'screenshot', status: 'queued', error: null }];
    render(api, false);
    await screen.findByText(
      'The screen is offline. It takes the screenshot once it is back online.',
    );
    expect(screen.queryByRole('button', { name: 'Take screenshot' })).toBeNull();
  });
});

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FakeHost } from '../host/fakeHost.js';
import { reportDeviceInfo } from './deviceCommands.js';
import { PLAYER_VERSION } from './playerVersion.js';

describe('player version', () => {
  it("is the sdk package's version", () => {
    const pkg = JSON.parse(
      readFileSync(new URL('../../package.json', import.meta.url), 'utf8'),
    ) as { version: string };
    expect(PLAYER_VERSION).toBe(pkg.version);
  });

  it("travels with the device's facts", async () => {
    const sent: unknown[] = [];
    const client = {
      request: async (_doc: unknown, variables: unknown) => {
        sent.push(variables);
        return {};
      },
    };
    await reportDeviceInfo(new FakeHost(), client as never, 'token');
    expect(sent[0]).toMatchObject({ info: { playerVersion: PLAYER_VERSION, platform: 'web' } });
  });
});

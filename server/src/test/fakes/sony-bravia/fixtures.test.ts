import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../../paths.js';
import { startFakeDisplay, type FakeDisplay } from './display.js';
import { startFakeKitting, type FakeKitting } from './kitting.js';

// Every reference request/answer pair in fixtures/sony-bravia/ replayed against the fakes: the
// fakes answer exactly what Sony's pages show (status and body), so a test against the fake is a
// test against the documented vendor.

interface Fixture {
  reference: string;
  request: { method: string; path: string; headers: Record<string, string>; body: unknown };
  response: { status: number; body: unknown };
}

const DIR = join(REPO_ROOT, 'fixtures', 'sony-bravia');
const load = (file: string) => JSON.parse(readFileSync(join(DIR, file), 'utf8')) as Fixture;
const files = readdirSync(DIR).filter((file) => file.endsWith('.json'));

/** The display's scene before each fixture's request, where it is not the default. */
const DISPLAY_SCENES: Record<string, (display: FakeDisplay) => void> = {
  'display-get-power-status-standby.json': (d) => (d.state.power = 'standby'),
  'display-web-app-status-when-off.json': (d) => (d.state.power = 'standby'),
  'display-get-web-app-status.json': (d) =>
    (d.state.webApp = { active: true, url: 'http://example.com/' }),
};

let close: (() => Promise<void>) | null = null;
afterEach(async () => {
  await close?.();
  close = null;
});

async function replay(base: string, fixture: Fixture) {
  const res = await fetch(base + fixture.request.path, {
    method: fixture.request.method,
    headers: fixture.request.headers,
    body: JSON.stringify(fixture.request.body),
  });
  return { status: res.status, body: (await res.json()) as unknown };
}

describe('fixtures/sony-bravia replayed against the fakes', () => {
  it('has a reference URL on every fixture', () => {
    expect(files.length).toBeGreaterThan(15);
    for (const file of files) expect(load(file).reference, file).toMatch(/^https?:\/\//);
  });

  it.each(files.filter((f) => f.startsWith('display-')))('%s', async (file) => {
    const fixture = load(file);
    const display = await startFakeDisplay({ psk: '1234' });
    close = () => display.close();
    DISPLAY_SCENES[file]?.(display);
    expect(await replay(display.url, fixture)).toEqual(fixture.response);
  });

  it.each(files.filter((f) => f.startsWith('kitting-')))('%s', async (file) => {
    const fixture = load(file);
    const kitting: FakeKitting = await startFakeKitting({ apiKey: 'fixture-api-key' });
    close = () => kitting.close();
    kitting.addDisplay({
      oneTimeCode: '123456',
      mac: '04:5d:4b:ad:6d:e1',
      userData: '{"tenant":"demo"}',
    });
    if (file === 'kitting-rate-limited.json') kitting.throttleNext();
    expect(await replay(kitting.url, fixture)).toEqual(fixture.response);
  });
});

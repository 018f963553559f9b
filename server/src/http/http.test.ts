import { execFileSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestServer, TEST_DB } from '../test/harness.js';
import { LISTEN_BACKLOG } from './server.js';

describe('http', () => {
  let t: TestServer;
  let consoleDist: string;
  beforeAll(async () => {
    consoleDist = mkdtempSync(join(tmpdir(), 'marquee-console-'));
    mkdirSync(join(consoleDist, 'assets'));
    writeFileSync(join(consoleDist, 'index.html'), '<!doctype html><title>Marquee console</title>');
    writeFileSync(join(consoleDist, 'assets', 'app-1a2B3c4D.js'), 'console.log(1)');
    t = await TestServer.start({
      CONSOLE_DIST: consoleDist,
      PLAYER_DIST: join(consoleDist, 'missing'),
    });
  });
  afterAll(() => t.close());

  it('reports health with the database it uses', async () => {
    const res = await fetch(`${t.url}/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', database: 'ok', dialect: TEST_DB });
  });

  it('has the kernel hold thousands of connections while its loop is busy, not 511', () => {
    // ss shows a listening socket's accept queue limit as its Send-Q.
    const port = new URL(t.url).port;
    const [, , limit] = execFileSync('ss', ['-ltnH', `sport = :${port}`], { encoding: 'utf8' })
      .trim()
      .split(/\s+/);
    const kernelCap = Number(readFileSync('/proc/sys/net/core/somaxconn', 'utf8'));
    expect(Number(limit)).toBe(Math.min(LISTEN_BACKLOG, kernelCap));
    expect(Number(limit)).toBeGreaterThan(511);
  });

  it('answers a body that is not JSON with 400 and a clear message', async () => {
    const res = await fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"query": ',
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { errors: { message: string }[] };
    expect(body.errors[0]?.message).toBe('POST body sent invalid JSON.');
  });

  it('answers a syntax error and an unknown field with 400', async () => {
    const syntax = await t.gql('{ currentUser { _id ');
    expect(syntax.status).toBe(400);
    expect(syntax.errors?.[0]?.message).toMatch(/^Syntax Error/);
    const unknown = await t.gql('{ noSuchField }');
    expect(unknown.status).toBe(400);
    expect(unknown.errors?.[0]?.message).toBe('Cannot query field "noSuchField" on type "Query".');
  });

  it('serves the console with an SPA fallback and long-cached assets', async () => {
    const deep = await fetch(`${t.url}/devices/123`);
    expect(deep.status).toBe(200);
    expect(await deep.text()).toContain('Marquee console');
    const asset = await fetch(`${t.url}/assets/app-1a2B3c4D.js`);
    expect(asset.headers.get('content-type')).toMatch(/javascript/);
    expect(asset.headers.get('cache-control')).toMatch(/immutable/);
    expect((await fetch(`${t.url}/assets/missing.js`)).status).toBe(404);
    expect((await fetch(`${t.url}/..%2f..%2fetc%2fpasswd`)).status).not.toBe(500);
  });

  it('tells how to build when the player is not built', async () => {
    const res = await fetch(`${t.url}/player/`);
    expect(res.status).toBe(503);
    expect(await res.text()).toMatch(/npm run build/);
  });
});

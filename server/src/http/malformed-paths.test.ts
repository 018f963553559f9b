import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AUTH_COOKIE } from '@marquee/sdk/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestServer } from '../test/harness.js';
import { URL_JSON_INVALID } from '../plugins/use-bad-request-status.js';
import { MALFORMED_PATH } from '../request/route.js';

// A request whose path (or cookie) is not valid percent-encoding is the client's mistake: every
// route that decodes one answers 400 with a plain message, never a 500 from a URIError.
const BAD = '%E0%A4%A';

/** GET with the target sent as written (fetch would refuse or rewrite some of them). */
function rawGet(base: string, target: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const url = new URL(base);
    const req = request(
      { host: url.hostname, port: url.port, path: target, method: 'GET', headers },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

describe('malformed paths and cookies', () => {
  let t: TestServer;
  let sites: string;
  let token: string;

  beforeAll(async () => {
    sites = mkdtempSync(join(tmpdir(), 'marquee-malformed-'));
    mkdirSync(join(sites, 'console'));
    mkdirSync(join(sites, 'player'));
    writeFileSync(join(sites, 'console', 'index.html'), '<!doctype html><title>console</title>');
    writeFileSync(join(sites, 'player', 'index.html'), '<!doctype html><title>player</title>');
    t = await TestServer.start({
      CONSOLE_DIST: join(sites, 'console'),
      PLAYER_DIST: join(sites, 'player'),
    });
    token = await t.signIn();
  });
  afterAll(async () => {
    await t?.close();
    rmSync(sites, { recursive: true, force: true });
  });

  it('answers 400 for the proof-of-play CSV of a malformed id, with a valid token', async () => {
    const answer = await rawGet(t.url, `/api/proof-of-play/playlist/${BAD}.csv`, {
      authorization: `Bearer ${token}`,
    });
    expect(answer).toEqual({ status: 400, body: `${MALFORMED_PATH}\n` });
  });

  it('answers 400 for an upload link with a malformed id', async () => {
    const res = await fetch(`${t.url}/uploads/${BAD}?exp=1&sig=x`, {
      method: 'PUT',
      headers: { 'content-type': 'image/png' },
      body: 'x',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ code: 'BAD_REQUEST', message: MALFORMED_PATH });
  });

  it('answers 400 for a blob path with a malformed segment', async () => {
    const answer = await rawGet(t.url, `/blobs/files/${BAD}/original?exp=1&sig=x`);
    expect(answer).toEqual({ status: 400, body: `${MALFORMED_PATH}\n` });
  });

  it('answers 400 for malformed console and player paths', async () => {
    for (const target of [`/${BAD}.js`, `/player/${BAD}.js`])
      expect(await rawGet(t.url, target)).toEqual({ status: 400, body: `${MALFORMED_PATH}\n` });
  });

  it('answers 400 for a request target no URL parser accepts', async () => {
    expect(await rawGet(t.url, '//[')).toEqual({ status: 400, body: `${MALFORMED_PATH}\n` });
  });

  it('ignores a session cookie that does not decode: the caller is anonymous', async () => {
    const answer = await t.gql('{ currentUser { _id } }', {}, { cookie: `${AUTH_COOKIE}=${BAD}` });
    expect(answer.errors).toBeUndefined();
    expect(answer.status).toBe(200);
    expect(answer.data).toEqual({ currentUser: null });
  });

  it('answers 400 for a GraphQL GET whose variables or extensions are not JSON', async () => {
    for (const param of ['variables', 'extensions']) {
      const answer = await rawGet(t.url, `/graphql?query=%7B__typename%7D&${param}=%7B`);
      expect(answer.status, param).toBe(400);
      expect(JSON.parse(answer.body)).toMatchObject({
        errors: [{ message: URL_JSON_INVALID, extensions: { code: 'BAD_REQUEST' } }],
      });
    }
  });
});

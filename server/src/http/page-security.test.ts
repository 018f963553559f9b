// The pages carry a CSP with frame-ancestors, mutations cannot be posted as
// forms, and CORS answers only configured origins.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from '../config.js';
import { JSON_ONLY_MESSAGE } from '../plugins/use-json-only-posts.js';
import { TestServer } from '../test/harness.js';

const CONFIGURED = 'https://signage.example.com';
const TV_FRAME = 'https://tv-shell.example.net';

describe('pages and requests', () => {
  let t: TestServer;
  let sites: string;

  beforeAll(async () => {
    sites = mkdtempSync(join(tmpdir(), 'marquee-sites-'));
    for (const site of ['console', 'player']) {
      mkdirSync(join(sites, site, 'assets'), { recursive: true });
      writeFileSync(join(sites, site, 'index.html'), `<!doctype html><title>${site}</title>`);
      writeFileSync(join(sites, site, 'assets', 'app.js'), 'void 0;');
    }
    t = await TestServer.start({
      CONSOLE_DIST: join(sites, 'console'),
      PLAYER_DIST: join(sites, 'player'),
      CORS_ORIGINS: CONFIGURED,
      PLAYER_FRAME_ANCESTORS: TV_FRAME,
    });
  });
  afterAll(async () => {
    await t.close();
    rmSync(sites, { recursive: true, force: true });
  });

  const directive = (csp: string | null, name: string) =>
    csp
      ?.split(';')
      .map((part) => part.trim())
      .find((part) => part.startsWith(`${name} `));

  it('gives the console a strict CSP that no page may frame', async () => {
    for (const path of ['/', '/media/library']) {
      const res = await fetch(`${t.url}${path}`);
      const csp = res.headers.get('content-security-policy');
      // Scripts from here, and YouTube's player API for the YouTube item only.
      expect(directive(csp, 'script-src')).toBe(
        "script-src 'self' https://www.youtube.com https://s.ytimg.com",
      );
      expect(directive(csp, 'object-src')).toBe("object-src 'none'");
      expect(directive(csp, 'frame-ancestors')).toBe("frame-ancestors 'none'");
      expect(res.headers.get('x-frame-options')).toBe('DENY');
    }
    // Scripts and styles are not documents: no policy to send.
    const asset = await fetch(`${t.url}/assets/app.js`);
    expect(asset.headers.get('content-security-policy')).toBeNull();
  });

  it('lets the player be framed by its own origin and the configured TV shell only', async () => {
    const res = await fetch(`${t.url}/player/`);
    const csp = res.headers.get('content-security-policy');
    // Scripts from here, and YouTube's player API for the YouTube item only.
    expect(directive(csp, 'script-src')).toBe(
      "script-src 'self' https://www.youtube.com https://s.ytimg.com",
    );
    expect(directive(csp, 'frame-ancestors')).toBe(`frame-ancestors 'self' ${TV_FRAME}`);
  });

  it('refuses form, multipart and plain-text posts before running anything', async () => {
    const token = await t.signIn();
    const bodies: [string, BodyInit][] = [
      ['application/x-www-form-urlencoded', 'query=mutation%20%7B%20signOut%20%7D'],
      ['text/plain', JSON.stringify({ query: 'mutation { signOut }' })],
    ];
    for (const [type, body] of bodies) {
      const res = await fetch(`${t.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': type, cookie: `screens_token=${token}` },
        body,
      });
      expect(res.status).toBe(415);
      expect(await res.json()).toEqual({
        errors: [{ message: JSON_ONLY_MESSAGE, extensions: { code: 'BAD_REQUEST' } }],
      });
    }
    const form = new FormData();
    form.set('operations', JSON.stringify({ query: 'mutation { signOut }' }));
    form.set('map', '{}');
    const multipart = await fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: { cookie: `screens_token=${token}` },
      body: form,
    });
    expect(multipart.status).toBe(415);
    // None of them signed the session out.
    const me = await t.gql('{ currentUser { _id } }', {}, { cookie: `screens_token=${token}` });
    expect(me.errors).toBeUndefined();
    // A mutation in a GET query string is refused by yoga, and does not run either.
    const viaGet = await fetch(
      `${t.url}/graphql?query=${encodeURIComponent('mutation { signOut }')}`,
      { headers: { cookie: `screens_token=${token}`, accept: 'application/json' } },
    );
    expect(viaGet.status).toBe(405);
    expect((await t.gql('{ currentUser { _id } }', {}, { token })).errors).toBeUndefined();
  });

  it('answers CORS only for configured origins and the packaged players, never with cookies', async () => {
    const preflight = (origin: string) =>
      fetch(`${t.url}/graphql`, {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type, authorization',
        },
      });
    for (const origin of [CONFIGURED, 'null', 'https://appassets.androidplatform.net']) {
      const res = await preflight(origin);
      expect(res.headers.get('access-control-allow-origin')).toBe(origin);
      expect(res.headers.get('access-control-allow-headers')).toBe('content-type, authorization');
      expect(res.headers.get('access-control-allow-credentials')).toBeNull();
    }
    const stranger = await preflight('https://evil.example');
    expect(stranger.headers.get('access-control-allow-origin')).toBeNull();
    const answer = await fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('names the variable when an origin list is not made of origins', () => {
    expect(() => parseConfig({ CORS_ORIGINS: 'https://ok.example,javascript:alert(1)' })).toThrow(
      ConfigError,
    );
    expect(() => parseConfig({ PLAYER_FRAME_ANCESTORS: 'null' })).toThrow(/PLAYER_FRAME_ANCESTORS/);
    expect(
      parseConfig({ CORS_ORIGINS: 'https://a.example/, null', DATA_DIR: sites }).corsOrigins,
    ).toContain('https://a.example');
  });
});

import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import type { Endpoint } from '../net/guardedFetch.js';
import { startCountingServer } from './net/counting-server.js';
import { REPO_ROOT } from '../paths.js';
import { INSTAGRAM_WEB_APP_ID } from '../modules/instagram/public-profile.js';

// A local stand-in for Instagram serving the answers in fixtures/instagram/ (see its README). It
// checks what the real one checks (app credentials, one use per code, the token, the web app id
// header) and records every request, so tests count the calls that reached "Instagram".

const FIXTURES = join(REPO_ROOT, 'fixtures', 'instagram');
const fixture = (name: string) => readFileSync(join(FIXTURES, `${name}.json`), 'utf8');
const tokenIn = (name: string) =>
  (JSON.parse(fixture(name)) as { access_token: string }).access_token;

export const FIXTURE_APP = { id: 'fixture-app-id', secret: 'fixture-app-secret' } as const;
export const SHORT_TOKEN = tokenIn('oauth-access-token');
export const LONG_TOKEN = tokenIn('long-lived-token');
export const REFRESHED_TOKEN = tokenIn('refreshed-token');
export const PUBLIC_PROFILE = 'oldtown.bakery';
export const PRIVATE_PROFILE = 'private.kitchen';

export interface SeenRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  form: URLSearchParams;
}

export interface FixtureInstagram {
  /** INSTAGRAM_* variables that point a test server here. */
  env: Record<string, string>;
  baseUrl: string;
  /** The loopback endpoint the test server's fetch policy must let through. */
  endpoint: Endpoint;
  requests: SeenRequest[];
  /** Requests so far to a path (without its query). */
  count(path: string): number;
  /** What /me/media answers: the first media, or the media an hour later. */
  media: 'media' | 'media-later';
  /** Tokens Instagram rejects (expired, revoked): every token issued so far. */
  rejectTokensIssuedSoFar(): void;
  /** The redirect URI the code exchange must name (the test server's, known once it runs). */
  expectRedirectUri(uri: string): void;
  close(): Promise<void>;
}

async function formOf(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req as AsyncIterable<Buffer>) chunks.push(chunk);
  return new URLSearchParams(Buffer.concat(chunks).toString());
}

const answer = (res: ServerResponse, status: number, name: string) =>
  res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' }).end(fixture(name));

export async function startFixtureInstagram(): Promise<FixtureInstagram> {
  const requests: SeenRequest[] = [];
  const usedCodes = new Set<string>();
  let valid = new Set<string>();
  let redirectUri = '';

  const issue = (res: ServerResponse, name: string) => {
    valid.add(tokenIn(name));
    answer(res, 200, name);
  };

  const server = await startCountingServer('127.0.0.1', (req, res) => {
    void formOf(req).then((form) => {
      const url = new URL(req.url ?? '/', 'http://fixture');
      const q = url.searchParams;
      requests.push({ method: req.method ?? '', path: url.pathname, query: q, form });
      const token = q.get('access_token') ?? '';
      const tokenOk = valid.has(token);
      switch (`${req.method} ${url.pathname}`) {
        case 'POST /oauth/access_token': {
          const code = form.get('code') ?? '';
          const ok =
            form.get('client_id') === FIXTURE_APP.id &&
            form.get('client_secret') === FIXTURE_APP.secret &&
            form.get('grant_type') === 'authorization_code' &&
            form.get('redirect_uri') === redirectUri &&
            code.startsWith('good-') &&
            !usedCodes.has(code);
          usedCodes.add(code);
          return ok ? issue(res, 'oauth-access-token') : answer(res, 400, 'oauth-invalid-code');
        }
        case 'GET /access_token':
          return q.get('grant_type') === 'ig_exchange_token' &&
            q.get('client_secret') === FIXTURE_APP.secret &&
            tokenOk
            ? issue(res, 'long-lived-token')
            : answer(res, 400, 'token-expired');
        case 'GET /refresh_access_token':
          return q.get('grant_type') === 'ig_refresh_token' && tokenOk
            ? issue(res, 'refreshed-token')
            : answer(res, 400, 'token-expired');
        case 'GET /me':
          return tokenOk && token !== SHORT_TOKEN
            ? answer(res, 200, 'me')
            : answer(res, 400, 'token-expired');
        case 'GET /me/media':
          return tokenOk && token !== SHORT_TOKEN && q.get('limit') === '25'
            ? answer(res, 200, fake.media)
            : answer(res, 400, 'token-expired');
        case 'GET /api/v1/users/web_profile_info/': {
          if (req.headers['x-ig-app-id'] !== INSTAGRAM_WEB_APP_ID)
            return res.writeHead(400).end('{"message":"useragent mismatch","status":"fail"}');
          const name = q.get('username');
          if (name === PUBLIC_PROFILE) return answer(res, 200, 'web-profile-public');
          if (name === PRIVATE_PROFILE) return answer(res, 200, 'web-profile-private');
          return answer(res, 404, 'web-profile-unknown');
        }
        default:
          res.writeHead(404).end();
      }
    });
  });

  const baseUrl = `http://127.0.0.1:${server.port}`;
  // Declared once the server listens; the handler above reads it only for requests, after that.
  const fake: FixtureInstagram = {
    env: {
      INSTAGRAM_APP_ID: FIXTURE_APP.id,
      INSTAGRAM_APP_SECRET: FIXTURE_APP.secret,
      INSTAGRAM_OAUTH_URL: baseUrl,
      INSTAGRAM_API_URL: baseUrl,
      INSTAGRAM_GRAPH_URL: baseUrl,
      INSTAGRAM_WEB_URL: baseUrl,
    },
    baseUrl,
    endpoint: { address: '127.0.0.1', port: server.port },
    requests,
    count: (path: string) => requests.filter((r) => r.path === path).length,
    media: 'media',
    rejectTokensIssuedSoFar: () => {
      valid = new Set();
    },
    expectRedirectUri: (uri) => {
      redirectUri = uri;
    },
    close: () => server.close(),
  };
  return fake;
}

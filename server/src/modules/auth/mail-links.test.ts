import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestServer } from '../../test/harness.js';
import { startTestSmtp } from '../../test/smtp.js';

// With PUBLIC_URL unset, a recovery request sent with `Host: evil.example`
// mailed a reset link to evil.example. Links in mails come from PUBLIC_URL, else the listen
// address, never from the request.

/** POST /graphql with a forged Host header. */
function postWithHost(url: string, host: string, query: string, variables: object) {
  const body = JSON.stringify({ query, variables });
  return new Promise<number>((resolve, reject) => {
    const req = request(
      `${url}/graphql`,
      {
        method: 'POST',
        headers: {
          host,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const RECOVER = 'mutation($e: String!) { requestPasswordRecovery(email: $e) }';
const SIGN_UP = 'mutation($i: SignUpInput!) { signUp(input: $i) }';

describe('links in e-mails', () => {
  let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
  beforeAll(async () => {
    smtp = await startTestSmtp();
  });
  afterAll(() => smtp.close());

  it('without PUBLIC_URL point to the listen address, whatever Host the request names', async () => {
    const t = await TestServer.start({ SMTP_URL: smtp.url });
    try {
      expect(await postWithHost(t.url, 'evil.example', RECOVER, { e: 'admin@marquee.local' })).toBe(
        200,
      );
      await expect.poll(() => smtp.linkTo('admin@marquee.local')).toContain('/change-password/');
      expect(smtp.linkTo('admin@marquee.local').startsWith(`${t.url}/`)).toBe(true);

      await postWithHost(t.url, 'evil.example', SIGN_UP, {
        i: { email: 'newcomer@example.com', password: 'long-enough-1' },
      });
      await expect.poll(() => smtp.linkTo('newcomer@example.com')).toContain('token=');
      expect(smtp.linkTo('newcomer@example.com')).not.toContain('evil.example');
      expect(smtp.linkTo('newcomer@example.com').startsWith(`${t.url}/`)).toBe(true);
    } finally {
      await t.close();
    }
  });

  it('with PUBLIC_URL point there', async () => {
    const t = await TestServer.start({
      SMTP_URL: smtp.url,
      PUBLIC_URL: 'https://signage.example.com',
    });
    try {
      await postWithHost(t.url, 'evil.example', RECOVER, { e: 'admin@marquee.local' });
      await expect
        .poll(() => smtp.linkTo('admin@marquee.local'))
        .toMatch(/^https:\/\/signage\.example\.com\//);
    } finally {
      await t.close();
    }
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  TestAcceptInvitationDocument,
  TestConfirmEmailDocument,
  TestCreateUserRoleDocument,
  TestInviteUserDocument,
  TestSignUpDocument,
} from './graphql/generated.js';
import type { TestServer } from './harness.js';

// The people a test needs beyond the demo administrator, made the way users make them: a second
// account signs up and confirms its e-mail; a restricted user is invited with a custom role.

/** A password every default security policy accepts. */
export const TEST_PASSWORD = 'long-enough-1';

/** The first link of the newest mail to `to` in DATA_DIR/outbox (the embedded mailer). */
export function outboxLink(t: TestServer, to: string): URL {
  const dir = join(t.server.config.dataDir, 'outbox');
  const mail = readdirSync(dir)
    .sort()
    .reverse()
    .map((file) => readFileSync(join(dir, file), 'utf8'))
    .find((text) => text.includes(`To: ${to}`));
  const link = mail && /https?:\/\/\S+/.exec(mail)?.[0];
  if (!link) throw new Error(`no mail to ${to}`);
  return new URL(link);
}

const tokenIn = (link: URL) => {
  const token = link.searchParams.get('token');
  if (!token) throw new Error(`no token in ${link.href}`);
  return token;
};

/** Signs up a new account, confirms its e-mail from the mail and signs its administrator in. */
export async function signUpAccount(t: TestServer, email: string): Promise<string> {
  await t.request(TestSignUpDocument, { input: { email, password: TEST_PASSWORD } });
  await t.request(TestConfirmEmailDocument, { token: tokenIn(outboxLink(t, email)) });
  return t.signIn(email, TEST_PASSWORD);
}

/** Invites `email` into the admin's account with a new role holding `permissions`; signs them in. */
export async function invitedUser(
  t: TestServer,
  adminToken: string,
  email: string,
  permissions: string[],
): Promise<string> {
  const role = await t.request(
    TestCreateUserRoleDocument,
    { name: `Role of ${email}`, permissions },
    { token: adminToken },
  );
  await t.request(
    TestInviteUserDocument,
    { email, userRoleId: role.createUserRole._id },
    { token: adminToken },
  );
  const accepted = await t.request(TestAcceptInvitationDocument, {
    token: tokenIn(outboxLink(t, email)),
    password: TEST_PASSWORD,
  });
  return accepted.acceptInvitation.token;
}

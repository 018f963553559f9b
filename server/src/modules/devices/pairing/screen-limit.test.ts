import { PERMISSIONS } from '@marquee/sdk/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256Hex, uuidv7 } from '../../../ids.js';
import type { Scope } from '../../../scope.js';
import { subscriptionAccount } from '../../../test/billing-kit.js';
import { codeOf, TestServer } from '../../../test/harness.js';
import { countDevices } from '../../accounts/repo.js';
import { generatePairingCode } from './code.js';
import { pairDevice } from './pairing.js';
import { insertPairing } from './repo.js';
import { BILLING_PATH, screenLimitMessage } from './screen-limit.js';

// A subscription-billed account pairs at most its subscribed plus free screens, also when many
// operators pair at once: the count and the new screen are one transaction.

const PARALLEL = 200;
const FREE = 5;

describe('screen limit at pairing', () => {
  let t: TestServer;
  let token: string;
  let accountId: string;
  beforeAll(async () => {
    t = await TestServer.start();
    token = await t.signIn();
    accountId = await subscriptionAccount(t, token, FREE);
  });
  afterAll(() => t.close());

  it(`holds under ${PARALLEL} parallel pairings: exactly the free screens are paired`, async () => {
    const app = t.server.services;
    const now = t.clock.now();
    const unique = new Set<string>();
    while (unique.size < PARALLEL) unique.add(generatePairingCode());
    const codes = [...unique];
    for (const code of codes)
      await insertPairing(app.db, {
        id: uuidv7(now.getTime()),
        code,
        secretHash: sha256Hex(`secret-${code}`),
        platform: 'web',
        expiresAt: new Date(now.getTime() + 60_000).toISOString(),
        createdAt: now.toISOString(),
      });
    // One operator and address per attempt, so the wrong-code limits count none of them.
    const scopeOf = (i: number): Scope => ({
      accountId,
      spaceId: null,
      permissions: new Set([PERMISSIONS.device.register]),
      actor: { kind: 'user', userId: `operator-${i}`, email: `op${i}@marquee.local` },
    });
    const outcomes = await Promise.allSettled(
      codes.map((code, i) =>
        pairDevice(
          app,
          scopeOf(i),
          { clientIp: `10.0.${i >> 8}.${i & 255}`, requestId: `r${i}` },
          code,
          `Screen ${i}`,
        ),
      ),
    );
    const refused = outcomes.filter((o) => o.status === 'rejected');
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(FREE);
    expect(refused).toHaveLength(PARALLEL - FREE);
    for (const r of refused)
      expect(r.reason).toMatchObject({
        message: screenLimitMessage(FREE),
        extensions: { code: 'QUOTA_EXCEEDED', limit: FREE, billingPath: BILLING_PATH },
      });
    expect(await countDevices(app.db, accountId)).toBe(FREE);
  });

  it('tells the operator why, with the billing page, through the API', async () => {
    const requested = await t.gql<{ requestPairingCode: { pairingCode: string } }>(
      'mutation { requestPairingCode(platform: "web") { pairingCode } }',
    );
    const answer = await t.gql(
      'mutation($c: String!) { pairDevice(pairingCode: $c, name: "One too many") { _id } }',
      { c: requested.data!.requestPairingCode.pairingCode },
      { token },
    );
    expect(codeOf(answer)).toBe('QUOTA_EXCEEDED');
    expect(answer.errors?.[0]).toMatchObject({
      message: screenLimitMessage(FREE),
      extensions: { billingPath: '/billing' },
    });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestServer } from '../test/harness.js';

// The audit log records what signed-in users change: a successful mutation writes one entry, a
// query (even one over the same fields) writes none, nor does a mutation that fails.

type AuditPage = { auditLog: { total: number; items: { action: string; actor: string }[] } };
const AUDIT_QUERY = '{ auditLog(limit: 10) { total items { action actor } } }';

describe('useAuditLog', () => {
  let t: TestServer;
  let admin: string;
  const entries = async () => (await t.gql<AuditPage>(AUDIT_QUERY, {}, { token: admin })).data!;

  beforeAll(async () => {
    t = await TestServer.start();
    admin = await t.signIn();
  });
  afterAll(() => t.close());

  it('writes an entry for a successful mutation and none for a query or a failed mutation', async () => {
    const before = (await entries()).auditLog.total;

    const listed = await t.gql('{ spaces { _id name } }', {}, { token: admin });
    expect(listed.errors).toBeUndefined();
    expect((await entries()).auditLog.total).toBe(before);

    const refused = await t.gql(
      'mutation { createSpace(name: "  ") { _id } }',
      {},
      { token: admin },
    );
    expect(refused.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await entries()).auditLog.total).toBe(before);

    const created = await t.gql(
      'mutation { createSpace(name: "Audited") { _id } }',
      {},
      {
        token: admin,
      },
    );
    expect(created.errors).toBeUndefined();
    const after = await entries();
    expect(after.auditLog.total).toBe(before + 1);
    expect(after.auditLog.items[0]).toEqual({
      action: 'createSpace',
      actor: 'admin@marquee.local',
    });
  });
});

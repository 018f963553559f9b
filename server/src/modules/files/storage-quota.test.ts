import { ALL_PERMISSIONS } from '@marquee/sdk/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Scope } from '../../scope.js';
import { TestServer } from '../../test/harness.js';
import { createFiles } from './service.js';

// Ten parallel createFiles of 600 MB against a 1,000 MB quota were accepted
// up to eight times on PostgreSQL, because each batch checked the free space before any of them
// had made its records. The check and the records now share one transaction.

describe('the storage quota under parallel uploads', () => {
  let t: TestServer;
  let scope: Scope;
  beforeAll(async () => {
    t = await TestServer.start();
    const db = t.server.services.db;
    const user = await db
      .selectFrom('users')
      .select(['id', 'account_id', 'email'])
      .where('email', '=', 'admin@marquee.local')
      .executeTakeFirstOrThrow();
    scope = {
      accountId: user.account_id,
      spaceId: null,
      permissions: new Set(ALL_PERMISSIONS),
      actor: { kind: 'user', userId: user.id, email: user.email },
    };
  });
  afterAll(() => t.close());

  it('accepts only the batches that fit, however many arrive at once', async () => {
    // Called side by side in one process, so every batch's reads interleave with the others'
    // (over HTTP, request parsing staggers them and the race only shows on a loaded machine).
    // The demo account has 10,000 MB and its demo files are free: one 6,000 MB batch fits.
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) =>
        createFiles(
          t.server.services,
          scope,
          [{ originalName: `big-${i}.mp4`, mimetype: 'video/mp4', fileSizeInBytes: 6_000_000_000 }],
          t.url,
        ),
      ),
    );
    const codes = results
      .map((r) =>
        r.status === 'fulfilled'
          ? 'OK'
          : String((r.reason as { extensions?: { code?: string } }).extensions?.code),
      )
      .sort();
    expect(codes).toEqual(['OK', ...Array<string>(9).fill('QUOTA_EXCEEDED')]);
    const rows = await t.server.services.db
      .selectFrom('files')
      .select('id')
      .where('original_name', 'like', 'big-%')
      .execute();
    expect(rows).toHaveLength(1);
  });
});

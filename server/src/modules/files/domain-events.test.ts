import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DomainEventMap } from '../../events/domain-events.js';
import { TestServer } from '../../test/harness.js';
import { confirm, createFiles, getFile, putBytes } from '../../test/media-test-kit.js';

// The files module announces what happened to a file on app.events; it calls no notifier itself.

/** A PNG signature (so the upload is accepted) over bytes no decoder can read. */
const unreadablePng = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(200, 7),
]);

describe('file domain events', () => {
  let t: TestServer;
  let token: string;
  let accountId: string;
  const seen: string[] = [];
  const stops: (() => void)[] = [];

  beforeAll(async () => {
    t = await TestServer.start();
    token = await t.signIn();
    const { events, db } = t.server.services;
    // The demo admin's account: the demo seeds other accounts too, in no set order.
    accountId = (
      await db
        .selectFrom('users')
        .select('account_id')
        .where('email', '=', 'admin@marquee.local')
        .executeTakeFirstOrThrow()
    ).account_id;
    const record = (name: keyof DomainEventMap) => (e: { fileId: string; accountId: string }) =>
      seen.push(`${name} ${e.fileId} ${e.accountId}`);
    stops.push(events.on('file:upload-confirmed', record('file:upload-confirmed')));
    stops.push(events.on('file:processing-failed', record('file:processing-failed')));
  });
  afterAll(async () => {
    for (const stop of stops) stop();
    await t?.close();
  });

  it('announces a confirmed upload, then a processing failure, for the file and its account', async () => {
    const created = await createFiles(t, token, [
      { originalName: 'Broken.png', mimetype: 'image/png', fileSizeInBytes: unreadablePng.length },
    ]);
    const file = created.data!.createFiles[0]!;
    expect((await putBytes(file.uploadUrl!, unreadablePng, 'image/png')).status).toBe(200);
    expect(seen).toEqual([]);
    await confirm(t, token, file._id);
    // Processing may already have failed by the time the answer arrives: only the order counts.
    expect(seen[0]).toBe(`file:upload-confirmed ${file._id} ${accountId}`);
    await t.server.services.jobs.whenIdle();
    expect((await getFile(t, token, file._id)).status).toBe('ERROR');
    expect(seen).toEqual([
      `file:upload-confirmed ${file._id} ${accountId}`,
      `file:processing-failed ${file._id} ${accountId}`,
    ]);
  });

  it('does not announce a repeated confirm', async () => {
    const before = seen.length;
    const created = await createFiles(t, token, [
      { originalName: 'Again.png', mimetype: 'image/png', fileSizeInBytes: unreadablePng.length },
    ]);
    const file = created.data!.createFiles[0]!;
    await putBytes(file.uploadUrl!, unreadablePng, 'image/png');
    await confirm(t, token, file._id);
    await confirm(t, token, file._id);
    expect(seen.slice(before).filter((s) => s.startsWith('file:upload-confirmed'))).toHaveLength(1);
    await t.server.services.jobs.whenIdle();
  });
});

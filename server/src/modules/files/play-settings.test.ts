import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../ids.js';
import { codeOf, TestServer } from '../../test/harness.js';
import { insertFile } from './repo.js';

// A file's play settings beyond source and quota: Show from, Show until and mute. They are kept,
// checked and bounded by the server, and they travel to screens in the playable content.

interface Settings {
  validFrom: string | null;
  validUntil: string | null;
  muted: boolean;
}

const SETTINGS = 'validFrom validUntil muted';

describe('media library: play window and mute', () => {
  let t: TestServer;
  let token: string;
  let fileId: string;

  const update = (data: Record<string, unknown>) =>
    t.gql<{ updateFile: Settings }>(
      `mutation($id: ID!, $d: UpdateFileInput!) { updateFile(id: $id, data: $d) { ${SETTINGS} } }`,
      { id: fileId, d: data },
      { token },
    );
  const fieldErrors = (r: { errors?: readonly { extensions?: Record<string, unknown> }[] }) =>
    r.errors?.[0]?.extensions?.fieldErrors;

  beforeAll(async () => {
    t = await TestServer.start();
    token = await t.signIn();
    const me = await t.gql<{ currentAccount: { _id: string } }>(
      '{ currentAccount { _id } }',
      {},
      { token },
    );
    const demo = await t.gql<{ files: { spaceIds: string[] }[] }>(
      '{ files { spaceIds } }',
      {},
      { token },
    );
    fileId = uuidv7(Date.now());
    await insertFile(t.server.services.db, {
      id: fileId,
      accountId: me.data!.currentAccount._id,
      originalName: 'Lobby.mp4',
      mimetype: 'video/mp4',
      fileSizeInBytes: 1000,
      w: 1920,
      h: 1080,
      duration: 12,
      status: 'READY',
      isDemo: false,
      spaceIds: demo.data!.files[0]!.spaceIds,
      blobKey: `files/test/${fileId}/original`,
      checksum: '',
      createdAt: new Date().toISOString(),
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('starts with no window and muted, keeps what is set and clears an end with null', async () => {
    const file = await t.gql<{ file: Settings }>(
      `query($id: ID!) { file(id: $id) { ${SETTINGS} } }`,
      { id: fileId },
      { token },
    );
    expect(file.data!.file).toEqual({ validFrom: null, validUntil: null, muted: true });

    const set = await update({
      validFrom: '2026-12-01T09:00',
      validUntil: '2026-12-24T18:00',
      muted: false,
    });
    expect(set.data!.updateFile).toEqual({
      validFrom: '2026-12-01T09:00',
      validUntil: '2026-12-24T18:00',
      muted: false,
    });
    // An update that names neither end leaves the window as it is.
    expect((await update({ originalName: 'Lobby loop.mp4' })).data!.updateFile.validFrom).toBe(
      '2026-12-01T09:00',
    );
    const open = await update({ validFrom: null, muted: true });
    expect(open.data!.updateFile).toEqual({
      validFrom: null,
      validUntil: '2026-12-24T18:00',
      muted: true,
    });
  });

  it('refuses an end that is not after the start, beside the end field', async () => {
    const refused = await update({ validFrom: '2027-01-10T10:00', validUntil: '2027-01-10T10:00' });
    expect(codeOf(refused)).toBe('BAD_USER_INPUT');
    expect(fieldErrors(refused)).toEqual([
      { path: 'validUntil', message: 'Show until must be later than show from' },
    ]);
    // Checked against the stored end when only the start is sent.
    await update({ validFrom: null, validUntil: '2027-01-10T10:00' });
    const late = await update({ validFrom: '2027-02-01T00:00' });
    expect(fieldErrors(late)).toEqual([
      { path: 'validUntil', message: 'Show until must be later than show from' },
    ]);
  });

  it('refuses what is not a date and time, and text past its bound', async () => {
    for (const validFrom of ['2027-02-30T10:00', '2027-01-10 10:00', '2027-01-10T10:00Z']) {
      const refused = await update({ validFrom });
      expect(fieldErrors(refused)).toEqual([
        { path: 'validFrom', message: 'Enter a date and time' },
      ]);
    }
    const long = await update({ validUntil: `2027-01-10T10:00${' '.repeat(100)}` });
    expect(codeOf(long)).toBe('BAD_USER_INPUT');
    expect(long.errors![0]!.message).toBe('The date or time can have at most 64 characters');
  });

  it('hands the settings to screens in the playable content', async () => {
    await update({ validFrom: '2026-12-01T09:00', validUntil: '2026-12-24T18:00', muted: true });
    const content = await t.gql<{
      playableContent: { content: { files: ({ _id: string } & Settings)[] } };
    }>(
      `query($id: ID!) { playableContent(entityId: $id, collectionName: file) {
        content { files { _id ${SETTINGS} } } } }`,
      { id: fileId },
      { token },
    );
    expect(content.data!.playableContent.content.files).toEqual([
      { _id: fileId, validFrom: '2026-12-01T09:00', validUntil: '2026-12-24T18:00', muted: true },
    ]);
  });
});

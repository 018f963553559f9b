import { PERMISSIONS } from '@marquee/sdk/model';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AppServices } from '../../app-services.js';
import { DEMO_EMAIL } from '../../seed/demo-seed.js';
import { TestServer } from '../../test/harness.js';
import { confirm, createFiles, getFile, putBytes } from '../../test/media-test-kit.js';
import {
  addAccount,
  addPerson,
  clearOutbox,
  demoAccountId,
  outbox,
  type Mail,
} from '../../test/notification-kit.js';

const VIEWER = 'viewer@example.com';
const SCREENS_ONLY = 'screens-only@example.com';
const SWITCHED_OFF = 'quiet@example.com';
const OTHER_ACCOUNT = 'other-admin@example.com';
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Passes the upload's type check, then fails to decode. */
const brokenPng = (size: number) =>
  Buffer.concat([PNG_SIGNATURE, Buffer.alloc(size - PNG_SIGNATURE.length, 7)]);
const PUBLIC_URL = 'https://signage.example.com';

const mailsAbout = (services: AppServices, subject: RegExp): Mail[] =>
  outbox(services).filter((m) => subject.test(m.subject));
const recipientsOf = (mails: Mail[]) => mails.map((m) => m.to).sort();

describe('media and storage e-mails', () => {
  let t: TestServer;
  let services: AppServices;
  let admin: string;
  let accountId: string;

  /** createFiles, PUT (to this test server; PUBLIC_URL names no real host), confirm each. */
  async function upload(files: { name: string; bytes: Buffer; folderId?: string }[]) {
    const created = await createFiles(
      t,
      admin,
      files.map((f) => ({
        originalName: f.name,
        mimetype: 'image/png',
        fileSizeInBytes: f.bytes.length,
        ...(f.folderId ? { parentFolderId: f.folderId } : {}),
      })),
    );
    if (!created.data) throw new Error(JSON.stringify(created.errors));
    const ids: string[] = [];
    for (const [i, record] of created.data.createFiles.entries()) {
      const put = await putBytes(
        record.uploadUrl!.replace(PUBLIC_URL, t.url),
        files[i]!.bytes,
        'image/png',
      );
      expect(put.status).toBe(200);
      expect((await confirm(t, admin, record._id)).errors).toBeUndefined();
      ids.push(record._id);
    }
    await services.jobs.whenIdle();
    await services.notifications.idle();
    return ids;
  }

  beforeAll(async () => {
    t = await TestServer.start({ PUBLIC_URL });
    services = t.server.services;
    admin = await t.signIn();
    accountId = await demoAccountId(services);
    await addPerson(services, accountId, VIEWER, [PERMISSIONS.media.read]);
    await addPerson(services, accountId, SCREENS_ONLY, [PERMISSIONS.device.read]);
    await addPerson(
      services,
      accountId,
      SWITCHED_OFF,
      [PERMISSIONS.media.read, PERMISSIONS.account.manage],
      { mediaProcessingFailed: false, storageAlmostFull: false },
    );
    const other = await addAccount(services, 'Other company');
    await addPerson(services, other, OTHER_ACCOUNT, [
      PERMISSIONS.media.read,
      PERMISSIONS.account.manage,
    ]);
  });
  afterAll(() => t.close());
  beforeEach(() => clearOutbox(services));

  describe('"A media file fails to process"', () => {
    it('names the file and the error, for the users who may read media and want it', async () => {
      const folder = await t.gql<{ createFolder: { _id: string } }>(
        'mutation { createFolder(name: "Menus") { _id } }',
        {},
        { token: admin },
      );
      const folderId = folder.data!.createFolder._id;
      const [id] = await upload([{ name: 'menu.png', bytes: brokenPng(500), folderId }]);
      const file = await getFile(t, admin, id!);
      expect(file.status).toBe('ERROR');
      const mails = mailsAbout(services, /could not be processed/);
      expect(recipientsOf(mails)).toEqual([DEMO_EMAIL, VIEWER].sort());
      expect(mails[0]!.subject).toBe('"menu.png" could not be processed');
      expect(mails[0]!.text).toContain(file.errorMessage!);
      expect(mails[0]!.text).toContain(`${PUBLIC_URL}/files/folder/${folderId}`);
    });

    it('is not sent for a file that processes fine', async () => {
      const png = Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
        'base64',
      );
      const [id] = await upload([{ name: 'dot.png', bytes: png }]);
      expect((await getFile(t, admin, id!)).status).toBe('READY');
      expect(outbox(services)).toEqual([]);
    });
  });

  describe('"Storage is almost full (over 90 %)"', () => {
    /** Uploads one batch of files of these sizes; their content does not matter. */
    const fill = (...sizes: number[]) =>
      upload(sizes.map((size, i) => ({ name: `filler-${i}.png`, bytes: brokenPng(size) })));

    const storageMails = () => mailsAbout(services, /^Storage of /);

    beforeAll(async () => {
      // 1 MB (decimal) for everything uploaded so far plus this test's files; demo files do not count.
      const used = await services.db
        .selectFrom('files')
        .select((eb) => eb.fn.sum<number | string | null>('file_size_in_bytes').as('total'))
        .where('account_id', '=', accountId)
        .where('is_demo', '=', 0)
        .executeTakeFirst();
      expect(Number(used?.total ?? 0)).toBeLessThan(1000);
      await services.db
        .updateTable('accounts')
        .set({ max_storage_capacity_mb: 1 })
        .where('id', '=', accountId)
        .execute();
      await services.db
        .updateTable('files')
        .set({ file_size_in_bytes: 0 })
        .where('account_id', '=', accountId)
        .where('is_demo', '=', 0)
        .execute();
    });

    const kept: string[] = [];

    it('is sent once when a confirmed upload takes the storage over 90 %', async () => {
      await fill(850_000);
      expect(storageMails()).toEqual([]);
      kept.push(...(await fill(50_000)));
      expect(storageMails()).toEqual([]); // exactly 90 % is not over it
      await fill(10_000);
      const mails = storageMails();
      expect(recipientsOf(mails)).toEqual([DEMO_EMAIL, VIEWER].sort());
      expect(mails[0]!.subject).toBe('Storage of Demo account is 91 % full');
      expect(mails[0]!.text).toContain('uses 0.9 MB of its 1 MB storage (91 %)');
      // Account managers are sent to the account settings, media readers to the media page.
      const link = (to: string) => mails.find((m) => m.to === to)!.text;
      expect(link(DEMO_EMAIL)).toContain(`${PUBLIC_URL}/account\n`);
      expect(link(VIEWER)).toContain(`${PUBLIC_URL}/files\n`);
      clearOutbox(services);
      kept.push(...(await fill(20_000)));
      expect(storageMails()).toEqual([]);
    });

    it('is sent again only after the storage went back under 90 % and crossed again', async () => {
      const big = await fill(60_000); // 990 kB
      expect(storageMails()).toEqual([]);
      for (const id of [...big, ...kept]) {
        for (const mutation of ['deleteFile', 'purgeFile']) {
          const done = await t.gql(
            `mutation($id: ID!) { ${mutation}(id: $id) }`,
            { id },
            {
              token: admin,
            },
          );
          expect(done.errors).toBeUndefined();
        }
      }
      // 860 kB of 1 MB now. A batch is counted against the quota as a whole when it is created,
      // but stored file by file: here the second confirmation crosses 90 %, and only it mails.
      await fill(30_000, 30_000);
      expect(recipientsOf(storageMails())).toEqual([DEMO_EMAIL, VIEWER].sort());
    });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tinyPdf } from '../../../../fixtures/media/samples.js';
import { uuidv7 } from '../../ids.js';
import { TestServer } from '../../test/harness.js';
import { findFilesByIds } from '../files/repo.js';
import { uploadAndProcess } from '../../test/media-test-kit.js';
import { insertPlaylist } from '../playlists/repo.js';

// Players without a PDF viewer (TVs) show a PDF from its page images: the playable content carries
// them. Drawing a page takes a few hundred ms of real CPU, hence the longer limit.
const DRAWING_MS = 60_000;

const PLAYABLE = `query($id: ID!) { playableContent(entityId: $id, collectionName: playlist) {
  content { files { _id name mimetype pageCount pageUrls } } } }`;

type Playable = {
  playableContent: {
    content: {
      files: {
        _id: string;
        name: string;
        pageCount: number | null;
        pageUrls: string[] | null;
      }[];
    };
  };
};

const pathOf = (url: string) => new URL(url).pathname;

describe('playableContent: PDF page images', () => {
  let t: TestServer;
  let operator: string;
  let deviceToken: string;

  beforeAll(async () => {
    t = await TestServer.start();
    operator = await t.signIn();
    ({ deviceToken } = await t.pairDevice(operator));
  });
  afterAll(async () => {
    await t?.close();
  }, DRAWING_MS);

  it(
    'lists a processed PDF’s page image URLs in page order, and none for an image',
    async () => {
      const pdf = await uploadAndProcess(
        t,
        operator,
        'Deck.pdf',
        'application/pdf',
        tinyPdf(['Welcome', 'Lunch menu', 'Goodbye']),
      );
      const db = t.server.services.db;
      const me = await t.gql<{ currentAccount: { _id: string } }>(
        '{ currentAccount { _id } }',
        {},
        { token: operator },
      );
      const accountId = me.data!.currentAccount._id;
      const [file] = await findFilesByIds(db, accountId, null, [pdf._id]);
      const png = await db
        .selectFrom('files')
        .select('id')
        .where('account_id', '=', accountId)
        .where('mimetype', '=', 'image/png')
        .executeTakeFirstOrThrow();
      const at = t.clock.now().toISOString();
      const playlistId = uuidv7();
      const item = (type: string, fileId: string) => ({
        _id: uuidv7(),
        type: 'scene-inline',
        scene: {
          _id: uuidv7(),
          name: type,
          type,
          sceneItems: [
            {
              _id: uuidv7(),
              start: 0,
              end: 30,
              x: 0,
              y: 0,
              w: 100,
              h: 100,
              item: { type, fileId },
            },
          ],
        },
      });
      await insertPlaylist(db, {
        id: playlistId,
        accountId,
        name: 'With a deck',
        layout: null,
        mediaFit: 'contain',
        spaceIds: file!.spaceIds, // the space the screen was paired in
        createdAt: at,
        updatedAt: at,
        playlistItems: [item('presentation', pdf._id), item('image', png.id)],
      });

      const res = await t.gql<Playable>(PLAYABLE, { id: playlistId }, { token: deviceToken });
      expect(res.errors).toBeUndefined();
      const files = res.data!.playableContent.content.files;
      const deck = files.find((f) => f._id === pdf._id)!;
      expect(deck.pageCount).toBe(3);
      expect(deck.pageUrls).toHaveLength(3);
      // In page order: the same blobs, in the same order, as the file's own pages.
      expect(deck.pageUrls!.map(pathOf)).toEqual(file!.pageBlobKeys!.map((key) => `/blobs/${key}`));
      for (const url of deck.pageUrls!) {
        expect(url.startsWith(t.url + '/blobs/')).toBe(true);
        const page = await fetch(url);
        expect(page.status).toBe(200);
        expect(page.headers.get('content-type')).toBe('image/jpeg');
      }
      expect(files.find((f) => f._id === png.id)!.pageUrls).toBeNull();
    },
    DRAWING_MS,
  );
});

import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../ids.js';
import { TestServer } from '../../test/harness.js';
import { insertScene } from '../scenes/repo.js';

const PLAYABLE = `query($id: ID!, $c: CollectionName!) { playableContent(entityId: $id, collectionName: $c) {
  content { files { _id name mimetype url checksum playbackChecksum fileSizeInBytes
    font { family weight style unicodeRange } } } } }`;

interface PlayableFontFile {
  _id: string;
  name: string;
  mimetype: string;
  url: string;
  checksum: string;
  playbackChecksum: string;
  fileSizeInBytes: number;
  font: { family: string; weight: number; style: string; unicodeRange: string } | null;
}
type Playable = { playableContent: { content: { files: PlayableFontFile[] } } };

const sha256 = (bytes: ArrayBuffer) =>
  createHash('sha256').update(Buffer.from(bytes)).digest('hex');

/** A slides scene with one text item whose document is `slateValue`. */
const textScene = (slateValue: unknown[]) => ({
  type: 'slides',
  sceneItems: [
    {
      _id: uuidv7(),
      start: 0,
      end: 10,
      x: 0,
      y: 0,
      w: 100,
      h: 100,
      item: { type: 'text', body: { slateValue } },
    },
  ],
});

describe('font files in playable content', () => {
  let t: TestServer;
  let deviceToken: string;
  let accountId: string;
  let spaceIds: string[];

  beforeAll(async () => {
    t = await TestServer.start();
    const operator = await t.signIn();
    ({ deviceToken } = await t.pairDevice(operator));
    const res = await t.gql<{ currentAccount: { _id: string } }>(
      '{ currentAccount { _id } }',
      {},
      { token: operator },
    );
    accountId = res.data!.currentAccount._id;
    // The demo media is shared to the space the screen was paired in.
    const file = await t.server.services.db
      .selectFrom('files')
      .select('space_ids')
      .executeTakeFirstOrThrow();
    spaceIds = JSON.parse(file.space_ids) as string[];
  });
  afterAll(() => t.close());

  async function filesOf(slateValue: unknown[]): Promise<PlayableFontFile[]> {
    const id = uuidv7();
    const document = textScene(slateValue);
    await insertScene(
      t.server.services.db,
      { id, accountId, name: 'Text', spaceIds, document },
      t.clock.now().toISOString(),
    );
    const res = await t.gql<Playable>(PLAYABLE, { id, c: 'scene' }, { token: deviceToken });
    expect(res.errors).toBeUndefined();
    return res.data!.playableContent.content.files;
  }

  it('lists the Lato files a scene’s text draws with, and their URLs serve those bytes', async () => {
    const files = await filesOf([
      {
        type: 'paragraph',
        children: [
          { text: 'Opening ', fontFamily: 'Lato' },
          { text: 'today', fontFamily: 'Lato', bold: true },
        ],
      },
    ]);
    expect(files.map((f) => f.name)).toEqual([
      'lato-latin-400-normal.woff2',
      'lato-latin-700-normal.woff2',
    ]);
    for (const file of files) {
      expect(file._id).toBe(`font:lato:${file.name}`);
      expect(file.mimetype).toBe('font/woff2');
      expect(file.url.startsWith(`${t.url}/fonts/files/lato/`)).toBe(true);
      expect(file.font).toMatchObject({ family: 'Lato', style: 'normal' });
      expect(file.font!.unicodeRange).toMatch(/^U\+0000-00FF/);
      const download = await fetch(file.url);
      expect(download.status).toBe(200);
      const bytes = await download.arrayBuffer();
      expect(bytes.byteLength).toBe(file.fileSizeInBytes);
      expect(sha256(bytes)).toBe(file.playbackChecksum);
      expect(file.checksum).toBe(file.playbackChecksum);
    }
    expect(files.map((f) => f.font!.weight)).toEqual([400, 700]);
  });

  it('draws text without a family in Roboto, with the slices its characters need', async () => {
    const files = await filesOf([
      {
        type: 'bulleted-list',
        children: [
          {
            type: 'list-item',
            children: [{ text: 'Привет', italic: true }],
          },
        ],
      },
      {
        type: 'table',
        children: [
          {
            type: 'table-row',
            children: [
              {
                type: 'table-cell',
                children: [
                  { type: 'paragraph', children: [{ text: 'Café', fontFamily: 'Roboto' }] },
                ],
              },
            ],
          },
        ],
      },
    ]);
    expect(files.map((f) => f.name).sort()).toEqual([
      'roboto-cyrillic-400-italic.woff2',
      'roboto-latin-400-italic.woff2',
      'roboto-latin-400-normal.woff2',
    ]);
  });

  it('lists no font for a family the server does not have, nor for content without text', async () => {
    const files = await filesOf([
      { type: 'paragraph', children: [{ text: 'Hello', fontFamily: 'Comic Sans MS' }] },
    ]);
    expect(files).toEqual([]);
    const demo = await t.gql<{ playlists: { _id: string }[] }>(
      '{ playlists { _id } }',
      {},
      { token: await t.signIn() },
    );
    const res = await t.gql<Playable>(
      PLAYABLE,
      { id: demo.data!.playlists[0]!._id, c: 'playlist' },
      { token: deviceToken },
    );
    const names = res.data!.playableContent.content.files.map((f) => f.name);
    expect(names.length).toBeGreaterThan(0);
    expect(names.filter((name) => name.endsWith('.woff2'))).toEqual([]);
    expect(res.data!.playableContent.content.files.every((f) => f.font === null)).toBe(true);
  });
});

import { watchContentVersions } from '../../test/content-versions.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CreateSceneDocument,
  DeleteSceneDocument,
  SceneDocument,
  ScenePlayableContentDocument,
  SceneTestCreatePlaylistDocument,
  SceneTestCreateSpaceDocument,
  SceneTestPublishDocument,
  ShareSceneDocument,
  UpdateSceneDocument,
  type CollectionName,
} from '../../test/graphql/generated.js';
import { codeOf, TestServer } from '../../test/harness.js';

// A scene reaches screens the way a playlist does: an edit, a share or a delete is announced as a
// content event, and every screen whose content holds the scene (directly or through a playlist)
// is told a new content version (contentVersionChanged), and finds the new content in it.

describe('scenes on screens', () => {
  let t: TestServer;
  let admin: string;
  const as = (token: string) => ({ token });
  const item = { _id: 'i1', start: 0, end: 10, x: 0, y: 0, w: 100, h: 100, rotation: 0 };

  const newScene = async (name: string) =>
    (
      await t.request(
        CreateSceneDocument,
        { input: { name, type: 'slides', sceneItems: [{ ...item, item: { type: 'image' } }] } },
        as(admin),
      )
    ).createScene;
  const playlistOf = async (sceneId: string) =>
    (
      await t.request(
        SceneTestCreatePlaylistDocument,
        {
          input: {
            name: 'Holds the scene',
            playlistItems: [{ _id: 'p1', type: 'scene-reference', sceneId }],
          },
        },
        as(admin),
      )
    ).createPlaylist._id;

  /** A screen showing the entity, listening to its own changes past the opening event. */
  const screenShowing = async (entityId: string, collectionName: CollectionName) => {
    const { deviceId, deviceToken } = await t.pairDevice(admin);
    await t.request(SceneTestPublishDocument, { deviceId, entityId, collectionName }, as(admin));
    const versions = watchContentVersions(t, deviceToken);
    // The subscription opens with the version the screen plays now; after that, only changes.
    const first = await versions.next();
    expect(first.hash).toMatch(/^[0-9a-f]{64}$/);
    const content = () =>
      t.attempt(ScenePlayableContentDocument, { entityId, collectionName }, as(deviceToken));
    return { deviceId, first, nextChange: () => versions.next(), content };
  };
  const NOTHING = { hash: null, url: null, spreadMs: 0 };

  beforeAll(async () => {
    t = await TestServer.start();
    admin = await t.signIn();
  });
  afterAll(() => t.close());

  it('gives a screen whose playlist references a scene the new content after updateScene', async () => {
    const scene = await newScene('Opening hours');
    const playlistId = await playlistOf(scene._id);
    const screen = await screenShowing(playlistId, 'playlist');
    const before = (await screen.content()).data!.playableContent!;
    expect(before.content.scenes).toEqual([expect.objectContaining({ name: 'Opening hours' })]);

    t.clock.advance(60_000);
    const updated = await t.request(
      UpdateSceneDocument,
      { id: scene._id, input: { name: 'Holiday hours', duration: 25 } },
      as(admin),
    );
    expect((await screen.nextChange()).hash).not.toBe(screen.first.hash);
    const after = (await screen.content()).data!.playableContent!;
    expect(after.content.scenes).toEqual([
      expect.objectContaining({ _id: scene._id, name: 'Holiday hours', duration: 25 }),
    ]);
    // Playlist time restarts from the change, on every screen alike.
    expect(after.publishedAt).toBe(updated.updateScene.updatedAt);
    expect(after.publishedAt > before.publishedAt).toBe(true);
  });

  it('tells a screen showing the scene itself, and one whose content loses it to another space', async () => {
    const scene = await newScene('Shared away');
    const direct = await screenShowing(scene._id, 'scene');
    const playlistId = await playlistOf(scene._id);
    const nested = await screenShowing(playlistId, 'playlist');
    const elsewhere = (
      await t.request(SceneTestCreateSpaceDocument, { name: 'Elsewhere' }, as(admin))
    ).createSpace._id;

    await t.request(ShareSceneDocument, { id: scene._id, spaceIds: [elsewhere] }, as(admin));
    // The scene is no longer in the screen's space: nothing to show.
    expect(await direct.nextChange()).toEqual(NOTHING);
    expect((await nested.nextChange()).hash).not.toBe(nested.first.hash);
    // Playable content is narrowed to the screen's space: the scene is no longer in it.
    expect(codeOf(await direct.content())).toBe('NOT_FOUND');
    expect((await nested.content()).data!.playableContent!.content.scenes).toEqual([]);
  });

  it('deleteScene: a screen showing it shows nothing, one showing its playlist refetches', async () => {
    const scene = await newScene('Doomed');
    const direct = await screenShowing(scene._id, 'scene');
    const playlistId = await playlistOf(scene._id);
    const nested = await screenShowing(playlistId, 'playlist');

    const deleted = await t.request(DeleteSceneDocument, { id: scene._id }, as(admin));
    expect(deleted.deleteScene).toBe(true);
    expect(await direct.nextChange()).toEqual(NOTHING);
    expect((await nested.nextChange()).hash).not.toBe(nested.first.hash);
    const content = (await nested.content()).data!.playableContent!.content;
    // The playlist keeps its reference, which the player skips; the scene is gone.
    expect(content.scenes).toEqual([]);
    expect(content.playlists).toEqual([
      expect.objectContaining({
        playlistItems: [expect.objectContaining({ sceneId: scene._id })],
      }),
    ]);
    expect((await t.request(SceneDocument, { id: scene._id }, as(admin))).scene).toBeNull();
  });
});

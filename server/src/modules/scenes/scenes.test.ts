import { TIMING_MESSAGES } from '@marquee/sdk/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitedUser } from '../../test/accounts.js';
import {
  CreateSceneDocument,
  DeleteSceneDocument,
  DuplicateSceneDocument,
  SceneAuditLogDocument,
  SceneDocument,
  ScenesDocument,
  SceneTestChangeSpaceDocument,
  SceneTestCreateSpaceDocument,
  ShareSceneDocument,
  UpdateSceneDocument,
  type CreateSceneInput,
  type SceneType,
  type UpdateSceneInput,
} from '../../test/graphql/generated.js';
import { codeOf, messageOf, TestServer } from '../../test/harness.js';

type FieldErrors = { path: string; message: string }[];
const fieldErrorsOf = (r: { errors?: { extensions?: Record<string, unknown> }[] }) =>
  r.errors?.[0]?.extensions?.fieldErrors as FieldErrors | undefined;

/** A full-screen item from `start` to `end` seconds; its body is the widget's business. */
const item = (id: string, start = 0, end = 10, body: Record<string, unknown> = {}) => ({
  _id: id,
  start,
  end,
  x: 0,
  y: 0,
  w: 100,
  h: 100,
  rotation: 0,
  item: { type: 'image', body },
});

describe('scenes', () => {
  let t: TestServer;
  let admin: string;
  const as = (token: string) => ({ token });
  const create = async (input: CreateSceneInput, token = admin) =>
    (await t.request(CreateSceneDocument, { input }, as(token))).createScene;
  const update = (id: string, input: UpdateSceneInput, token = admin) =>
    t.attempt(UpdateSceneDocument, { id, input }, as(token));
  const names = async (token = admin, types?: SceneType[]) =>
    (await t.request(ScenesDocument, { types }, as(token))).scenes.map((s) => s.name);
  const find = async (id: string, token = admin) =>
    (await t.request(SceneDocument, { id }, as(token))).scene;

  beforeAll(async () => {
    t = await TestServer.start();
    admin = await t.signIn();
  });
  afterAll(() => t.close());

  it('creates a scene with the defaults, lists the last changed first, renames and deletes it', async () => {
    const first = await create({ name: '  Welcome  ', type: 'slides' });
    expect(first).toMatchObject({
      name: 'Welcome',
      type: 'slides',
      duration: null,
      aspectRatio: { width: 16, height: 9 },
      aspectRatioId: '16:9',
      sceneItems: [],
    });
    expect(first.spaceIds).toHaveLength(1);
    t.clock.advance(1000);
    await create({ name: 'Menu', type: 'image', duration: 30 });
    expect((await names()).slice(0, 2)).toEqual(['Menu', 'Welcome']);

    t.clock.advance(1000);
    const renamed = await update(first._id, { name: 'Hello' });
    expect(renamed.data?.updateScene).toMatchObject({ name: 'Hello', aspectRatioId: '16:9' });
    expect((await names()).slice(0, 2)).toEqual(['Hello', 'Menu']);
    expect(await find(first._id)).toMatchObject({ _id: first._id, name: 'Hello' });

    const deleted = await t.request(DeleteSceneDocument, { id: first._id }, as(admin));
    expect(deleted.deleteScene).toBe(true);
    expect(await find(first._id)).toBeNull();
    const again = await t.attempt(DeleteSceneDocument, { id: first._id }, as(admin));
    expect(codeOf(again)).toBe('NOT_FOUND');
    expect(messageOf(again)).toBe('Scene not found');
  });

  it('keeps what an update leaves out, and removes what it sets to null', async () => {
    const scene = await create({
      name: 'Portrait',
      type: 'multimedial',
      duration: 12,
      aspectRatio: { width: 9, height: 16 },
      aspectRatioId: '9:16',
      sceneItems: [item('a')],
    });
    const items = await update(scene._id, { sceneItems: [item('a'), item('b', 2, 8)] });
    expect(items.data?.updateScene).toMatchObject({
      duration: 12,
      aspectRatio: { width: 9, height: 16 },
      aspectRatioId: '9:16',
    });
    expect(items.data?.updateScene.sceneItems).toHaveLength(2);
    const cleared = await update(scene._id, { duration: null, aspectRatioId: null });
    expect(cleared.data?.updateScene).toMatchObject({ duration: null, aspectRatioId: null });
  });

  it('validates the whole document with the sdk model and names the field', async () => {
    const scene = await create({ name: 'Checked', type: 'slides', sceneItems: [item('a')] });
    const backwards = await update(scene._id, { sceneItems: [item('a', 10, 5)] });
    expect(codeOf(backwards)).toBe('BAD_USER_INPUT');
    expect(messageOf(backwards)).toBe(TIMING_MESSAGES.order);
    expect(fieldErrorsOf(backwards)).toEqual([
      { path: 'sceneItems.0.end', message: TIMING_MESSAGES.order },
    ]);
    const negative = await update(scene._id, { sceneItems: [item('a'), item('b', -1, 5)] });
    expect(fieldErrorsOf(negative)).toEqual([
      { path: 'sceneItems.1.start', message: TIMING_MESSAGES.startNegative },
    ]);
    const misspelt = await update(scene._id, { sceneItems: [{ ...item('a'), rotate: 90 }] });
    expect(fieldErrorsOf(misspelt)?.[0]?.path).toBe('sceneItems.0');
    expect(messageOf(misspelt)).toContain('Unknown key "rotate"');
    const duration = await update(scene._id, { duration: -5 });
    expect(fieldErrorsOf(duration)?.map((e) => e.path)).toEqual(['duration']);
    const ratio = await update(scene._id, { aspectRatio: { width: 0, height: 9 } });
    expect(fieldErrorsOf(ratio)?.map((e) => e.path)).toEqual(['aspectRatio.width']);
    const blank = await update(scene._id, { name: '   ' });
    expect(fieldErrorsOf(blank)).toEqual([{ path: 'name', message: 'Required' }]);
    const long = await update(scene._id, { name: 'x'.repeat(256) });
    expect(fieldErrorsOf(long)).toEqual([
      { path: 'name', message: 'The name can have at most 255 characters' },
    ]);
    const notAList = await update(scene._id, { sceneItems: { a: 1 } });
    expect(fieldErrorsOf(notAList)?.map((e) => e.path)).toEqual(['sceneItems']);

    // Nothing refused was stored.
    expect(await find(scene._id)).toMatchObject({ name: 'Checked', duration: null });
    expect((await find(scene._id))?.sceneItems).toEqual([item('a')]);
  });

  it('stores any JSON object as an item body (widgets parse their own) within the size limits', async () => {
    const scene = await create({ name: 'Bodies', type: 'slides' });
    const body = { imageSizing: 'cover', future: { nested: [1, 'two', null] } };
    const kept = await update(scene._id, { sceneItems: [item('a', 0, 10, body)] });
    expect(kept.errors).toBeUndefined();
    expect(kept.data?.updateScene.sceneItems).toEqual([item('a', 0, 10, body)]);

    const many = Array.from({ length: 501 }, (_, i) => item(`i${i}`));
    const tooMany = await update(scene._id, { sceneItems: many });
    expect(codeOf(tooMany)).toBe('BAD_USER_INPUT');
    expect(fieldErrorsOf(tooMany)).toEqual([
      { path: 'sceneItems', message: 'A scene can have at most 500 items' },
    ]);
    expect(
      (await update(scene._id, { sceneItems: many.slice(0, 500) })).data?.updateScene.sceneItems,
    ).toHaveLength(500);
    const huge = await update(scene._id, {
      sceneItems: [item('a', 0, 10, { text: 'x'.repeat(1_000_001) })],
    });
    expect(fieldErrorsOf(huge)).toEqual([
      { path: 'sceneItems', message: 'The scene is too large: at most 1 MB of JSON' },
    ]);
  });

  it('refuses a body nested too deep, however deep, with a clear error', async () => {
    const scene = await create({ name: 'Deep', type: 'slides' });
    let nested: Record<string, unknown> = { end: true };
    // The limit counts from the argument (sceneItems, the item, its content, the body: 4 levels).
    for (let level = 1; level < 60; level++) nested = { n: nested };
    expect(
      (await update(scene._id, { sceneItems: [item('a', 0, 10, nested)] })).errors,
    ).toBeUndefined();
    const tooDeep = await update(scene._id, {
      sceneItems: [item('a', 0, 10, { n: { n: nested } })],
    });
    expect(codeOf(tooDeep)).toBe('BAD_USER_INPUT');
    expect(messageOf(tooDeep)).toContain('JSON may nest at most 64 levels deep');

    // 50,000 levels: more than any recursive walk survives. Written as text, since the test's
    // own JSON.stringify could not build it either.
    const depth = 50_000;
    const body = '{"n":'.repeat(depth) + '1' + '}'.repeat(depth);
    const query =
      'mutation($id: ID!, $i: UpdateSceneInput!) { updateScene(id: $id, input: $i) { _id } }';
    const itemText = JSON.stringify(item('a', 0, 10, {})).replace('"body":{}', `"body":${body}`);
    const res = await fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}` },
      body: `{"query":${JSON.stringify(query)},"variables":{"id":"${scene._id}","i":{"sceneItems":[${itemText}]}}}`,
    });
    const answer = (await res.json()) as {
      errors?: { message: string; extensions: { code: string } }[];
    };
    expect(answer.errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
    expect(answer.errors?.[0]?.message).toContain('JSON may nest at most 64 levels deep');
  });

  it('duplicates a scene as "<name> (copy)" with new ids, in the same spaces', async () => {
    const source = await create({
      name: 'Lobby',
      type: 'slides',
      duration: 20,
      sceneItems: [item('a'), item('b', 1, 4)],
    });
    const copy = (await t.request(DuplicateSceneDocument, { id: source._id }, as(admin)))
      .duplicateScene;
    expect(copy._id).not.toBe(source._id);
    expect(copy).toMatchObject({ name: 'Lobby (copy)', duration: 20, spaceIds: source.spaceIds });
    const [a, b] = copy.sceneItems as { _id: string; start: number; end: number }[];
    expect([a?._id, b?._id]).not.toContain('a');
    expect(new Set([a?._id, b?._id]).size).toBe(2);
    expect(b).toMatchObject({ start: 1, end: 4 });
    expect((await find(source._id))?.sceneItems).toEqual([item('a'), item('b', 1, 4)]);

    const long = await create({ name: 'y'.repeat(255), type: 'slides' });
    const longCopy = await t.request(DuplicateSceneDocument, { id: long._id }, as(admin));
    expect(longCopy.duplicateScene.name).toBe(`${'y'.repeat(248)} (copy)`);
  });

  it('guards app scenes with the app permissions and the others with the scene ones', async () => {
    const slides = await create({ name: 'Guarded slides', type: 'slides' });
    const app = await create({ name: 'Guarded app', type: 'app' });

    const reader = await invitedUser(t, admin, 'reader@example.com', ['scene:read']);
    expect(await names(reader)).toContain('Guarded slides');
    expect(await names(reader)).not.toContain('Guarded app');
    const edit = await update(slides._id, { name: 'Mine' }, reader);
    expect(codeOf(edit)).toBe('FORBIDDEN');
    expect(messageOf(edit)).toBe('You do not have permission to do this');
    const made = await t.attempt(
      CreateSceneDocument,
      { input: { name: 'x', type: 'slides' } },
      as(reader),
    );
    expect(codeOf(made)).toBe('FORBIDDEN');
    expect(codeOf(await t.attempt(DeleteSceneDocument, { id: slides._id }, as(reader)))).toBe(
      'FORBIDDEN',
    );
    expect(codeOf(await t.attempt(SceneDocument, { id: app._id }, as(reader)))).toBe('FORBIDDEN');
    expect(codeOf(await t.attempt(ScenesDocument, { types: ['app'] }, as(reader)))).toBe(
      'FORBIDDEN',
    );

    const editor = await invitedUser(t, admin, 'editor@example.com', [
      'scene:read',
      'scene:update',
    ]);
    expect((await update(slides._id, { name: 'Edited' }, editor)).errors).toBeUndefined();
    expect(codeOf(await update(app._id, { name: 'Edited app' }, editor))).toBe('FORBIDDEN');
    const appMade = await t.attempt(
      CreateSceneDocument,
      { input: { name: 'x', type: 'app' } },
      as(editor),
    );
    expect(codeOf(appMade)).toBe('FORBIDDEN');

    const appsOnly = await invitedUser(t, admin, 'apps@example.com', ['app:read', 'app:update']);
    expect(await names(appsOnly)).toEqual(['Guarded app']);
    expect((await update(app._id, { name: 'Renamed app' }, appsOnly)).errors).toBeUndefined();
    expect(codeOf(await update(slides._id, { name: 'No' }, appsOnly))).toBe('FORBIDDEN');

    const nobody = await invitedUser(t, admin, 'nobody@example.com', ['media:read']);
    expect(codeOf(await t.attempt(ScenesDocument, {}, as(nobody)))).toBe('FORBIDDEN');
    expect((await find(slides._id))?.name).toBe('Edited');
    expect((await find(app._id))?.name).toBe('Renamed app');
  });

  it('filters by type', async () => {
    await create({ name: 'An app', type: 'app' });
    await create({ name: 'A video', type: 'video' });
    const apps = await t.request(ScenesDocument, { types: ['app'] }, as(admin));
    expect(new Set(apps.scenes.map((s) => s.type))).toEqual(new Set(['app']));
    expect(apps.scenes.map((s) => s.name)).toContain('An app');
    const videos = await names(admin, ['video', 'presentation']);
    expect(videos).toContain('A video');
    expect(videos).not.toContain('An app');
  });

  it('is listed and found only in the spaces it is shared to', async () => {
    const scene = await create({ name: 'Shop window', type: 'slides' });
    const elsewhere = (
      await t.request(SceneTestCreateSpaceDocument, { name: 'Elsewhere' }, as(admin))
    ).createSpace._id;
    const shared = await t.request(
      ShareSceneDocument,
      { id: scene._id, spaceIds: [elsewhere] },
      as(admin),
    );
    expect(shared.shareScene.spaceIds).toEqual([elsewhere]);
    expect(await names()).not.toContain('Shop window');
    expect(await find(scene._id)).toBeNull();
    expect(codeOf(await update(scene._id, { name: 'Mine now' }))).toBe('NOT_FOUND');

    const there = (
      await t.request(SceneTestChangeSpaceDocument, { spaceId: elsewhere }, as(await t.signIn()))
    ).changeCurrentSpace.token!;
    expect(await names(there)).toEqual(['Shop window']);

    const unknown = await t.attempt(
      ShareSceneDocument,
      { id: scene._id, spaceIds: ['not-a-space'] },
      as(there),
    );
    expect(codeOf(unknown)).toBe('BAD_USER_INPUT');
    expect(messageOf(unknown)).toBe('Choose spaces of this account');
    const none = await t.attempt(ShareSceneDocument, { id: scene._id, spaceIds: [] }, as(there));
    expect(codeOf(none)).toBe('BAD_USER_INPUT');
    expect(await names(there)).toEqual(['Shop window']);
  });

  it('refuses a device token and records changes in the audit log', async () => {
    const { deviceToken } = await t.pairDevice(admin);
    expect(codeOf(await t.attempt(ScenesDocument, {}, as(deviceToken)))).toBe('FORBIDDEN');

    const scene = await create({ name: 'Audited', type: 'slides' });
    await update(scene._id, { name: 'Audited twice' });
    const copy = await t.request(DuplicateSceneDocument, { id: scene._id }, as(admin));
    const log = await t.request(
      SceneAuditLogDocument,
      { filter: { entityType: 'Scene', entityId: scene._id } },
      as(admin),
    );
    expect(log.auditLog.items.map((e) => e.action).sort()).toEqual([
      'createScene',
      'duplicateScene',
      'updateScene',
    ]);
    expect(copy.duplicateScene._id).not.toBe(scene._id);
  });
});

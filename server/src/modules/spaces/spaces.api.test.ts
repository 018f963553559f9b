import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitedUser, signUpAccount } from '../../test/accounts.js';
import {
  ChangeCurrentSpaceDocument,
  CreateFolderDocument,
  CreateSpaceDocument,
  CurrentSpaceDocument,
  DeleteSpaceDocument,
  FoldersDocument,
  RenameSpaceDocument,
  SpacesDocument,
  UpdateFolderDocument,
} from '../../test/graphql/generated.js';
import { codeOf, messageOf, TestServer } from '../../test/harness.js';

describe('spaces, through the API', () => {
  let t: TestServer;
  let admin: string;
  beforeAll(async () => {
    t = await TestServer.start();
    admin = await t.signIn();
  });
  afterAll(() => t.close());

  const spaces = async (token = admin) => (await t.request(SpacesDocument, {}, { token })).spaces;
  const createSpace = async (name: string) =>
    (await t.request(CreateSpaceDocument, { name }, { token: admin })).createSpace;
  /** A new session of the demo admin, switched into `spaceId`. */
  const sessionIn = async (spaceId: string) => {
    const switched = await t.request(
      ChangeCurrentSpaceDocument,
      { spaceId },
      {
        token: await t.signIn(),
      },
    );
    return switched.changeCurrentSpace.token!;
  };
  const folderNames = async (token: string) =>
    (await t.request(FoldersDocument, {}, { token })).folders.map((f) => f.name);

  it('are created, renamed and deleted only with account:manage; anyone may switch', async () => {
    const member = await invitedUser(t, admin, 'member@example.com', ['media:read']);
    const asMember = { token: member };
    expect(codeOf(await t.attempt(CreateSpaceDocument, { name: 'Mine' }, asMember))).toBe(
      'FORBIDDEN',
    );
    const [home] = await spaces();
    expect(
      codeOf(await t.attempt(RenameSpaceDocument, { id: home!._id, name: 'Mine' }, asMember)),
    ).toBe('FORBIDDEN');
    expect(codeOf(await t.attempt(DeleteSpaceDocument, { id: home!._id }, asMember))).toBe(
      'FORBIDDEN',
    );
    const switched = await t.request(ChangeCurrentSpaceDocument, { spaceId: home!._id }, asMember);
    expect(switched.changeCurrentSpace.success).toBe(true);
    expect((await spaces()).map((s) => s.name)).toEqual(['Default space']);
  });

  it('need a name, and an account keeps its last space', async () => {
    const blank = await t.attempt(CreateSpaceDocument, { name: '   ' }, { token: admin });
    expect(codeOf(blank)).toBe('BAD_USER_INPUT');
    expect(messageOf(blank)).toBe('Required');
    const fresh = await signUpAccount(t, 'solo@example.com');
    const [only] = await spaces(fresh);
    const last = await t.attempt(DeleteSpaceDocument, { id: only!._id }, { token: fresh });
    expect(codeOf(last)).toBe('CONFLICT');
    expect(messageOf(last)).toBe('The last space of an account cannot be deleted');
    expect(await spaces(fresh)).toEqual([only]);
  });

  it('switch the session: the new token carries the space and the old one ends', async () => {
    const space = await createSpace(' Shop windows ');
    expect(space.name).toBe('Shop windows');
    const renamed = await t.request(
      RenameSpaceDocument,
      { id: space._id, name: 'Windows' },
      { token: admin },
    );
    expect(renamed.renameSpace).toEqual({ _id: space._id, name: 'Windows' });
    const before = await t.signIn();
    const switched = await t.request(
      ChangeCurrentSpaceDocument,
      { spaceId: space._id },
      {
        token: before,
      },
    );
    const token = switched.changeCurrentSpace.token!;
    const session = await t.request(CurrentSpaceDocument, {}, { token });
    expect(session.currentUserSession?.currentSpaceId).toBe(space._id);
    expect(codeOf(await t.attempt(SpacesDocument, {}, { token: before }))).toBe('UNAUTHENTICATED');

    expect(await t.request(DeleteSpaceDocument, { id: space._id }, { token: admin })).toEqual({
      deleteSpace: true,
    });
    expect((await spaces()).map((s) => s.name)).not.toContain('Windows');
  });

  it('show a shared item only in the spaces it is shared with', async () => {
    const [home] = await spaces();
    const other = await createSpace('Kiosks');
    const inHome = await sessionIn(home!._id);
    const inKiosks = await sessionIn(other._id);
    const { createFolder } = await t.request(
      CreateFolderDocument,
      { name: 'Campaigns' },
      { token: inHome },
    );
    expect(createFolder.spaceIds).toEqual([home!._id]);
    expect(await folderNames(inHome)).toContain('Campaigns');
    expect(await folderNames(inKiosks)).not.toContain('Campaigns');

    await t.request(
      UpdateFolderDocument,
      { id: createFolder._id, data: { spaceIds: [home!._id, other._id] } },
      { token: inHome },
    );
    expect(await folderNames(inKiosks)).toContain('Campaigns');

    await t.request(
      UpdateFolderDocument,
      { id: createFolder._id, data: { spaceIds: [other._id] } },
      { token: inKiosks },
    );
    expect(await folderNames(inHome)).not.toContain('Campaigns');
    expect(await folderNames(inKiosks)).toContain('Campaigns');
  });

  it('of one account are out of reach of another', async () => {
    const ours = await createSpace('Ours');
    const other = await signUpAccount(t, 'other-admin@example.com');
    expect((await spaces(other)).map((s) => s.name)).not.toContain('Ours');
    const asOther = { token: other };
    for (const refused of [
      await t.attempt(RenameSpaceDocument, { id: ours._id, name: 'Taken' }, asOther),
      await t.attempt(DeleteSpaceDocument, { id: ours._id }, asOther),
      await t.attempt(ChangeCurrentSpaceDocument, { spaceId: ours._id }, asOther),
    ]) {
      expect(codeOf(refused)).toBe('NOT_FOUND');
    }
    expect((await spaces()).map((s) => s.name)).toContain('Ours');
  });
});

import { getIntrospectionQuery } from '../../graphql/graphql-js.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomToken, sha256Hex, uuidv7 } from '../../ids.js';
import { insertSession } from '../auth/sessions-repo.js';
import { findUserForSignIn } from '../users/repo.js';
import { SERVICE_ADMIN_EMAIL } from '../../seed/demo-seed.js';
import { TestServer } from '../../test/harness.js';
import {
  partnerWithChild,
  SERVICE_ADMIN_FIELDS,
  serviceAdminCallers,
} from '../../test/service-admin-callers.js';
import {
  cloneAccount,
  cloneSpaceContent,
  FOREIGN_MARKER,
  type ForeignData,
} from '../../test/tenancy-fixture.js';
import { operation, Walker, type Field, type FullType } from '../../test/tenancy-walker.js';
import { partnerResolvers } from '../partners/resolvers.js';

// The tenancy walk: reads the schema through introspection and calls every query and mutation,
// with every ID slot (arguments and input fields) set to ids of another account's rows, and then
// to ids of content in a space the caller is not in. No answer may carry a foreign row, and the
// foreign rows must be unchanged afterwards. It runs as an account's admin, and again over the
// foreign account as a reseller's (partner's) admin, whose only reach is its own child accounts.
// New operations of later issues join automatically.

type OpType = 'Query' | 'Mutation';
/** A caller of the walk: a user, and the space its sessions are in. */
interface WalkUser {
  id: string;
  accountId: string;
  spaceId: string | null;
}

/** The partner console's operations: given another account's id they must refuse. */
const PARTNER_FIELDS: ReadonlySet<string> = new Set([
  ...Object.keys(partnerResolvers.Query ?? {}),
  ...Object.keys(partnerResolvers.Mutation ?? {}),
]);
/** What "refused or not found" answers: never data. */
const REFUSALS = new Set(['NOT_FOUND', 'FORBIDDEN', 'FEATURE_LOCKED', 'BAD_USER_INPUT']);

/** A 1×1 PNG, a screen's screenshot. */
const PNG_1x1 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8/5+hHgAHggJ/PchI7wAAAABJRU5ErkJggg==';

describe('tenancy walk', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await TestServer.start();
  });
  afterAll(() => t.close());

  it('no query or mutation reads or changes another account or another space', async () => {
    const { db, dialect } = t.server.services;
    const admin = await t.signIn();
    // Give the source account one of everything this issue knows, so the clone has it too.
    const seeded = await t.gql<{ createUserRole: { _id: string }; createSpace: { _id: string } }>(
      `mutation {
        createUserRole(name: "Editors", permissions: ["media:read"]) { _id }
        createSpace(name: "Second space") { _id }
        createApiKey(name: "CI", permissions: ["media:read"]) { secret }
      }`,
      {},
      { token: admin },
    );
    expect(seeded.errors).toBeUndefined();
    await t.gql(
      'mutation($r: ID!) { inviteUser(email: "invitee@example.com", userRoleId: $r) { _id } }',
      { r: seeded.data!.createUserRole._id },
      { token: admin },
    );
    await t.gql(
      'mutation { updateAccount(data: { name: "Demo account" }) { _id } }',
      {},
      { token: admin },
    );
    const screen = await t.pairDevice(admin);
    // A screenshot and log lines of the screen, so the foreign account has them too.
    const asked = await t.gql<{ sendDeviceCommand: { _id: string } }>(
      'mutation($d: ID!) { sendDeviceCommand(deviceId: $d, type: screenshot) { _id } }',
      { d: screen.deviceId },
      { token: admin },
    );
    const diagnostics = await t.gql(
      `mutation($c: ID!, $at: DateTime!) {
        uploadDeviceScreenshot(commandId: $c, image: { mimeType: "image/png", base64: "${PNG_1x1}" }) { _id }
        recordDeviceLogs(stream: "walk", lines: [{ seq: 0, level: error, message: "walk line", loggedAt: $at }]) { acknowledgedSeq }
      }`,
      { c: asked.data!.sendDeviceCommand._id, at: t.clock.now().toISOString() },
      { token: screen.deviceToken },
    );
    expect(diagnostics.errors).toBeUndefined();
    // Display settings of the screen, so the foreign screen has a settings row to guard.
    const settings = await t.gql(
      `mutation($d: ID!) {
        updateDeviceSettings(deviceId: $d, input: { volume: 30, rotation: 90, displaySchedule: [{ day: mon, start: "07:00", end: "22:00" }] }) { _id }
      }`,
      { d: screen.deviceId },
      { token: admin },
    );
    expect(settings.errors).toBeUndefined();
    // A group holding the screen and content, and tags on the screen: the foreign ones to guard.
    const grouped = await t.gql<{ createScreenGroup: { _id: string } }>(
      'mutation { createScreenGroup(name: "Walk group") { _id } }',
      {},
      { token: admin },
    );
    const groupId = grouped.data!.createScreenGroup._id;
    const playlistList = await t.gql<{ playlists: { _id: string }[] }>(
      '{ playlists { _id } }',
      {},
      { token: admin },
    );
    const fleet = await t.gql(
      `mutation($g: ID!, $d: ID!, $p: ID!) {
        addScreensToGroup(groupId: $g, deviceIds: [$d]) { _id }
        setDeviceTags(deviceId: $d, tags: ["walk"]) { _id }
        updateScreenGroupSettings(groupId: $g, input: { rotation: 90, timeZone: "Europe/Paris" }) { _id }
        publishToScreens(content: { collectionName: playlist, entityId: $p }, targets: { groupIds: [$g] }) { screenCount }
        startBroadcast(input: { content: { collectionName: playlist, entityId: $p }, groupIds: [$g] }) { _id }
        startBulkAction(input: { kind: reload, deviceIds: [$d] }) { _id }
        createLiveLink(target: { kind: screen, id: $d }) { _id }
      }`,
      { g: groupId, d: screen.deviceId, p: playlistList.data!.playlists[0]!._id },
      { token: admin },
    );
    expect(fleet.errors).toBeUndefined();

    const me = (await findUserForSignIn(db, 'admin@marquee.local'))!.user;
    const session = await t.gql<{ currentUserSession: { currentSpaceId: string } }>(
      '{ currentUserSession { currentSpaceId } }',
      {},
      { token: admin },
    );
    const homeSpace = session.data!.currentUserSession.currentSpaceId;
    const foreignAccount = await cloneAccount(db, dialect, me.accountId);
    const foreignSpace = await cloneSpaceContent(
      db,
      dialect,
      me.accountId,
      homeSpace,
      seeded.data!.createSpace._id,
    );

    const intro = await t.gql<{ __schema: { types: FullType[] } }>(
      getIntrospectionQuery(),
      {},
      { token: admin },
    );
    const types = new Map(intro.data!.__schema.types.map((ty) => [ty.name, ty]));
    const walker = new Walker(types);
    const at = t.clock.now().toISOString();
    const partner = await partnerWithChild(db, at);

    // A fresh session per call: some calls (signOut, changeCurrentSpace) end the one they use.
    const sessionOf = (user: WalkUser) => async () => {
      const token = randomToken('mqs_');
      await insertSession(db, {
        id: uuidv7(),
        tokenHash: sha256Hex(token),
        userId: user.id,
        accountId: user.accountId,
        currentSpaceId: user.spaceId,
        createdAt: at,
      });
      return token;
    };

    const leaks: string[] = [];
    let calls = 0;
    let markers: string[] = [];
    /** Calls one operation with `id` in every ID slot; notes any foreign row in the answer. */
    const call = async (label: string, opType: OpType, field: Field, id: string, token: string) => {
      const { doc, vars } = operation(walker, opType, field, id);
      const res = await t.gql(doc, vars, { token });
      calls++;
      if (res.status >= 400 && !res.errors) throw new Error(`${doc}: HTTP ${res.status}`);
      const body = JSON.stringify(res.data ?? null);
      const hit = markers.find((m) => body.includes(m));
      if (hit) leaks.push(`${label}: ${field.name}(${id}) returned ${hit}`);
      // A partner operation given another account's id is refused or finds nothing.
      const code = String(res.errors?.[0]?.extensions?.code);
      if (PARTNER_FIELDS.has(field.name) && id !== 'none' && !REFUSALS.has(code))
        leaks.push(`${label}: ${field.name}(${id}) answered ${code}, not a refusal`);
    };
    const walk = async (label: string, foreign: ForeignData, user: WalkUser, perTable = 2) => {
      const freshToken = sessionOf(user);
      const pool = [...foreign.idsByTable.values()].flatMap((ids) => ids.slice(0, perTable));
      markers = [...foreign.idsByTable.values()].flat().concat(FOREIGN_MARKER);
      let baseline = await foreign.snapshot();
      // Reads end no session, so every query of a walk shares one; it is checked to still be
      // signed in after them (a revoked one would read nothing and prove nothing). Mutations
      // get a fresh session per call: some (signOut, changeCurrentSpace) end the one they use.
      const readToken = await freshToken();
      for (const opType of ['Query', 'Mutation'] as const) {
        for (const field of types.get(opType)!.fields!) {
          const probe = { n: 0 };
          for (const a of field.args) walker.value(a.type, 'x', probe);
          // The service-admin operations refuse these callers before reading anything; the test
          // below walks them with three callers, so one id each keeps this walk's length.
          const ids = SERVICE_ADMIN_FIELDS.has(field.name) ? pool.slice(0, 1) : pool;
          for (const id of probe.n > 0 ? ids : ['none'])
            await call(
              label,
              opType,
              field,
              id,
              opType === 'Query' ? readToken : await freshToken(),
            );
          // The foreign rows are compared once per operation, after all its ids: the walk used
          // to read them after every one of its thousands of calls, most of its minutes.
          const now = await foreign.snapshot();
          if (now !== baseline) leaks.push(`${label}: ${field.name} changed foreign rows`);
          baseline = now;
        }
        if (opType === 'Query') {
          const still = await t.gql<{ currentUser: { _id: string } | null }>(
            '{ currentUser { _id } }',
            {},
            { token: readToken },
          );
          expect(still.data?.currentUser?._id, `${label}: the reads stayed signed in`).toBe(
            user.id,
          );
        }
      }
    };

    const accountBefore = await foreignAccount.snapshot();
    const spaceBefore = await foreignSpace.snapshot();
    const self = { id: me.id, accountId: me.accountId, spaceId: homeSpace };
    await walk('foreign account', foreignAccount, self);
    await walk('foreign space', foreignSpace, self);
    // A reseller's admin with every permission: the foreign account is not its child. One id
    // of each foreign table is enough to show it reaches none (and keeps the walk's time).
    await walk('partner, foreign account', foreignAccount, partner.user, 1);
    expect(leaks).toEqual([]);
    expect(await foreignAccount.snapshot()).toBe(accountBefore);
    expect(await foreignSpace.snapshot()).toBe(spaceBefore);
    // The walk really ran: many calls, and the callers still see their own data.
    expect(calls).toBeGreaterThan(100);
    const own = await t.gql<{ spaces: { name: string }[] }>(
      '{ spaces { name } }',
      {},
      { token: admin },
    );
    expect(own.data?.spaces.map((s) => s.name)).toEqual(
      expect.arrayContaining(['Default space', 'Second space']),
    );
    // The partner does reach its own child, through the same operations that refused the rest.
    const reached = await t.gql<{ partnerAccount: { account: { name: string } } }>(
      'query($id: ID!) { partnerAccount(id: $id) { account { name } } }',
      { id: partner.childId },
      { token: await sessionOf(partner.user)() },
    );
    expect(reached.errors).toBeUndefined();
    expect(reached.data?.partnerAccount.account.name).toBe('Walk child');
  }, 900_000);

  it('only a service admin crosses accounts, and only through the service-admin operations', async () => {
    const { db, dialect } = t.server.services;
    const me = (await findUserForSignIn(db, 'admin@marquee.local'))!.user;
    const god = (await findUserForSignIn(db, SERVICE_ADMIN_EMAIL))!.user;
    await t.pairDevice(await t.signIn(), 'Service walk screen');
    const foreign = await cloneAccount(db, dialect, me.accountId);
    const foreignAccountId = foreign.idsByTable.get('accounts')![0]!;
    const at = t.clock.now().toISOString();
    const callers = await serviceAdminCallers(db, at, god, me.accountId, foreignAccountId);
    const intro = await t.gql<{ __schema: { types: FullType[] } }>(
      getIntrospectionQuery(),
      {},
      { token: await callers.serviceAdmin.token() },
    );
    const types = new Map(intro.data!.__schema.types.map((ty) => [ty.name, ty]));
    const walker = new Walker(types);
    // The service-admin operations take account, user and screen ids: one foreign one of each.
    const pool = ['accounts', 'users', 'devices'].map(
      (table) => foreign.idsByTable.get(table)![0]!,
    );
    const markers = [...foreign.idsByTable.values()].flat().concat(FOREIGN_MARKER);
    const before = await foreign.snapshot();
    const leaks: string[] = [];
    let calls = 0;
    for (const caller of callers.others) {
      for (const opType of ['Query', 'Mutation'] as const) {
        for (const field of types.get(opType)!.fields!) {
          if (!SERVICE_ADMIN_FIELDS.has(field.name)) continue;
          for (const id of pool) {
            const { doc, vars } = operation(walker, opType, field, id);
            const res = await t.gql(doc, vars, { token: await caller.token() });
            calls++;
            const code = res.errors?.[0]?.extensions?.code;
            if (code !== 'FORBIDDEN') leaks.push(`${caller.label}: ${field.name} answered ${code}`);
            const hit = markers.find((m) => JSON.stringify(res.data ?? null).includes(m));
            if (hit) leaks.push(`${caller.label}: ${field.name}(${id}) returned ${hit}`);
          }
        }
      }
    }
    expect(leaks).toEqual([]);
    expect(calls).toBeGreaterThan(2 * SERVICE_ADMIN_FIELDS.size);
    expect(await foreign.snapshot()).toBe(before);

    // The service admin does cross: the foreign account, its users and screens are there.
    const crossed = await t.gql<{
      serviceAccount: { name: string; partnerName: string; users: { email: string }[] };
      serviceDeviceCommands: unknown[];
    }>(
      `query($id: ID!) {
        serviceAccount(id: $id) { name partnerName users { email } screens { name } }
        serviceDeviceCommands(accountId: $id) { _id }
      }`,
      { id: foreignAccountId },
      { token: await callers.serviceAdmin.token() },
    );
    expect(crossed.errors).toBeUndefined();
    expect(crossed.data?.serviceAccount.name).toContain(FOREIGN_MARKER);
    expect(crossed.data?.serviceAccount.partnerName).toBe('Walk partner');
    expect(crossed.data?.serviceAccount.users.length).toBeGreaterThan(0);
  }, 300_000);
});

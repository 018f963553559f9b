// The narrow-key walk: an API key holding only media:read calls every query, mutation and
// subscription of the schema over real HTTP and WebSocket, with minimal valid arguments (the
// operator's own ids). Outside the allow-list below every field must refuse it as FORBIDDEN or
// UNAUTHENTICATED, and no refused mutation may write a row. A new field joins the walk by
// itself: it is refused, or it is allowed here with a reason.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestServer } from '../test/harness.js';
import { harvestIds, scopeWalk, seedOperatorFixture } from '../test/fuzz/scopeWalkRun.js';
import { NO_CONTROL, PUBLIC } from '../test/fuzz/scopeWalkPlans.js';

// A hang detector, not a speed target: the walk sends a few hundred real requests and compares
// the whole database twice, which takes 5-40 s on a 2-core machine running other suites.
const WALK_HANG_MS = 180_000;

/** About the caller itself: who the key acts as and where; every credential may ask. */
const IDENTITY = {
  'query.currentUser': 'the person the key acts as',
  'query.currentUserSession': 'that person and the space the key acts in',
  'query.currentAccount': 'the account the key acts in (name, features, quota)',
  'subscription.subscribeToCurrentUser': 'currentUser, kept fresh',
  'subscription.subscribeToCurrentAccount': 'currentAccount, kept fresh',
  'query.currentPromotion': 'the banner shown to every signed-in caller, the same in every account',
  'query.instagramAppConfigured': 'a server setting, the same in every account',
  'query.supportConfig': 'a server setting (the support chat), the same in every account',
  'query.aiConfig': 'which AI camera models the account allows (the camera item reads it)',
  'mutation.signOut': 'ends the caller’s own session; a key has none, so nothing changes',
} as const;

/** What media:read grants: the media library, read only. */
const MEDIA_READ = {
  'query.files': 'media:read',
  'query.filesPage': 'media:read',
  'query.file': 'media:read',
  'query.folders': 'media:read',
  'query.folder': 'media:read',
  'subscription.subscribeToFileChange': 'media:read',
  'subscription.subscribeToFolderChange': 'media:read',
  'query.playableContent(collectionName: file)': 'media:read: a file as a player shows it',
} as const;

describe('scope walk: an API key holding only media:read', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await TestServer.start();
  });
  afterAll(() => t.close());

  it(
    'is refused on every field beyond media reads and writes nothing',
    async () => {
      const operator = await t.signIn();
      await seedOperatorFixture(t, operator);
      const created = await t.gql<{ createApiKey: { secret: string } }>(
        'mutation { createApiKey(name: "Narrow", permissions: ["media:read"]) { secret } }',
        {},
        { token: operator },
      );
      const key = created.data!.createApiKey.secret;
      const ids = await harvestIds(t, operator);
      const started = performance.now();
      const report = await scopeWalk(t, key, operator, ids, {
        allowed: { ...PUBLIC, ...IDENTITY, ...MEDIA_READ },
        noControl: NO_CONTROL,
      });
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      expect(report.findings, `fields answered beyond media:read (walk took ${seconds} s)`).toEqual(
        [],
      );
      expect(report.written, 'rows written by refused mutations').toEqual([]);
      // The walk really covered the schema: the operator answers most refused queries with the
      // same arguments (the rest need a device token or ids no fixture has), and the key still
      // works where it should.
      expect(report.called).toBeGreaterThan(100);
      expect(report.unproven).toEqual([]);
      const own = await t.gql<{ files: unknown[] }>('{ files { _id } }', {}, { token: key });
      expect(own.data?.files.length).toBeGreaterThan(0);
    },
    WALK_HANG_MS,
  );
});

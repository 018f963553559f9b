// The device walk: a screen's token calls every query, mutation and subscription of the schema
// over real HTTP and WebSocket, with minimal valid arguments (the operator's own ids). A screen
// plays what its account publishes and reports about itself; every operator field must refuse it
// as FORBIDDEN or UNAUTHENTICATED, and no refused mutation may write a row.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestServer } from '../test/harness.js';
import { harvestIds, scopeWalk, seedOperatorFixture } from '../test/fuzz/scopeWalkRun.js';
import { NO_CONTROL, PUBLIC } from '../test/fuzz/scopeWalkPlans.js';

// A hang detector, not a speed target: the walk sends a few hundred real requests and compares
// the whole database twice, which takes 5-40 s on a 2-core machine running other suites.
const WALK_HANG_MS = 180_000;

/** The screen itself: what it is, what it plays, and what it reports. */
const OWN = {
  'query.currentDevice': 'the screen’s own row',
  'query.currentContentVersion': 'the version of what the screen plays',
  'query.contentAt': 'what the screen plays, by the address its notices name (its own account)',
  'subscription.currentDeviceChanged': 'currentDevice, kept fresh',
  'subscription.contentVersionChanged': 'currentContentVersion, kept fresh',
  'subscription.pendingCommandsChanged': 'currentDevice.pendingCommands, kept fresh',
  'mutation.reportDeviceInfo': 'the screen reports its own time zone and hardware',
  'mutation.reportDeviceCommandResult(status: queued)': 'the screen reports a command sent to it',
  'mutation.reportDeviceCommandResult(status: delivered)':
    'the screen reports a command sent to it',
  'mutation.reportDeviceCommandResult(status: done)': 'the screen reports a command sent to it',
  'mutation.reportDeviceCommandResult(status: failed)': 'the screen reports a command sent to it',
  'mutation.recordPlaybackEvents': 'the screen records its own plays (proof of play)',
  'mutation.recordAudienceMinutes': 'the screen sends its own camera counts, never an image',
  'mutation.uploadDeviceScreenshot': 'the screen answers a screenshot command sent to it',
  'mutation.recordDeviceLogs': 'the screen sends its own player log',
  'mutation.requestScheduledScreenshot': 'the screen opens its own timed screenshot, if set',
  'mutation.acknowledgeBroadcast': 'the screen says it shows the broadcast sent to it',
  'mutation.recordCustomerFeedbackAnswers': 'the screen sends the answers touched on it',
  'mutation.customerFeedbackFormLink': 'the screen asks the form address of its own feedback item',
} as const;

/** Content the screen plays: its space's published graph and the data its widgets show. */
const PLAYS = {
  'query.playableContent(collectionName: file)': 'content of the screen’s space',
  'query.playableContent(collectionName: playlist)': 'content of the screen’s space',
  'query.playableContent(collectionName: scene)': 'content of the screen’s space',
  'query.playableContent(collectionName: schedule)': 'content of the screen’s space',
  'query.currentWeather': 'the weather widget',
  'query.rssFeed': 'the RSS widget',
  'query.storeMenuBoards(source: SEPTIM)': 'the store menu widget',
  'query.storeMenuBoards(source: GS)': 'the store menu widget',
  'query.currentStoreMenu(source: SEPTIM)': 'the store menu widget',
  'query.currentStoreMenu(source: GS)': 'the store menu widget',
  'query.menuBoardLocations': 'menu board widgets: any location of the account',
  'query.menuBoardLocation': 'menu board widgets: any location of the account',
  'query.menuBoards': 'menu board widgets: any board of the account',
  'query.menuBoard': 'menu board widgets: any board of the account',
  'query.menuBoardForDay': 'menu board widgets: today’s board',
  'query.menuBoardDates': 'menu board widgets: days with a board',
  'query.instagramAppConfigured': 'the Instagram widget: a server setting',
  'query.aiConfig': 'the AI camera widget: the models its account allows',
  'query.instagramFeed': 'the Instagram widget',
  'query.instagramPublicFeed': 'the Instagram widget',
  'subscription.instagramFeedChanged': 'the Instagram widget, kept fresh',
} as const;

/** Identity fields answer a screen with null: it is no user and reads no account row. */
const NULL_FOR_A_SCREEN = {
  'query.currentUser': 'null for a screen',
  'query.currentUserSession': 'null for a screen',
  'query.currentAccount': 'null for a screen',
  'mutation.signOut': 'clears a cookie; a screen’s token is not a session and stays',
} as const;

describe('scope walk: a device token', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await TestServer.start();
  });
  afterAll(() => t.close());

  it(
    'is refused on every operator field and writes nothing',
    async () => {
      const operator = await t.signIn();
      await seedOperatorFixture(t, operator);
      const screen = await t.pairDevice(operator, 'Walking screen');
      const ids = await harvestIds(t, operator);
      const started = performance.now();
      const report = await scopeWalk(t, screen.deviceToken, operator, ids, {
        allowed: { ...PUBLIC, ...OWN, ...PLAYS, ...NULL_FOR_A_SCREEN },
        noControl: NO_CONTROL,
      });
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      expect(report.findings, `operator fields a screen reached (walk took ${seconds} s)`).toEqual(
        [],
      );
      expect(report.written, 'rows written by refused mutations').toEqual([]);
      expect(report.called).toBeGreaterThan(80);
      expect(report.unproven).toEqual([]);
      const own = await t.gql<{ currentDevice: { _id: string } }>(
        '{ currentDevice { _id } }',
        {},
        { token: screen.deviceToken },
      );
      expect(own.data?.currentDevice._id).toBe(screen.deviceId);
    },
    WALK_HANG_MS,
  );
});

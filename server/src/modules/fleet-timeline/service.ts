import { PERMISSIONS, type CollectionName } from '@marquee/sdk/model';
import type { AppServices } from '../../app-services.js';
import { badUserInput, type FieldError } from '../../errors.js';
import { assertPermission } from '../../graphql/guards.js';
import type { Scope } from '../../scope.js';
import { keyOfDevice, keyString } from '../content-delivery/content-key.js';
import { contentVersionsOf } from '../content-delivery/versions.js';
import { device as findDevice, devicePage } from '../devices/listing/queries.js';
import { withEffectiveContent } from '../devices/publishing/inherited-content.js';
import type { DeviceRow } from '../devices/repo.js';
import { settingsOf } from '../device-settings/service.js';
import { group as findGroup } from '../screen-groups/service.js';
import {
  DEFAULT_SCREENS_PER_PAGE,
  MAX_FROM_DISTANCE_DAYS,
  MAX_HOURS,
  MAX_SCREENS_PER_PAGE,
} from './limits.js';
import type { PlanAnswer, SegmentKind } from './plan.js';
import { planOffThread } from './planner-pool.js';
import { zoneOfScreen, type TimeZoneSource } from './zones.js';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

export interface FleetTimelineArgs {
  targetKind: 'device' | 'screenGroup';
  targetId: string;
  from: string;
  hours: number;
  first?: number | null;
  after?: string | null;
}

export type ContentSource = 'own' | 'group' | 'broadcast' | 'none';

export interface ScreenTimeline {
  screen: DeviceRow;
  timeZone: string;
  timeZoneSource: TimeZoneSource;
  source: ContentSource;
  sourceGroupName: string | null;
  content: { collectionName: CollectionName; entityId: string; name: string | null } | null;
  segments: { start: string; end: string; kind: SegmentKind; label: string }[];
  segmentsTruncated: boolean;
  offsetChanges: { at: string; offsetBefore: number; offsetAfter: number }[];
  problem: string | null;
}

export interface FleetTimeline {
  from: string;
  to: string;
  screens: ScreenTimeline[];
  totalCount: number;
  nextCursor: string | null;
}

interface Window {
  from: number;
  to: number;
  first: number;
  offset: number;
}

/** The arguments as a window and a page, or one BAD_USER_INPUT naming every wrong one. */
function windowOf(app: AppServices, args: FleetTimelineArgs): Window {
  const errors: FieldError[] = [];
  const from = Date.parse(args.from);
  if (Math.abs(from - app.clock.now().getTime()) > MAX_FROM_DISTANCE_DAYS * DAY_MS)
    errors.push({ path: 'from', message: 'Pick a start within a year of today' });
  if (!Number.isInteger(args.hours) || args.hours < 1 || args.hours > MAX_HOURS)
    errors.push({ path: 'hours', message: `Pick 1 to ${MAX_HOURS} hours (seven days)` });
  const first = args.first ?? DEFAULT_SCREENS_PER_PAGE;
  if (first < 1 || first > MAX_SCREENS_PER_PAGE)
    errors.push({ path: 'first', message: `Ask for 1 to ${MAX_SCREENS_PER_PAGE} screens a page` });
  const offset = args.after ? Number(args.after) : 0;
  if (!Number.isSafeInteger(offset) || offset < 0 || !/^\d{0,9}$/.test(args.after ?? ''))
    errors.push({ path: 'after', message: 'Use the nextCursor of the page before' });
  if (errors.length > 0) throw badUserInput(errors.map((e) => e.message).join('. '), errors);
  return { from, to: from + args.hours * HOUR_MS, first, offset };
}

/** The screens of the target, one page: the screen itself, or the group's by name; null when
 * the caller sees no such screen or group (another account's, another space's). */
async function screensOf(app: AppServices, scope: Scope, args: FleetTimelineArgs, w: Window) {
  const { targetKind: kind, targetId: id } = args;
  if (kind === 'device') {
    const found = await findDevice(app, scope, id);
    return found ? { items: [found], totalCount: 1 } : null;
  }
  if (!(await findGroup(app, scope, id))) return null;
  return devicePage(app, scope, {
    groupId: id,
    sort: { field: 'name', direction: 'asc' },
    offset: w.offset,
    limit: w.first,
  });
}

/**
 * What each screen of the target shows over the window: its effective content (a broadcast, its
 * own publish, else its most recently published group's), read as the screens read it (the
 * content snapshot), planned in its zone by the players' engine in a worker thread. Screens
 * showing the same content in the same zone are planned once.
 */
export async function fleetTimeline(
  app: AppServices,
  scope: Scope,
  args: FleetTimelineArgs,
): Promise<FleetTimeline | null> {
  assertPermission(scope, PERMISSIONS.device.read);
  const w = windowOf(app, args);
  const page = await screensOf(app, scope, args, w);
  if (!page) return null;
  const screens = await Promise.all(page.items.map((d) => screenContent(app, d)));

  const plans: { contentJson: string | null; timeZone: string }[] = [];
  const planIndex = new Map<string, number>();
  const planOf = screens.map(({ json, hash, zone }) => {
    const id = `${hash ?? '-'} ${zone.timeZone}`;
    let at = planIndex.get(id);
    if (at === undefined) {
      at = plans.push({ contentJson: json, timeZone: zone.timeZone }) - 1;
      planIndex.set(id, at);
    }
    return at;
  });
  const job = { from: w.from, to: w.to, plans };
  const answers = await planOffThread(job, app.clock, scope.accountId);

  const next = w.offset + page.items.length;
  return {
    from: new Date(w.from).toISOString(),
    to: new Date(w.to).toISOString(),
    totalCount: page.totalCount,
    nextCursor: args.targetKind === 'screenGroup' && next < page.totalCount ? String(next) : null,
    screens: screens.map((s, i) => timelineOf(s, answers[planOf[i]!]!)),
  };
}

interface ScreenContent {
  screen: DeviceRow;
  zone: { timeZone: string; source: TimeZoneSource };
  source: ContentSource;
  sourceGroupName: string | null;
  collectionName: CollectionName | null;
  entityId: string | null;
  json: string | null;
  hash: string | null;
  problem: string | null;
}

async function screenContent(app: AppServices, screen: DeviceRow): Promise<ScreenContent> {
  const [playing, settings] = await Promise.all([
    withEffectiveContent(app, { ...screen, contentGroup: undefined }),
    settingsOf(app, 'user', screen),
  ]);
  const key = keyOfDevice(playing);
  const source: ContentSource = !key
    ? 'none'
    : playing.contentGroup
      ? 'group'
      : playing.publishedEntityId === screen.publishedEntityId &&
          playing.publishedCollection === screen.publishedCollection
        ? 'own'
        : 'broadcast';
  const base = {
    screen,
    zone: zoneOfScreen(settings.timeZone, screen.timeZone),
    source,
    sourceGroupName: playing.contentGroup?.name ?? null,
    collectionName: key?.collectionName ?? null,
    entityId: key?.entityId ?? null,
  };
  if (!key) return { ...base, json: null, hash: null, problem: null };
  try {
    const snapshot = await contentVersionsOf(app).current(key);
    return { ...base, json: snapshot.json.toString('utf8'), hash: snapshot.hash, problem: null };
  } catch {
    // Content deleted since (or unreadable): the screen shows nothing of it.
    return {
      ...base,
      json: null,
      hash: `gone ${keyString(key)}`,
      problem: 'The published content could not be read.',
    };
  }
}

function timelineOf(s: ScreenContent, answer: PlanAnswer): ScreenTimeline {
  const iso = (t: number) => new Date(t).toISOString();
  return {
    screen: s.screen,
    timeZone: s.zone.timeZone,
    timeZoneSource: s.zone.source,
    source: s.source,
    sourceGroupName: s.sourceGroupName,
    content:
      s.collectionName && s.entityId
        ? { collectionName: s.collectionName, entityId: s.entityId, name: answer.contentName }
        : null,
    segments: answer.segments.map((seg) => ({ ...seg, start: iso(seg.start), end: iso(seg.end) })),
    segmentsTruncated: answer.truncated,
    offsetChanges: answer.offsetChanges.map((c) => ({
      at: iso(c.at),
      offsetBefore: c.beforeMinutes,
      offsetAfter: c.afterMinutes,
    })),
    problem: s.problem ?? answer.problem,
  };
}

import type { AudienceReport, LayoutZone, PlayQuotaState } from '../model/index.js';
import { DEFAULT_PLAYER_CONFIG } from '../model/index.js';
import { absoluteRange, type CompiledEntry, type Program } from './compile.js';
import { localMidnightAfter, localParts, localToInstant, type LocalParts } from './localTime.js';
import { PlayWindows } from './playWindows.js';
import { QuotaLedger, type UncountedPlay } from './quotas.js';
import { buildTimeline, positionAt, type Timeline } from './timeline.js';
import { evaluateRules, inTimeRange, type RuleStatus } from './timingRules.js';
import { rankTriggered, triggerMatches } from './triggers.js';

/** One play of an entry in a zone: when it started and when it ends if nothing interrupts it. */
export interface Occurrence {
  entry: CompiledEntry;
  startedAt: number;
  endsAt: number;
  triggered: boolean;
  playlistId: string;
}

export type PreloadSetting =
  | { strategy: 'disabled' }
  | { strategy: 'preload-before-start'; seconds: number }
  | { strategy: 'preload-all' };

export interface PlannerOptions {
  /** IANA time zone the timing rules are evaluated in. */
  timeZone: string;
  /** When playback started (ms); zones count their position from here. Default: first plan time. */
  startedAt?: number;
  quotaState?: PlayQuotaState;
  /**
   * This device's plays the server has not counted yet (unsent proof of play); with the
   * content's quota counters they are where each quota period starts from.
   */
  uncountedPlays?: readonly UncountedPlay[];
  /**
   * Ms each item has played when triggered, by history key, from the planner of the previous
   * content: the trigger ranking goes on from there instead of starting over.
   */
  triggerHistory?: ReadonlyMap<string, number>;
  /** Audience reports in time order; each holds until the next. */
  audience?: ReadonlyArray<{ t: number; report: AudienceReport }>;
  preload?: PreloadSetting;
}

export interface PlannedZone {
  zoneId: number;
  box: LayoutZone;
  current: Occurrence | null;
  next: CompiledEntry | null;
  /** Entries to render hidden now, so they are ready at their turn. */
  preload: readonly CompiledEntry[];
}

interface ZoneRun {
  zoneId: number;
  box: LayoutZone;
  signature: string;
  anchor: number;
  timeline: Timeline<CompiledEntry>;
  /** Entries with trigger rules that may play now (rules and quotas allow them). */
  triggerable: CompiledEntry[];
  candidateKeys: string;
  normal: Occurrence | null;
  triggered: Occurrence | null;
  current: Occurrence | null;
}

const EMPTY: readonly CompiledEntry[] = [];

function combinedStatus(entry: CompiledEntry, at: LocalParts): RuleStatus {
  let status: RuleStatus = 'on';
  for (const rules of entry.rules) {
    const s = evaluateRules(rules, at);
    if (s === 'off') return 'off';
    if (s === 'priority') status = 'priority';
  }
  return status;
}

/** A reboot's walk back for a zone's anchor looks at most this many rule boundaries back. */
const RESUME_BOUNDARIES = 64;

/**
 * The entries of a zone that play at a moment (`barred`: outside its files' play windows or out
 * of play quota), and those that may be triggered. A zone with priority items plays only those,
 * triggered or not.
 */
function selectPlaying(
  entries: readonly CompiledEntry[],
  at: LocalParts,
  barred: (entry: CompiledEntry) => boolean,
): { playing: CompiledEntry[]; triggerable: CompiledEntry[] } {
  const normal: CompiledEntry[] = [];
  const priority: CompiledEntry[] = [];
  let triggerable: CompiledEntry[] = [];
  const priorityTriggerable: CompiledEntry[] = [];
  for (const entry of entries) {
    const status = entry.rules.length ? combinedStatus(entry, at) : 'on';
    if (status === 'off') continue;
    if (barred(entry)) continue;
    if (entry.trigger) {
      triggerable.push(entry);
      if (status === 'priority') priorityTriggerable.push(entry);
      if (entry.trigger.settings.playWhen === 'only-when-triggered') continue;
    }
    (status === 'priority' ? priority : normal).push(entry);
  }
  const playing = priority.length ? priority : normal;
  if (priority.length || priorityTriggerable.length) triggerable = priorityTriggerable;
  return { playing, triggerable };
}

/**
 * The engine's planner: given content and time, what each zone plays. Pure in the sense the
 * architecture asks for: no clocks, no I/O; time only comes in as arguments, and the same
 * calls give the same answers. Rule states only change at known boundaries, so per segment it
 * builds each zone's cumulative timeline once and answers every tick with a binary search.
 * Internal events (item ends, rule boundaries, play windows opening and closing, audience
 * reports, quota roll-overs) are processed in time order whatever the tick size, so the player
 * and the simulator agree.
 */
export class Planner {
  private readonly tz: string;
  private readonly ledger: QuotaLedger;
  private readonly windows: PlayWindows;
  /** Each timing's one-off interval read in the zone, by timing index (null for daily ones). */
  private readonly absolute: ReadonlyArray<{ start: number; end: number } | null>;
  /** Every one-off timing's and play window's start and end, sorted. */
  private readonly instants: readonly number[];
  private readonly reports: Array<{ t: number; report: AudienceReport }>;
  /** Ms played when triggered, by history key (trigger ranking). */
  private readonly playedMs: Map<string, number>;
  private readonly preloadSetting: PreloadSetting;
  private started = false;
  private now = -Infinity;
  /** The latest time asked about (events may have been processed only up to an earlier one). */
  private asOf = -Infinity;
  private nextEvent = Infinity;
  private segmentEnd = Infinity;
  private pendingRebuild = Infinity;
  private reportIndex = -1;
  private playlistId: string | null = null;
  private zones: ZoneRun[] = [];

  constructor(
    private readonly program: Program,
    private readonly options: PlannerOptions,
  ) {
    this.tz = options.timeZone;
    this.ledger = new QuotaLedger(program.quotas, options.timeZone, options.quotaState, {
      counters: program.quotaCounters,
      uncounted: options.uncountedPlays,
    });
    this.windows = new PlayWindows(program, options.timeZone);
    this.absolute = program.timings.map((t) => t.absolute && absoluteRange(this.tz, t.absolute));
    const timingInstants = this.absolute.flatMap((r) => (r ? [r.start, r.end] : []));
    this.instants = [...timingInstants.filter(Number.isFinite), ...this.windows.instants].sort(
      (a, b) => a - b,
    );
    // Only items of this content keep their history: a removed item's share is dropped.
    const keys = new Set<string>();
    for (const playlist of program.playlists.values())
      for (const zone of playlist.zones)
        for (const entry of zone.entries) keys.add(entry.historyKey);
    this.playedMs = new Map([...(options.triggerHistory ?? [])].filter(([key]) => keys.has(key)));
    this.reports = [...(options.audience ?? [])];
    this.preloadSetting = options.preload ?? DEFAULT_PLAYER_CONFIG.preload;
  }

  /** The first moment after the last processed one at which some zone's plan may change. */
  nextChange(): number {
    return this.nextEvent;
  }

  /** Processes every internal event up to and including t. */
  advanceTo(t: number): void {
    this.asOf = t;
    if (!this.started || t < this.now) {
      this.start(t);
      return;
    }
    while (this.nextEvent <= t) this.step(this.nextEvent);
  }

  /**
   * A live audience report (the running player's sensor input), in effect from t. A report
   * older than the last processed moment or the last report takes effect at the later of them.
   */
  addAudienceReport(t: number, report: AudienceReport): void {
    const last = this.reports[this.reports.length - 1];
    const at = Math.max(t, this.now, last?.t ?? -Infinity);
    this.reports.push({ t: at, report });
    this.nextEvent = Math.min(this.nextEvent, at);
  }

  /** The stage at t: per zone, what plays, what comes next, what to preload. */
  plan(t: number): PlannedZone[] {
    this.advanceTo(t);
    return this.zones.map((zone) => this.zonePlan(zone, t));
  }

  /** What each zone plays after the last processed event (for the simulator's diff). */
  currentOccurrences(): ReadonlyArray<{ zoneId: number; current: Occurrence | null }> {
    return this.zones;
  }

  quotaSnapshot(): PlayQuotaState {
    return this.ledger.snapshot();
  }

  /**
   * The trigger playback history up to the latest time asked about (triggered plays under way
   * count so far), to hand to the planner of the next content.
   */
  triggerHistory(): Map<string, number> {
    const history = new Map(this.playedMs);
    for (const zone of this.zones) {
      const trig = zone.triggered;
      if (!trig) continue;
      const key = trig.entry.historyKey;
      history.set(key, (history.get(key) ?? 0) + Math.max(0, this.asOf - trig.startedAt));
    }
    return history;
  }

  private start(t: number) {
    this.started = true;
    this.zones = [];
    this.reportIndex = -1;
    // A start time after t (content newer than this clock) starts the playlist at t.
    this.step(t, Math.min(this.options.startedAt ?? t, t));
  }

  private step(t: number, anchor = t) {
    this.now = t;
    let reportChanged = false;
    while (
      this.reportIndex + 1 < this.reports.length &&
      this.reports[this.reportIndex + 1]!.t <= t
    ) {
      this.reportIndex++;
      reportChanged = true;
    }
    if (this.zones.length === 0 || t >= this.segmentEnd || t >= this.pendingRebuild) {
      this.rebuild(t, anchor);
    }
    const report = this.reportIndex >= 0 ? this.reports[this.reportIndex]!.report : null;
    for (const zone of this.zones) this.decide(zone, t, report, reportChanged);
    this.nextEvent = this.computeNext();
  }

  private activePlaylist(at: LocalParts, t: number): string | null {
    if (this.program.rootPlaylistId) return this.program.rootPlaylistId;
    for (const [i, timing] of this.program.timings.entries()) {
      if (timing.daily && inTimeRange(timing.daily, at.secondOfDay)) return timing.playlistId;
      const absolute = this.absolute[i];
      if (absolute && t >= absolute.start && t < absolute.end) return timing.playlistId;
    }
    return null;
  }

  /** Recomputes which entries play in each zone, for the rule segment starting at t. */
  private rebuild(t: number, anchor: number) {
    const at = localParts(this.tz, t);
    const playlistId = this.activePlaylist(at, t);
    const compiled = playlistId ? this.program.playlists.get(playlistId) : undefined;
    const previous = new Map(this.zones.map((z) => [z.zoneId, z]));
    const resuming = this.zones.length === 0 && anchor < t;
    this.playlistId = playlistId;
    this.zones = (compiled?.zones ?? []).map((zone) => {
      const { playing, triggerable } = selectPlaying(
        zone.entries,
        at,
        (entry) =>
          this.windows.isOut(entry, t) ||
          entry.quotaFileIds.some((id) => this.ledger.isSpent(id, t)),
      );
      const signature = `${playlistId}|${playing.map((e) => e.order).join(',')}`;
      const old = previous.get(zone.zoneId);
      const same = old?.signature === signature;
      const run: ZoneRun = {
        zoneId: zone.zoneId,
        box: zone.box,
        signature,
        anchor: same ? old.anchor : resuming ? this.resumeAnchor(zone.zoneId, t, anchor) : anchor,
        timeline: same ? old.timeline : buildTimeline(playing, (e) => e.durationMs),
        triggerable,
        candidateKeys: old?.candidateKeys ?? '',
        normal: same ? old.normal : null,
        triggered: old?.triggered ?? null,
        current: old?.current ?? null,
      };
      // A triggered play whose item may no longer play stops, unless it never gets interrupted.
      const trig = run.triggered;
      if (trig && trig.entry.interruptionMode !== 'never' && !triggerable.includes(trig.entry)) {
        this.addPlayed(trig, t);
        run.triggered = null;
      }
      return run;
    });
    this.segmentEnd = Math.min(
      this.nextRuleBoundary(at, t),
      this.nextInstant(t),
      this.ledger.nextRollover(t),
    );
    this.pendingRebuild = Infinity;
  }

  private nextRuleBoundary(at: LocalParts, t: number): number {
    for (const second of this.program.boundarySeconds) {
      if (second > at.secondOfDay) {
        const next = localToInstant(this.tz, at.year, at.month, at.day, second);
        if (next > t) return next;
      }
    }
    const midnight = localMidnightAfter(this.tz, t);
    return midnight > t ? midnight : t + 1000;
  }

  private nextInstant(t: number): number {
    for (const instant of this.instants) if (instant > t) return instant;
    return Infinity;
  }

  /**
   * Where a zone's playlist time starts when playback starts at t for content published at
   * `startedAt` (a reboot, a second screen): where a player running since `startedAt` would have
   * it, which is the last rule boundary at which the zone's playing items changed. Walks back
   * over at most RESUME_BOUNDARIES boundaries (about two weeks of a busy day's rules).
   */
  private resumeAnchor(zoneId: number, t: number, startedAt: number): number {
    const signatureAt = (x: number) => {
      const at = localParts(this.tz, x);
      const playlistId = this.activePlaylist(at, x);
      const zone = playlistId
        ? this.program.playlists.get(playlistId)?.zones.find((z) => z.zoneId === zoneId)
        : undefined;
      const { playing } = selectPlaying(zone?.entries ?? EMPTY, at, (entry) =>
        this.windows.isOut(entry, x),
      );
      return `${playlistId}|${playing.map((e) => e.order).join(',')}`;
    };
    const now = signatureAt(t);
    let cursor = t;
    for (let i = 0; i < RESUME_BOUNDARIES; i++) {
      const boundary = this.boundaryAtOrBefore(cursor);
      if (boundary <= startedAt) return startedAt;
      if (signatureAt(boundary - 1) !== now) return boundary;
      cursor = boundary - 1;
    }
    return startedAt;
  }

  /** The latest instant at or before x at which rule states may change. */
  private boundaryAtOrBefore(x: number): number {
    const at = localParts(this.tz, x);
    let second = 0;
    for (const s of this.program.boundarySeconds) if (s <= at.secondOfDay) second = s;
    let boundary = localToInstant(this.tz, at.year, at.month, at.day, second);
    for (const instant of this.instants) if (instant <= x && instant > boundary) boundary = instant;
    return boundary;
  }

  private normalAt(zone: ZoneRun, t: number): Occurrence | null {
    const cached = zone.normal;
    if (cached && t >= cached.startedAt && t < cached.endsAt) return cached;
    const position = positionAt(zone.timeline, t - zone.anchor);
    if (!position) return (zone.normal = null);
    return (zone.normal = {
      entry: zone.timeline.entries[position.index]!,
      startedAt: t - position.offsetMs,
      endsAt: t + position.remainingMs,
      triggered: false,
      playlistId: this.playlistId ?? '',
    });
  }

  private addPlayed(occurrence: Occurrence, until: number) {
    const key = occurrence.entry.historyKey;
    this.playedMs.set(
      key,
      (this.playedMs.get(key) ?? 0) + Math.max(0, until - occurrence.startedAt),
    );
  }

  private decide(zone: ZoneRun, t: number, report: AudienceReport | null, reportChanged: boolean) {
    let trig = zone.triggered;
    if (trig && t >= trig.endsAt) {
      this.addPlayed(trig, trig.endsAt);
      trig = null;
    }
    let candidates: CompiledEntry[] = [];
    if (zone.triggerable.length && (report || trig)) {
      candidates = zone.triggerable.filter((e) => triggerMatches(e.trigger!.rules, report));
    }
    const keys =
      reportChanged || trig !== zone.triggered
        ? candidates.map((c) => c.key).join(',')
        : zone.candidateKeys;
    const setChanged = keys !== zone.candidateKeys;
    zone.candidateKeys = keys;
    // Until trigger ends: the play stops with its trigger (not if it is never interrupted).
    if (
      trig &&
      trig.entry.trigger?.settings.playUntil === 'until-trigger-ends' &&
      trig.entry.interruptionMode !== 'never' &&
      !candidates.includes(trig.entry)
    ) {
      this.addPlayed(trig, t);
      trig = null;
    }
    if (candidates.length) {
      if (!trig) {
        const playing = zone.current;
        const blocked =
          playing !== null &&
          !playing.triggered &&
          playing.entry.interruptionMode === 'never' &&
          playing.startedAt < t &&
          t < playing.endsAt;
        if (!blocked) trig = this.startTriggered(rankTriggered(candidates, this.playedMs)!, t);
      } else if (setChanged && trig.entry.interruptionMode === undefined) {
        const winner = rankTriggered(candidates, this.playedMs)!;
        if (winner !== trig.entry) {
          this.addPlayed(trig, t);
          trig = this.startTriggered(winner, t);
        }
      }
    }
    zone.triggered = trig;
    const next = trig ?? this.normalAt(zone, t);
    const previous = zone.current;
    zone.current = next;
    const changed =
      next !== null &&
      (previous === null ||
        previous.entry !== next.entry ||
        previous.startedAt !== next.startedAt ||
        previous.triggered !== next.triggered);
    if (
      changed &&
      next.entry.quotaFileIds.length &&
      this.ledger.record(next.entry.quotaFileIds, t)
    ) {
      // The play that spent a quota finishes; the item leaves the rotation after it.
      this.pendingRebuild = Math.min(this.pendingRebuild, next.endsAt);
    }
  }

  private startTriggered(entry: CompiledEntry, t: number): Occurrence {
    return {
      entry,
      startedAt: t,
      endsAt: t + entry.durationMs,
      triggered: true,
      playlistId: this.playlistId ?? '',
    };
  }

  private computeNext(): number {
    let next = Math.min(this.segmentEnd, this.pendingRebuild);
    const upcoming = this.reports[this.reportIndex + 1];
    if (upcoming) next = Math.min(next, upcoming.t);
    for (const zone of this.zones) if (zone.current) next = Math.min(next, zone.current.endsAt);
    return next;
  }

  private zonePlan(zone: ZoneRun, t: number): PlannedZone {
    const current = zone.current;
    let next: CompiledEntry | null = null;
    if (current) {
      const after = positionAt(zone.timeline, current.endsAt - zone.anchor);
      next = after ? (zone.timeline.entries[after.index] ?? null) : null;
    }
    let preload: readonly CompiledEntry[] = EMPTY;
    const setting = this.preloadSetting;
    if (setting.strategy === 'preload-all') preload = zone.timeline.entries;
    else if (
      setting.strategy === 'preload-before-start' &&
      next &&
      current &&
      current.endsAt - t <= setting.seconds * 1000
    )
      preload = [next];
    return { zoneId: zone.zoneId, box: zone.box, current, next, preload };
  }
}

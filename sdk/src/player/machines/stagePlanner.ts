import {
  Planner,
  type PreloadSetting,
  type Program,
  type UncountedPlay,
} from '../../engine/index.js';

/** What a stage plays and how: the input of its planner. */
export interface StageInput {
  program: Program;
  /** IANA zone the timing rules are evaluated in: the device's. */
  timeZone: string;
  preload?: PreloadSetting;
  /** Where playlist time starts (ms); the first tick by default. */
  startedAt?: number;
  /** Plays of this device the server has not counted yet (play quotas start from them). */
  uncountedPlays?: readonly UncountedPlay[];
  /** Trigger playback history left by the stage of the previous content. */
  triggerHistory?: ReadonlyMap<string, number>;
}

/**
 * The engine's planner for a stage. It is mutable (it walks time forward), so it lives beside
 * the stage machine, with the runner, and never in the machine's context: the machine only
 * receives its plans, as data.
 */
export function createStagePlanner(input: StageInput): Planner {
  return new Planner(input.program, {
    timeZone: input.timeZone,
    preload: input.preload,
    startedAt: input.startedAt,
    uncountedPlays: input.uncountedPlays,
    triggerHistory: input.triggerHistory,
  });
}

// Types of the boot check for the targets' TypeScript tests.
export interface BootReport {
  v8: string;
  start: string;
  hours: number;
  steps: number;
  /** The player's data-state at the end, e.g. "session.playing". */
  state: string | null;
  /** Each change of the image on screen, with its virtual time. */
  shown: { at: string; image: string | null }[];
  errors: string[];
  warnings: string[];
  requests: string[];
}
export const TV_ENGINES: Record<'tizen' | 'webos', { bin: string; v8: string; userAgent: string }>;
export function bootTvBundle(options: {
  platform: 'tizen' | 'webos';
  dir: string;
  content: unknown;
  storage?: Record<string, string>;
  start: string;
  hours: number;
  debug?: boolean;
}): BootReport;
export function bootPackagedDay(options: {
  platform: 'tizen' | 'webos';
  loader: Uint8Array | string;
  player: Uint8Array | string;
  content: unknown;
}): BootReport;
export function picturesOffSchedule(
  report: BootReport,
  images: readonly string[],
  seconds: number,
): string[];

import type { LayoutZone } from './playlist.js';

/**
 * The playlist layout presets (a main zone plus footer, header, side bars or four windows) with
 * their zone geometry (percent of the screen). Zone 0 is always the main zone; the others follow
 * in the order of the preset's name. m50v splits the screen with a vertical line (left and right
 * halves), m50h with a horizontal one (top and bottom). mfr's right bar spans the full height
 * beside main and footer.
 */
export const LAYOUT_PRESET_IDS = [
  'm',
  'mf10',
  'mf20',
  'mf30',
  'mf40',
  'm50v',
  'mh10',
  'mh20',
  'mh30',
  'mh40',
  'm50h',
  'l20m80',
  'l30m70',
  'l40m60',
  'r20m80',
  'r30m70',
  'r40m60',
  'mfr',
  '4w',
] as const;
export type LayoutPresetId = (typeof LAYOUT_PRESET_IDS)[number];

/** The five fixed zone colours, by zone index (editors tint zone n with colour n). */
export const ZONE_COLOURS = ['#1E88E5', '#43A047', '#FB8C00', '#8E24AA', '#E53935'] as const;

const zone = (x: number, y: number, w: number, h: number): LayoutZone => ({ x, y, w, h });
const withFooter = (n: number) => [zone(0, 0, 100, 100 - n), zone(0, 100 - n, 100, n)];
const withHeader = (n: number) => [zone(0, n, 100, 100 - n), zone(0, 0, 100, n)];
const leftBar = (n: number) => [zone(n, 0, 100 - n, 100), zone(0, 0, n, 100)];
const rightBar = (n: number) => [zone(0, 0, 100 - n, 100), zone(100 - n, 0, n, 100)];

export const LAYOUT_PRESETS: Readonly<Record<LayoutPresetId, readonly LayoutZone[]>> = {
  m: [zone(0, 0, 100, 100)],
  mf10: withFooter(10),
  mf20: withFooter(20),
  mf30: withFooter(30),
  mf40: withFooter(40),
  m50v: [zone(0, 0, 50, 100), zone(50, 0, 50, 100)],
  mh10: withHeader(10),
  mh20: withHeader(20),
  mh30: withHeader(30),
  mh40: withHeader(40),
  m50h: [zone(0, 0, 100, 50), zone(0, 50, 100, 50)],
  l20m80: leftBar(20),
  l30m70: leftBar(30),
  l40m60: leftBar(40),
  r20m80: rightBar(20),
  r30m70: rightBar(30),
  r40m60: rightBar(40),
  mfr: [zone(0, 0, 80, 80), zone(0, 80, 80, 20), zone(80, 0, 20, 100)],
  '4w': [zone(0, 0, 50, 50), zone(50, 0, 50, 50), zone(0, 50, 50, 50), zone(50, 50, 50, 50)],
};

export const isLayoutPresetId = (id: string): id is LayoutPresetId =>
  (LAYOUT_PRESET_IDS as readonly string[]).includes(id);

/** The zones of a layout: its own zones, else its preset's, else one full-screen zone. */
export function layoutZones(
  layout: { presetId?: string; zones?: readonly LayoutZone[] } | null | undefined,
): readonly LayoutZone[] {
  if (layout?.zones?.length) return layout.zones;
  if (layout?.presetId && isLayoutPresetId(layout.presetId)) return LAYOUT_PRESETS[layout.presetId];
  return LAYOUT_PRESETS.m;
}

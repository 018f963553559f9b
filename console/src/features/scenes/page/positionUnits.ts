import type { PositionTab } from '../../../graphql/generated';
import { referenceSize, type AspectId } from './aspect';

/**
 * How the position and size fields read (the user preference defaultPositionTab):
 * - `percents`: as stored, percent of the screen (two decimals);
 * - `relativeToAspectRatio`: pixels of the scene's reference screen, 1920 × 1080 for 16:9 and
 *   1080 × 1920 for 9:16, so x and w count in the screen's width and y and h in its height,
 *   and a square item reads as equal numbers. Whole pixels (1 px is about 0.05 %).
 */
export type PositionUnit = PositionTab;
export const DEFAULT_POSITION_UNIT: PositionUnit = 'percents';

export type GeometryField = 'x' | 'y' | 'w' | 'h';
export const GEOMETRY_FIELDS: readonly GeometryField[] = ['x', 'y', 'w', 'h'];

const horizontal = (field: GeometryField) => field === 'x' || field === 'w';

/** The reference length a field counts in, in pixels. */
function spanOf(field: GeometryField, aspect: AspectId) {
  const size = referenceSize(aspect);
  return horizontal(field) ? size.width : size.height;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** A stored percent as the field shows it. */
export function toDisplay(
  percent: number,
  field: GeometryField,
  unit: PositionUnit,
  aspect: AspectId,
): number {
  if (unit === 'percents') return round2(percent);
  return Math.round((percent / 100) * spanOf(field, aspect));
}

/** What was typed in the field's unit, as a percent to store (two decimals). */
export function fromDisplay(
  value: number,
  field: GeometryField,
  unit: PositionUnit,
  aspect: AspectId,
): number {
  if (unit === 'percents') return round2(value);
  return round2((value / spanOf(field, aspect)) * 100);
}

/** The unit's name beside the fields. */
export function unitSuffix(unit: PositionUnit): string {
  return unit === 'percents' ? '%' : 'px';
}

import { HostError } from './hostError.js';
import type { Rotation } from './hostApi.js';

/** A volume level as every host accepts it: a whole number from 0 to 100. */
export function checkedVolume(level: number): number {
  if (!Number.isInteger(level) || level < 0 || level > 100)
    throw new HostError(
      'INVALID_ARGUMENT',
      `Volume must be a whole number from 0 to 100, not ${level}`,
    );
  return level;
}

const ROTATIONS: readonly number[] = [0, 90, 180, 270];

/** A rotation as every host accepts it: 0, 90, 180 or 270 degrees clockwise. */
export function checkedRotation(rotation: number): Rotation {
  if (!ROTATIONS.includes(rotation))
    throw new HostError('INVALID_ARGUMENT', `Rotation must be 0, 90, 180 or 270, not ${rotation}`);
  return rotation as Rotation;
}

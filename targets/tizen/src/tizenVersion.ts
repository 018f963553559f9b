import type { TizenApis } from './tizenPlatform.js';

/** The platform version key of tizen.systeminfo.getCapability (e.g. "5.0", "6.5"). */
const PLATFORM_VERSION_KEY = 'http://tizen.org/feature/platform.version';

/** A Tizen version as [major, minor]; [0, 0] when the set does not say. */
type TizenVersion = readonly [number, number];

/**
 * The oldest Tizen the package claims (config.xml required_version). The file methods the host
 * keeps media with (tizen.filesystem pathExists, createDirectory, moveFile, openFile, toURI)
 * came with Tizen 5.0; 4.0 has only the older resolve()/File API.
 */
export const MIN_TIZEN_VERSION: TizenVersion = [5, 0];

function parseTizenVersion(text: unknown): TizenVersion {
  const match = typeof text === 'string' ? /^(\d+)(?:\.(\d+))?/.exec(text.trim()) : null;
  return match ? [Number(match[1]), Number(match[2] ?? 0)] : [0, 0];
}

export function atLeast(version: TizenVersion, wanted: TizenVersion): boolean {
  return version[0] !== wanted[0] ? version[0] > wanted[0] : version[1] >= wanted[1];
}

/** The running set's Tizen version; [0, 0] when systeminfo cannot tell. */
export function tizenVersionOf(systeminfo: TizenApis['systeminfo']): TizenVersion {
  try {
    return parseTizenVersion(systeminfo.getCapability(PLATFORM_VERSION_KEY));
  } catch {
    return [0, 0];
  }
}

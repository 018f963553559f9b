import type { ProofOfPlayEntityType } from '../../graphql/generated';

const ENTITY_TYPES: readonly ProofOfPlayEntityType[] = [
  'playlist',
  'scene',
  'file',
  'device',
  'item',
];

export const isEntityType = (value: string): value is ProofOfPlayEntityType =>
  (ENTITY_TYPES as readonly string[]).includes(value);

/** 3725 -> "1 h 2 min 5 s"; 42 -> "42 s". */
export function formatDuration(totalSeconds: number): string {
  const s = Math.round(totalSeconds);
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const parts = [h ? `${h} h` : '', m ? `${m} min` : '', s % 60 || s === 0 ? `${s % 60} s` : ''];
  return parts.filter(Boolean).join(' ');
}

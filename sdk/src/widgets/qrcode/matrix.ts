import { encode } from 'uqr';

/** Modules of light margin around the code: the QR standard's quiet zone, for readers. */
export const QR_QUIET_ZONE_MODULES = 4;

/**
 * Medium error correction (15 %): a screen seen from afar, through glare, reads more reliably
 * than with the smallest code.
 */
const ERROR_CORRECTION = 'M';

export interface QrMatrix {
  /** Modules per side, without the quiet zone. */
  size: number;
  /** Dark modules merged into horizontal runs: one rectangle per run. */
  runs: { x: number; y: number; length: number }[];
}

/**
 * The code's dark modules for a text, or null for a text a QR code cannot hold (too long, or
 * not encodable). An empty text has nothing to say: null too.
 */
export function qrMatrix(text: string): QrMatrix | null {
  if (text === '') return null;
  let data: boolean[][];
  try {
    data = encode(text, { ecc: ERROR_CORRECTION, border: 0 }).data;
  } catch {
    return null;
  }
  const runs: QrMatrix['runs'] = [];
  data.forEach((row, y) => {
    let start = -1;
    row.forEach((dark, x) => {
      if (dark && start < 0) start = x;
      if ((!dark || x === row.length - 1) && start >= 0) {
        runs.push({ x: start, y, length: (dark ? x + 1 : x) - start });
        start = -1;
      }
    });
  });
  return { size: data.length, runs };
}

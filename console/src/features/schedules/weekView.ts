// The schedules week view: where each playlist timing falls in a Monday-to-Sunday week.
// A time-of-day timing ("08:00" - "12:00") repeats every day; a date-time timing shows on the
// days of the week it overlaps. Positions are in percent of a day.

export interface Timing {
  _id: string;
  timeFrom: string;
  timeTo: string;
  playlistId: string;
}

interface WeekBlock {
  timingId: string;
  playlistId: string;
  day: number;
  topPercent: number;
  heightPercent: number;
}

const DAY_MS = 24 * 3600 * 1000;
const TIME_OF_DAY = /^(\d{2}):(\d{2})(?::(\d{2}))?$/;

const secondsOf = (text: string) => {
  const m = TIME_OF_DAY.exec(text);
  return m ? Number(m[1]) * 3600 + Number(m[2]) * 60 + Number(m[3] ?? 0) : undefined;
};

/** Monday 00:00 (local time) of the week containing `now`. */
export function weekStart(now: Date): Date {
  const start = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  start.setDate(start.getDate() - ((start.getDay() + 6) % 7));
  return start;
}

export function weekBlocks(timings: readonly Timing[], monday: Date): WeekBlock[] {
  const blocks: WeekBlock[] = [];
  for (const t of timings) {
    const from = secondsOf(t.timeFrom);
    const to = secondsOf(t.timeTo);
    if (from !== undefined && to !== undefined) {
      for (let day = 0; day < 7; day++)
        blocks.push({
          timingId: t._id,
          playlistId: t.playlistId,
          day,
          topPercent: (from / 86400) * 100,
          heightPercent: (Math.max(0, to - from) / 86400) * 100,
        });
      continue;
    }
    const start = Date.parse(t.timeFrom);
    const end = Date.parse(t.timeTo);
    if (Number.isNaN(start) || Number.isNaN(end)) continue;
    for (let day = 0; day < 7; day++) {
      const dayStart = new Date(monday);
      dayStart.setDate(monday.getDate() + day);
      const a = Math.max(start, dayStart.getTime());
      const b = Math.min(end, dayStart.getTime() + DAY_MS);
      if (b <= a) continue;
      blocks.push({
        timingId: t._id,
        playlistId: t.playlistId,
        day,
        topPercent: ((a - dayStart.getTime()) / DAY_MS) * 100,
        heightPercent: ((b - a) / DAY_MS) * 100,
      });
    }
  }
  return blocks;
}

/** WCAG relative luminance of a #rrggbb colour. */
const luminance = (hex: string) => {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
};

/**
 * Black or white, whichever reads better on `background` (#rrggbb): the zone colours are
 * bright (orange) and dark (purple) alike, and white on most of them is under WCAG's 4.5:1.
 */
export function textColourOn(background: string): '#000000' | '#ffffff' {
  const l = luminance(background);
  return (l + 0.05) / 0.05 >= 1.05 / (l + 0.05) ? '#000000' : '#ffffff';
}

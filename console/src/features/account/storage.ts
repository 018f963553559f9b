// Storage figures in decimal megabytes (1 MB = 1,000,000 bytes); percentage = used / maximum.

interface StorageFigures {
  usedMB: number;
  maxMB: number;
  remainingMB: number;
  percent: number;
}

export function storageFigures(usedMB: number, maxMB: number): StorageFigures {
  const remainingMB = Math.max(0, maxMB - usedMB);
  const percent = maxMB > 0 ? (usedMB / maxMB) * 100 : 0;
  return { usedMB, maxMB, remainingMB, percent };
}

export const formatMB = (mb: number): string =>
  `${mb.toLocaleString('en-US', { maximumFractionDigits: 2 })} MB`;

export const formatPercent = (percent: number): string =>
  `${percent.toLocaleString('en-US', { maximumFractionDigits: 1 })}%`;

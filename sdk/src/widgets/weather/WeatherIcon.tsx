import type { ReactNode } from 'react';

/** What the server's `icon` names (feeds/schema.graphql, WeatherForecastDay.icon). */
export const WEATHER_ICONS = [
  'clear',
  'partly-cloudy',
  'cloudy',
  'fog',
  'drizzle',
  'rain',
  'snow',
  'showers',
  'thunderstorm',
] as const;
type WeatherIconName = (typeof WEATHER_ICONS)[number];

const SUN = '#f9c623';
const CLOUD = '#dfe6ee';
const CLOUD_EDGE = '#9aa7b4';
const WATER = '#4aa3f0';
const BOLT = '#ffd400';

// Drawn in a 64 × 64 box; no external assets, so an icon shows on a screen that is offline.
const sun = (cx: number, cy: number, r: number) => (
  <g key="sun">
    {Array.from({ length: 8 }, (_, i) => {
      const angle = (i * Math.PI) / 4;
      const [inner, outer] = [r + 3, r + 8];
      return (
        <line
          key={i}
          x1={cx + inner * Math.cos(angle)}
          y1={cy + inner * Math.sin(angle)}
          x2={cx + outer * Math.cos(angle)}
          y2={cy + outer * Math.sin(angle)}
          stroke={SUN}
          strokeWidth={3}
          strokeLinecap="round"
        />
      );
    })}
    <circle cx={cx} cy={cy} r={r} fill={SUN} />
  </g>
);

const cloud = (dy = 0) => (
  <path
    key="cloud"
    d="M16 44 a10 10 0 0 1 2 -19.8 a14 14 0 0 1 26.5 -3 a10 10 0 0 1 4 19.8 Z"
    transform={`translate(0 ${dy})`}
    fill={CLOUD}
    stroke={CLOUD_EDGE}
    strokeWidth={1.5}
  />
);

const drops = (count: number, long: boolean) => (
  <g key="drops" stroke={WATER} strokeWidth={3} strokeLinecap="round">
    {Array.from({ length: count }, (_, i) => {
      const x = 20 + (i * 24) / Math.max(1, count - 1);
      return <line key={i} x1={x} y1={50} x2={x - 3} y2={long ? 60 : 55} />;
    })}
  </g>
);

const flakes = () => (
  <g key="flakes" fill="#ffffff" stroke={CLOUD_EDGE} strokeWidth={0.5}>
    {[20, 32, 44].map((x, i) => (
      <circle key={x} cx={x} cy={i % 2 ? 58 : 53} r={3} />
    ))}
  </g>
);

const PARTS: Record<WeatherIconName, () => ReactNode[]> = {
  clear: () => [sun(32, 32, 12)],
  'partly-cloudy': () => [sun(40, 22, 9), cloud(4)],
  cloudy: () => [cloud()],
  fog: () => [
    cloud(-4),
    <g key="fog" stroke={CLOUD_EDGE} strokeWidth={3} strokeLinecap="round">
      <line x1={12} y1={50} x2={52} y2={50} />
      <line x1={16} y1={57} x2={48} y2={57} />
    </g>,
  ],
  drizzle: () => [cloud(-4), drops(2, false)],
  rain: () => [cloud(-4), drops(3, true)],
  snow: () => [cloud(-4), flakes()],
  showers: () => [sun(42, 16, 7), cloud(-2), drops(3, false)],
  thunderstorm: () => [
    cloud(-4),
    <path key="bolt" d="M34 42 L26 54 H32 L28 63 L40 49 H34 L38 42 Z" fill={BOLT} />,
  ],
};

const isIconName = (name: string): name is WeatherIconName =>
  (WEATHER_ICONS as readonly string[]).includes(name);

/** A day's weather as a small drawing; an icon name the player does not know draws a cloud. */
export function WeatherIcon({ icon, size, label }: { icon: string; size: number; label: string }) {
  const name: WeatherIconName = isIconName(icon) ? icon : 'cloudy';
  return (
    <svg
      role="img"
      aria-label={label}
      data-icon={name}
      viewBox="0 0 64 64"
      width={size}
      height={size}
      style={{ display: 'block', flexShrink: 0 }}
    >
      {PARTS[name]()}
    </svg>
  );
}

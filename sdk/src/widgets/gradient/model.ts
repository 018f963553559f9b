import { z } from 'zod';
import { lazySchema } from '../../model/lazySchema.js';

export const GRADIENT_WIDGET_TYPE = 'gradient';

/** A new gradient has 2 colours, 5 steps and an angle of 25 degrees. */
export const DEFAULT_GRADIENT_COLORS: readonly string[] = ['#f5c518', '#e4572e'];
export const DEFAULT_GRADIENT_STEPS = 5;
export const DEFAULT_GRADIENT_ANGLE = 25;

/**
 * The angle is clamped to 0..360, a gradient keeps at least one colour and has at
 * least two steps. The step maximum is the slider's default maximum (100): past it the bands
 * are too thin to tell apart, and each band costs two colour stops.
 */
export const GRADIENT_LIMITS = {
  angle: { min: 0, max: 360 },
  steps: { min: 2, max: 100 },
  minColors: 1,
} as const;

/**
 * A gradient definition, shared by the gradient item and a rectangle's gradient background.
 * `steps` is the number of solid bands the colours are spread over: the first band has the first
 * colour, the last band the last colour, and the bands between take evenly interpolated colours,
 * so 2 colours in 5 steps make a banded ramp of 5 stripes across the angle. Stored values are
 * kept as written; `normalizeGradient` applies the limits when drawing.
 */
export const gradientSchema = lazySchema(() =>
  z.looseObject({
    colors: z.array(z.string()).default(() => [...DEFAULT_GRADIENT_COLORS]),
    steps: z.number().default(DEFAULT_GRADIENT_STEPS),
    /** CSS gradient angle: 0 runs bottom to top, 90 left to right. */
    angle: z.number().default(DEFAULT_GRADIENT_ANGLE),
  }),
);
export type Gradient = z.infer<typeof gradientSchema>;

export const gradientBodySchema = lazySchema(() =>
  z.looseObject({
    // prefault: the missing definition is parsed, so its own defaults fill in.
    gradient: gradientSchema.prefault({}),
  }),
);
export type GradientBody = z.infer<typeof gradientBodySchema>;

/** A body that does not parse falls back to the defaults rather than hiding the item. */
export function readGradientBody(body: unknown): GradientBody {
  const parsed = gradientBodySchema.safeParse(body ?? {});
  return parsed.success ? parsed.data : gradientBodySchema.parse({});
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** The definition within its limits: colours kept (defaults when none), whole steps, angle. */
export function normalizeGradient(gradient: Gradient): Gradient {
  const { angle, steps } = GRADIENT_LIMITS;
  return {
    ...gradient,
    colors: gradient.colors.length > 0 ? gradient.colors : [...DEFAULT_GRADIENT_COLORS],
    steps: Number.isFinite(gradient.steps)
      ? clamp(Math.round(gradient.steps), steps.min, steps.max)
      : DEFAULT_GRADIENT_STEPS,
    angle: Number.isFinite(gradient.angle)
      ? clamp(gradient.angle, angle.min, angle.max)
      : DEFAULT_GRADIENT_ANGLE,
  };
}

type Rgb = readonly [number, number, number];

/** #rgb or #rrggbb; anything else (a colour name, rgba()) cannot be interpolated. */
function parseHex(colour: string): Rgb | null {
  const hex = colour.trim().replace(/^#/, '');
  const full = /^[0-9a-f]{3}$/i.test(hex) ? [...hex].map((c) => c + c).join('') : hex;
  if (!/^[0-9a-f]{6}$/i.test(full)) return null;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as unknown as Rgb;
}

const toHex = (rgb: Rgb) =>
  `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;

/**
 * The colour at `t` (0..1) along the colours, interpolated in sRGB between the two neighbours.
 * A colour that is not hex is not interpolated: the nearer of the two is used as written.
 */
function colourAt(colors: readonly string[], t: number): string {
  const position = t * (colors.length - 1);
  const index = Math.min(Math.floor(position), colors.length - 2);
  if (index < 0) return colors[0]!;
  const from = colors[index]!;
  const to = colors[index + 1]!;
  const share = position - index;
  const a = parseHex(from);
  const b = parseHex(to);
  if (!a || !b) return share < 0.5 ? from : to;
  return toHex([0, 1, 2].map((i) => a[i]! + (b[i]! - a[i]!) * share) as unknown as Rgb);
}

/** The colour of each band, from the first colour to the last. */
export function gradientBands(gradient: Gradient): string[] {
  const { colors, steps } = normalizeGradient(gradient);
  return Array.from({ length: steps }, (_, band) => colourAt(colors, band / (steps - 1)));
}

const percent = (value: number) => `${Math.round(value * 10_000) / 100}%`;

/**
 * The CSS background of a gradient: each band's colour repeated at its start and end, so every
 * band is one solid colour. (Not the two-position stop syntax: TV engines before Chromium 71
 * would drop the whole declaration.)
 */
export function gradientCss(gradient: Gradient): string {
  const { angle } = normalizeGradient(gradient);
  const bands = gradientBands(gradient);
  const stops = bands.flatMap((colour, band) => [
    `${colour} ${percent(band / bands.length)}`,
    `${colour} ${percent((band + 1) / bands.length)}`,
  ]);
  return `linear-gradient(${angle}deg, ${stops.join(', ')})`;
}

/** A slider's range: its limits and the step its values move by. */
export interface NumberRange {
  min: number;
  max: number;
  step: number;
}

const decimalsOf = (step: number) => (String(step).split('.')[1] ?? '').length;

/** A value on the range: snapped to the nearest step from the minimum, then clamped. */
export function toRange(value: number, range: NumberRange): number {
  const stepped = range.min + Math.round((value - range.min) / range.step) * range.step;
  const clamped = Math.min(range.max, Math.max(range.min, stepped));
  // Steps like 0.05 leave binary noise (0.35000000000000003) a field would show.
  return Number(clamped.toFixed(decimalsOf(range.step)));
}

/**
 * A slider's input is clamped to its min and max when left: what was typed, as a value on
 * the range (a decimal comma is read as a point); text that is not a number keeps `previous`.
 */
export function clampTyped(typed: string, previous: number, range: NumberRange): number {
  const text = typed.trim().replace(',', '.');
  const value = Number(text);
  if (text === '' || !Number.isFinite(value)) return previous;
  return toRange(value, range);
}

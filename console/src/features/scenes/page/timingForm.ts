import { timingFormSchema } from '@marquee/sdk/model';

/**
 * The timing form's check, with the model's own rules and messages (TIMING_MESSAGES): neither
 * time negative, start before end. Errors are per field; the order message goes
 * under the end time, where the schema puts it.
 */
interface TimingCheck {
  errors: { start?: string; end?: string };
  /** The times to store, when both are valid. */
  value?: { start: number; end: number };
}

/** A field's text as seconds; empty or non-numeric text is not a time. */
const seconds = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.trim()));

const NOT_A_NUMBER = 'Enter a number of seconds';

export function checkTiming(startText: string, endText: string): TimingCheck {
  const start = seconds(startText);
  const end = seconds(endText);
  const errors: TimingCheck['errors'] = {};
  if (!Number.isFinite(start)) errors.start = NOT_A_NUMBER;
  if (!Number.isFinite(end)) errors.end = NOT_A_NUMBER;
  if (errors.start || errors.end) return { errors };
  const parsed = timingFormSchema.safeParse({ start, end });
  if (parsed.success) return { errors, value: parsed.data };
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] === 'start' ? 'start' : 'end';
    errors[field] ??= issue.message;
  }
  return { errors };
}

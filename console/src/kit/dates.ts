// One way of writing days and moments on every page of the console: in the order and clock of
// the operator's own browser language ("Dec 2, 2026, 3:14 PM" in American English, "2 Dec 2026,
// 15:14" in British English), never with seconds. Pages used to mix British, American and the
// machine's default (with seconds) side by side. In jsdom, navigator.language is "en-US".

type At = string | number | Date;

const formats = new Map<string, Intl.DateTimeFormat>();

function formatOf(kind: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const locale = typeof navigator === 'undefined' ? undefined : navigator.language;
  const key = `${locale ?? ''} ${kind}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}

/** A day and a time: "Dec 2, 2026, 3:14 PM". */
export const dateTimeText = (at: At) =>
  formatOf('dateTime', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(at));

/** A day: "Dec 2, 2026". */
export const dateText = (at: At) => formatOf('date', { dateStyle: 'medium' }).format(new Date(at));

/** A day with its month in full, for dates that matter (a trial's end, a bill): "December 2, 2026". */
export const longDateText = (at: At) =>
  formatOf('longDate', { dateStyle: 'long' }).format(new Date(at));

/** A time of today: "3:14 PM". */
export const timeText = (at: At) => formatOf('time', { timeStyle: 'short' }).format(new Date(at));

import { useEffect, useState } from 'react';

/**
 * How long ago a picture was taken, as a person says it: "Taken just now", "Taken 12 s ago",
 * "Taken 4 min ago", "Taken 3 h ago", and the date and time once it is a day old or more.
 */
export function takenAgo(iso: string, now: Date, locale?: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  const seconds = Math.floor((now.getTime() - at.getTime()) / 1000);
  if (seconds < 5) return 'Taken just now';
  if (seconds < 60) return `Taken ${seconds} s ago`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `Taken ${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `Taken ${hours} h ago`;
  const when = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  return `Taken ${when.format(at)}`;
}

/** The time now, moving on every `everyMs`, so "12 s ago" counts up while the page is open. */
export function useNow(everyMs = 1_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

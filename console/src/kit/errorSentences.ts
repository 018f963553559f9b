// The error catalogue's sentences for failures that are not the server's own words. Kept apart
// from Apollo so the sign-in page, which talks to the server without Apollo, says them too.

/** The catalogue's sentence for a failure nobody can act on more precisely. */
export const SOMETHING_WENT_WRONG = 'Something went wrong, try again later.';
export const SERVER_UNREACHABLE = 'Cannot reach the server. Check the connection and try again.';

/** An HTTP answer without GraphQL errors, said as a sentence: people do not read status codes. */
export function sentenceForStatus(status: number): string {
  if (status === 401) return 'Your session has ended. Sign in again.';
  if (status === 403) return 'You do not have permission to do this.';
  if (status === 413) return 'That is too large to send.';
  if (status === 429) return 'Too many requests at once. Wait a moment and try again.';
  return SOMETHING_WENT_WRONG;
}

/** A thrown value as a sentence: fetch's own failure, an Error's message, else the catch-all. */
export function plainErrorMessage(error: unknown): string {
  // fetch rejects with a TypeError when the network or the server is not there at all (Chromium
  // "Failed to fetch", Firefox "NetworkError…", Safari "Load failed").
  if (error instanceof TypeError && /fetch|network|load failed/i.test(error.message))
    return SERVER_UNREACHABLE;
  if (error instanceof Error && error.message) return error.message;
  return SOMETHING_WENT_WRONG;
}

/** One input error the server sends beside its message: where in the input, and what is wrong. */
export interface InputError {
  /** Dotted path into what was sent, e.g. "playlistTimings.1.timeTo". */
  path: string;
  message: string;
}

/**
 * The words a form uses for the parts of its input, so an error path reads as the form reads:
 * `lists` names one entry of each list ("playlistTimings" -> "Row"), `fields` each field
 * ("timeTo" -> "End time").
 */
export interface FieldLabels {
  lists?: Readonly<Record<string, string>>;
  fields: Readonly<Record<string, string>>;
}

/** "timeTo" -> "Time to": a field a form forgot to label still reads as words, not code. */
const keyInWords = (key: string) => {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/**
 * Where an error path points, in the form's words: "playlistTimings.1.timeTo" -> "Row 2, End
 * time" (entries count from 1, as people count rows).
 */
export function fieldPathInWords(path: string, labels: FieldLabels): string {
  const parts: string[] = [];
  const segments = path.split('.').filter(Boolean);
  segments.forEach((segment, i) => {
    if (/^\d+$/.test(segment)) {
      const list = segments[i - 1] ?? '';
      parts.push(`${labels.lists?.[list] ?? 'Item'} ${Number(segment) + 1}`);
    } else if (!(segments[i + 1] !== undefined && /^\d+$/.test(segments[i + 1]!))) {
      parts.push(labels.fields[segment] ?? keyInWords(segment));
    }
  });
  return parts.join(', ');
}

/** "Row 2, End time: Start time must be before end time". */
export const inputErrorSentence = (error: InputError, labels: FieldLabels): string => {
  const where = fieldPathInWords(error.path, labels);
  return where ? `${where}: ${error.message}` : error.message;
};

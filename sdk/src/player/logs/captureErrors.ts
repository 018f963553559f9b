import type { LogRing } from './logRing.js';

/** What a thrown value says, with its stack when it has one. */
export function describeError(error: unknown): string {
  if (error instanceof Error)
    return error.stack ? `${error.message}\n${error.stack}` : error.message;
  if (typeof error === 'string') return error;
  try {
    return JSON.stringify(error) ?? String(error);
  } catch {
    return String(error);
  }
}

/**
 * Uncaught errors and unhandled rejections of the page become 'crash' lines. Listens on `target`
 * (the window); returns what stops listening.
 */
export function captureCrashes(target: EventTarget, ring: LogRing): () => void {
  const onError = (event: Event) => {
    const e = event as ErrorEvent;
    const where = e.filename ? ` (${e.filename}:${e.lineno}:${e.colno})` : '';
    ring.append('crash', e.error ? describeError(e.error) : `${e.message ?? 'Error'}${where}`);
  };
  const onRejection = (event: Event) =>
    ring.append(
      'crash',
      `Unhandled rejection: ${describeError((event as PromiseRejectionEvent).reason)}`,
    );
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}

/** The player's logger (machines' PlayerLogger), as far as the log needs it. */
export interface WarnLogger {
  warn(message: string, details?: Record<string, unknown>): void;
}

/** A logger that writes to `logger` and keeps each line in the ring too, with its details. */
export function loggerIntoRing(logger: WarnLogger, ring: LogRing): WarnLogger {
  return {
    warn(message, details) {
      logger.warn(message, details);
      ring.append('warn', details ? `${message} ${describeDetails(details)}` : message);
    },
  };
}

function describeDetails(details: Record<string, unknown>): string {
  const parts = Object.entries(details).map(([k, v]) => `${k}: ${describeError(v)}`);
  return parts.join(', ');
}

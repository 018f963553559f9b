// The bounds of a screen's log, in a file of their own: the input limits table reads them
// before any module is loaded.

/** Lines kept per screen; older ones go as new ones arrive. */
export const MAX_LOG_LINES_PER_DEVICE = 2_000;
/** Lines one request may carry (the player sends pages of at most 100). */
export const MAX_LOG_PAGE = 100;
/** The longest line kept (the player cuts its lines at 1,000 characters). */
export const MAX_LOG_MESSAGE = 1_000;
/** The most lines an operator reads at once. */
export const MAX_LOG_READ = 200;

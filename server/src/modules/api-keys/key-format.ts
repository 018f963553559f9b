/** Every API key secret starts with this, so a presented token says what kind it is. */
export const API_KEY_PREFIX = 'mqk_';
/** Requests one key may make per minute. */
export const API_KEY_RATE_LIMIT = 120;
export const API_KEY_RATE_WINDOW_MS = 60_000;

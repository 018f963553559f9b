/** Every API key secret starts with this, so a presented token says what kind it is. */
export const API_KEY_PREFIX = 'mqk_';
/** Requests one key may make per minute. */

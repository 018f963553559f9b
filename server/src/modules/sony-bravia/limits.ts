import type { RateLimit } from '../../rate-limits.js';

/** What an operator may type; Sony documents no code format, so any short code of letters and digits. */
export const ONE_TIME_CODE = /^[A-Za-z0-9-]{4,32}$/;
export const SERIAL = /^[A-Za-z0-9-]{1,32}$/;
export const NAME_MAX = 100;
export const PSK_MAX = 64;
/** The provisioning token in the player's address: the prefix and 43 base64url characters. */
export const TOKEN = /^mqz_[A-Za-z0-9_-]{20,80}$/;
export const PROVISION_BODY_MAX_BYTES = 1024;

/**
 * Starts with a provisioning token, per address. A token holds 256 random bits, so the limit is
 * not against guessing but keeps a flood of starts from reaching the database.
 */
export const PROVISION_PER_ADDRESS: RateLimit = {
  name: 'sony-provision-address',
  limit: 240,
  windowMs: 60_000,
};

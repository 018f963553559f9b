import { createHmac } from 'node:crypto';

/** Where a feedback form lives; the token follows. */
export const FORM_PATH_PREFIX = '/feedback/';

/** A token is 32 bytes of HMAC in base64url: anything else is refused before the database. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export const isFormToken = (text: string): boolean => TOKEN.test(text);

/**
 * The form token of one screen and feedback item: the HMAC of both under the server's secret,
 * so it is the same each time the screen asks (its QR code stays put), cannot be guessed or
 * made for another screen, and needs nothing stored but its sha256 for the lookup.
 */
export const formToken = (secret: string, deviceId: string, sceneId: string, itemId: string) =>
  createHmac('sha256', secret)
    .update(`customer-feedback-form\n${deviceId}\n${sceneId}\n${itemId}`)
    .digest('base64url');

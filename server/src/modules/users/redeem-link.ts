import type { AppServices } from '../../app-services.js';
import { appError } from '../../errors.js';
import { checkToken, consumeToken, type TokenKind } from './one-time-tokens.js';

// A mailed link (e-mail confirmation, password recovery, invitation) is redeemed once, before it
// expires; the console turns the reason of a refusal into its own flow.

export const LINK_MESSAGES = {
  expired: 'This link has expired. Please ask for a new one.',
  used: 'This link has already been used.',
  unknown: 'This link is not valid.',
} as const;

const LINK_REASONS = { expired: 'TOKEN_EXPIRED', used: 'TOKEN_USED', unknown: 'TOKEN_INVALID' };

/** Checks a mailed token; BAD_USER_INPUT with a reason the console turns into its flow. */
export async function redeemToken(app: AppServices, kind: TokenKind, secret: string) {
  const check = await checkToken(app.db, kind, secret, app.clock.now());
  if (!check.ok) {
    throw appError('BAD_USER_INPUT', LINK_MESSAGES[check.reason], {
      reason: LINK_REASONS[check.reason],
    });
  }
  return {
    token: check.token,
    /** Marks it used; a second concurrent use loses and gets "already used". */
    consume: async (): Promise<void> => {
      if (!(await consumeToken(app.db, check.token.id, app.clock.now())))
        throw appError('BAD_USER_INPUT', LINK_MESSAGES.used, { reason: LINK_REASONS.used });
    },
  };
}

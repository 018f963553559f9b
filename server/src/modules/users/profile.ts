import { isCountryCode, normalizePhoneNumber, PROFILE_MESSAGES } from '@marquee/sdk/model';
import type { AppServices } from '../../app-services.js';
import { badUserInput, type FieldError } from '../../errors.js';
import type { Scope } from '../../scope.js';
import * as repo from './repo.js';

/** What a person may change on their own profile; a field left out stays, "" removes it. */
export interface ProfileChange {
  phoneNumber?: string | null;
  countryCode?: string | null;
}

/**
 * Changes the signed-in person's own phone number and country. The phone is kept in E.164 (what
 * they typed, without spaces and dashes) and the country as an ISO 3166-1 alpha-2 code; anything
 * else is refused with a sentence beside its field, and nothing is saved.
 */
export async function updateMyProfile(app: AppServices, scope: Scope, change: ProfileChange) {
  if (scope.actor.kind !== 'user') throw badUserInput('Only a person has a profile');
  const { userId } = scope.actor;
  const errors: FieldError[] = [];
  const phone =
    change.phoneNumber === undefined || change.phoneNumber === null
      ? undefined
      : normalizePhoneNumber(change.phoneNumber);
  if (phone === null) errors.push({ path: 'phoneNumber', message: PROFILE_MESSAGES.phone });
  const country = change.countryCode?.trim().toUpperCase();
  if (country && !isCountryCode(country))
    errors.push({ path: 'countryCode', message: PROFILE_MESSAGES.country });
  if (errors.length > 0) throw badUserInput(errors[0]!.message, errors);
  await repo.setContact(app.db, scope.accountId, userId, {
    ...(phone === undefined ? {} : { phoneNumber: phone || null }),
    ...(country === undefined ? {} : { countryCode: country || null }),
  });
  app.pubsub.publish('user:changed', userId, { userId });
  return (await repo.findUserById(app.db, scope.accountId, userId))!;
}

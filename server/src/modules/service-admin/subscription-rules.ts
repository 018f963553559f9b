import { badUserInput, type FieldError } from '../../errors.js';
import { ALL_FEATURES } from '../accounts/features.js';
import { checkItemTypes } from '../accounts/service.js';
import type { SubscriptionChange } from './accounts-repo.js';

// What a service admin may set of an account's subscription, checked field by field: every
// refusal names its field, and all of them are reported at once.

export interface SubscriptionInput {
  tariff?: string | null;
  billingType?: string | null;
  enabledFeatures?: readonly string[] | null;
  maxStorageCapacityInMB?: number | null;
  subscribedScreens?: number | null;
  freeScreens?: number | null;
  isTrial?: boolean | null;
  trialEndsAt?: string | null;
  enabledItemTypes?: readonly string[] | null;
}

export const BILLING_TYPES = ['subscription', 'invoice', 'none'] as const;
export const MAX_STORAGE_MB = 10_000_000;
export const MAX_SCREENS = 100_000;

const given = <T>(value: T | null | undefined): value is T => value !== undefined && value !== null;

function screensError(path: string, value: number | null | undefined): FieldError[] {
  if (!given(value)) return [];
  return Number.isInteger(value) && value >= 0 && value <= MAX_SCREENS
    ? []
    : [{ path, message: `A whole number from 0 to ${MAX_SCREENS.toLocaleString('en-US')}` }];
}

function featureErrors(features: readonly string[] | null | undefined): FieldError[] {
  const unknown = features?.find((f) => !(ALL_FEATURES as readonly string[]).includes(f));
  return unknown === undefined
    ? []
    : [{ path: 'enabledFeatures', message: `"${unknown.slice(0, 64)}" is not a tariff feature` }];
}

/** The trial as it will be: on trial needs an end; off trial has none. */
function trialOf(
  input: SubscriptionInput,
  before: { isTrial: boolean; trialEndsAt: string | null },
) {
  const isTrial = input.isTrial ?? before.isTrial;
  const trialEndsAt = isTrial
    ? input.trialEndsAt !== undefined
      ? input.trialEndsAt
      : before.trialEndsAt
    : null;
  const errors: FieldError[] =
    isTrial && !trialEndsAt
      ? [{ path: 'trialEndsAt', message: 'A trial needs the day it ends' }]
      : [];
  return { isTrial, trialEndsAt, errors };
}

/** The change to write, or BAD_USER_INPUT naming every field that is wrong. */
export function checkSubscription(
  input: SubscriptionInput,
  before: { isTrial: boolean; trialEndsAt: string | null },
): SubscriptionChange {
  const tariff = input.tariff?.trim();
  const storage = input.maxStorageCapacityInMB;
  const trial = trialOf(input, before);
  const errors: FieldError[] = [
    ...(given(input.tariff) && !tariff ? [{ path: 'tariff', message: 'Required' }] : []),
    ...(given(input.billingType) &&
    !(BILLING_TYPES as readonly string[]).includes(input.billingType)
      ? [{ path: 'billingType', message: `Billing type is one of ${BILLING_TYPES.join(', ')}` }]
      : []),
    ...featureErrors(input.enabledFeatures),
    ...(given(storage) && !(Number.isFinite(storage) && storage >= 0 && storage <= MAX_STORAGE_MB)
      ? [
          {
            path: 'maxStorageCapacityInMB',
            message: `Storage is 0 to ${MAX_STORAGE_MB.toLocaleString('en-US')} MB`,
          },
        ]
      : []),
    ...screensError('subscribedScreens', input.subscribedScreens),
    ...screensError('freeScreens', input.freeScreens),
    ...trial.errors,
  ];
  if (errors.length > 0) throw badUserInput(errors[0]!.message, errors);
  return {
    ...(tariff ? { tariff } : {}),
    ...(given(input.billingType) ? { billingType: input.billingType } : {}),
    ...(input.enabledFeatures ? { enabledFeatures: [...new Set(input.enabledFeatures)] } : {}),
    ...(given(storage) ? { maxStorageCapacityInMB: storage } : {}),
    ...(given(input.subscribedScreens) ? { subscribedScreens: input.subscribedScreens } : {}),
    ...(given(input.freeScreens) ? { freeScreens: input.freeScreens } : {}),
    isTrial: trial.isTrial,
    trialEndsAt: trial.trialEndsAt,
    ...(input.enabledItemTypes ? { enabledItemTypes: checkItemTypes(input.enabledItemTypes) } : {}),
  };
}

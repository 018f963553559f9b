import type { AppServices } from '../../app-services.js';
import { badUserInput, notFound, type FieldError } from '../../errors.js';
import { uuidv7 } from '../../ids.js';
import * as repo from '../promotions/repo.js';
import { assertServiceAdmin, type ServiceAdmin } from './access.js';

// Promotions are installation-wide: the service admins make them, schedule them (validFrom,
// validUntil) and end them; the console's banner counts down the running PROMOTION-type one.

export interface PromotionInput {
  type: string;
  title: string;
  redirectUrl?: string | null;
  validFrom?: string | null;
  validUntil: string;
  discountPercents?: number | null;
}

const MAX_LIST = 200;
const TYPE = /^[A-Z][A-Z0-9_]{0,39}$/;

function checkPromotion(input: PromotionInput): Omit<repo.PromotionRow, 'id'> {
  const title = input.title.trim();
  const type = input.type.trim();
  const redirectUrl = input.redirectUrl?.trim() || null;
  const errors: FieldError[] = [
    ...(TYPE.test(type) ? [] : [{ path: 'type', message: 'A type in capitals, like PROMOTION' }]),
    ...(title ? [] : [{ path: 'title', message: 'Required' }]),
    ...(redirectUrl && !/^https?:\/\/\S+$/.test(redirectUrl)
      ? [{ path: 'redirectUrl', message: 'A web address starting with https://' }]
      : []),
    ...(input.validFrom && input.validFrom >= input.validUntil
      ? [{ path: 'validUntil', message: 'The end must be after the start' }]
      : []),
    ...(input.discountPercents !== null &&
    input.discountPercents !== undefined &&
    !(
      Number.isInteger(input.discountPercents) &&
      input.discountPercents >= 1 &&
      input.discountPercents <= 100
    )
      ? [{ path: 'discountPercents', message: 'A whole number from 1 to 100' }]
      : []),
  ];
  if (errors.length > 0) throw badUserInput(errors[0]!.message, errors);
  return {
    type,
    title,
    redirectUrl,
    validFrom: input.validFrom ?? null,
    validUntil: input.validUntil,
    discountPercents: input.discountPercents ?? null,
  };
}

/** scheduled, running or ended at `now`. */
export function promotionStatus(p: repo.StoredPromotion, now: Date): string {
  const at = now.toISOString();
  if (p.validUntil <= at) return 'ended';
  return p.validFrom && p.validFrom > at ? 'scheduled' : 'running';
}

const shown = (app: AppServices, p: repo.StoredPromotion) => ({
  ...p,
  _id: p.id,
  status: promotionStatus(p, app.clock.now()),
});

export async function servicePromotions(app: AppServices, admin: ServiceAdmin, first: number) {
  assertServiceAdmin(admin);
  const rows = await repo.listPromotions(app.db, Math.min(Math.max(first, 1), MAX_LIST));
  return rows.map((p) => shown(app, p));
}

async function stored(app: AppServices, id: string) {
  const p = await repo.findPromotion(app.db, id);
  if (!p) throw notFound('Promotion');
  return shown(app, p);
}

export async function createPromotion(
  app: AppServices,
  admin: ServiceAdmin,
  input: PromotionInput,
) {
  assertServiceAdmin(admin);
  const now = app.clock.now();
  const id = uuidv7(now.getTime());
  await repo.insertPromotion(app.db, {
    id,
    ...checkPromotion(input),
    createdAt: now.toISOString(),
  });
  return stored(app, id);
}

export async function updatePromotion(
  app: AppServices,
  admin: ServiceAdmin,
  id: string,
  input: PromotionInput,
) {
  assertServiceAdmin(admin);
  if (!(await repo.updatePromotion(app.db, { id, ...checkPromotion(input) })))
    throw notFound('Promotion');
  return stored(app, id);
}

/** Ends it now: the banner stops at its next look (its stored countdown still runs out). */
export async function endPromotion(app: AppServices, admin: ServiceAdmin, id: string) {
  assertServiceAdmin(admin);
  const p = await repo.findPromotion(app.db, id);
  if (!p) throw notFound('Promotion');
  const now = app.clock.now().toISOString();
  if (p.validUntil > now) {
    const validFrom = p.validFrom && p.validFrom > now ? now : p.validFrom;
    await repo.updatePromotion(app.db, { ...p, validFrom, validUntil: now });
  }
  return stored(app, id);
}

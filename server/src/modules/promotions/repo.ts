import type { Db } from '../../db/connect.js';
import type { PromotionsTable } from '../../db/schema.js';

export interface PromotionRow {
  id: string;
  type: string;
  title: string;
  redirectUrl: string | null;
  /** When it starts showing; null: from when it was made. */
  validFrom?: string | null;
  validUntil: string;
  discountPercents: number | null;
}

export type StoredPromotion = PromotionRow & { validFrom: string | null; createdAt: string };

const toPromotion = (r: PromotionsTable): StoredPromotion => ({
  id: r.id,
  type: r.type,
  title: r.title,
  redirectUrl: r.redirect_url,
  validFrom: r.valid_from,
  validUntil: r.valid_until,
  discountPercents: r.discount_percents === null ? null : Number(r.discount_percents),
  createdAt: r.created_at,
});

/** The latest promotion running at `now` (promotions are installation-wide). */
export async function findCurrentPromotion(db: Db, now: Date): Promise<PromotionRow | undefined> {
  const at = now.toISOString();
  const r = await db
    .selectFrom('promotions')
    .selectAll()
    .where('valid_until', '>', at)
    .where((eb) => eb.or([eb('valid_from', 'is', null), eb('valid_from', '<=', at)]))
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return r ? toPromotion(r) : undefined;
}

export async function insertPromotion(db: Db, p: PromotionRow & { createdAt: string }) {
  await db
    .insertInto('promotions')
    .values({
      id: p.id,
      type: p.type,
      title: p.title,
      redirect_url: p.redirectUrl,
      valid_from: p.validFrom ?? null,
      valid_until: p.validUntil,
      discount_percents: p.discountPercents,
      created_at: p.createdAt,
    })
    .execute();
}

/** Promotions newest first, at most `limit` (the service admins' list). */
export async function listPromotions(db: Db, limit: number): Promise<StoredPromotion[]> {
  const rows = await db
    .selectFrom('promotions')
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(toPromotion);
}

export async function findPromotion(db: Db, id: string): Promise<StoredPromotion | undefined> {
  const r = await db.selectFrom('promotions').selectAll().where('id', '=', id).executeTakeFirst();
  return r ? toPromotion(r) : undefined;
}

/** Replaces what a promotion says and when it runs; false when there is none with the id. */
export async function updatePromotion(db: Db, p: PromotionRow) {
  const result = await db
    .updateTable('promotions')
    .set({
      type: p.type,
      title: p.title,
      redirect_url: p.redirectUrl,
      valid_from: p.validFrom ?? null,
      valid_until: p.validUntil,
      discount_percents: p.discountPercents,
    })
    .where('id', '=', p.id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

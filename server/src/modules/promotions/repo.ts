import type { Db } from '../../db/connect.js';

export interface PromotionRow {
  id: string;
  type: string;
  title: string;
  redirectUrl: string | null;
  validUntil: string;
  discountPercents: number | null;
}

/** The latest promotion still valid at `now` (promotions are installation-wide). */
export async function findCurrentPromotion(db: Db, now: Date): Promise<PromotionRow | undefined> {
  const r = await db
    .selectFrom('promotions')
    .selectAll()
    .where('valid_until', '>', now.toISOString())
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return r
    ? {
        id: r.id,
        type: r.type,
        title: r.title,
        redirectUrl: r.redirect_url,
        validUntil: r.valid_until,
        discountPercents: r.discount_percents === null ? null : Number(r.discount_percents),
      }
    : undefined;
}

export async function insertPromotion(db: Db, p: PromotionRow & { createdAt: string }) {
  await db
    .insertInto('promotions')
    .values({
      id: p.id,
      type: p.type,
      title: p.title,
      redirect_url: p.redirectUrl,
      valid_until: p.validUntil,
      discount_percents: p.discountPercents,
      created_at: p.createdAt,
    })
    .execute();
}

import type { AppServices } from '../../app-services.js';
import type { MealInput } from './meal.js';

// The seam to point-of-sale systems (modules/pos-sources implements it): a location whose data
// source is SEPTIM or GS and has no board stored for a day asks its system for that day's menu.
// The answer is validated like any board's meals and shown, not stored, so the system stays the
// source of truth for its days.

/** A location fed by a point-of-sale system, with the id of the store in that system. */
export interface PosLocation {
  id: string;
  accountId: string;
  dataSource: 'SEPTIM' | 'GS';
  /** septimStoreId for SEPTIM, gsAffiliateId for GS. */
  storeId: string;
}

/** One day's menu as a point-of-sale system gives it. */
export interface PosMenuDay {
  name?: string | null;
  /** Defaults to cs. */
  language?: string;
  alternativeLanguages?: string[];
  /** New-style meals (meal.ts); fileId is normally absent and imageUrl is not taken. */
  meals: MealInput[];
}

export interface MenuSource {
  /**
   * The day's menu (menuDate YYYY-MM-DD), or null when the system has none that day. Fetch
   * through guardedFetch with `{ ...app.outboundFetch, clock: app.clock }`. A thrown error is
   * logged and the day shows no board; the player keeps what it showed last.
   */
  boardForDay(
    app: AppServices,
    location: PosLocation,
    menuDate: string,
  ): Promise<PosMenuDay | null>;
}

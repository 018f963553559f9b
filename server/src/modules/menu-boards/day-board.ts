import { PERMISSIONS } from '@marquee/sdk/model';
import type { AppServices } from '../../app-services.js';
import { notFound } from '../../errors.js';
import type { Scope } from '../../scope.js';
import { posStoreOf } from './location-service.js';
import { parseMeals } from './meal.js';
import type { PosLocation } from './menu-source.js';
import * as repo from './repo.js';
import { assertDay, readSpace } from './scope-rules.js';

// "Find menu boards for a day": what a screen shows today. A stored board wins; a
// point-of-sale location without one asks its system (menu-source.ts), when one is wired.

/** The board of a point-of-sale day: not stored, so its id says where it came from. */
const posBoardId = (location: PosLocation, menuDate: string) =>
  `${location.dataSource.toLowerCase()}:${location.id}:${menuDate}`;

async function fromPointOfSale(
  app: AppServices,
  location: PosLocation,
  menuDate: string,
  spaceId: string | null,
): Promise<repo.BoardRow | null> {
  if (!app.menuSource) return null;
  try {
    const day = await app.menuSource.boardForDay(app, location, menuDate);
    if (!day) return null;
    const at = app.clock.now().toISOString();
    return {
      id: posBoardId(location, menuDate),
      accountId: location.accountId,
      spaceId,
      menuBoardLocationId: location.id,
      menuDate,
      name: day.name ?? null,
      language: day.language ?? 'cs',
      alternativeLanguages: day.alternativeLanguages ?? [],
      origin: location.dataSource === 'SEPTIM' ? 'septim' : 'gs',
      type: 'daily',
      // Pictures come from the system as addresses, not from the media library.
      meals: parseMeals(day.meals).map((m) => ({ ...m, fileId: null })),
      createdAt: at,
      updatedAt: at,
    };
  } catch (error) {
    app.logger.warn(
      { err: error, locationId: location.id, menuDate },
      'menu board: point-of-sale day failed',
    );
    return null;
  }
}

export async function boardForDay(
  app: AppServices,
  scope: Scope,
  locationId: string,
  menuDate: string,
): Promise<repo.BoardRow | null> {
  const spaceId = readSpace(scope, PERMISSIONS.integrations.menuBoardRead);
  assertDay(menuDate);
  const location = await repo.findLocation(app.db, scope.accountId, spaceId, locationId);
  if (!location) throw notFound('Menu board location');
  const stored = await repo.findBoardForDay(app.db, scope.accountId, locationId, menuDate);
  if (stored) return stored;
  const pos = posStoreOf(location);
  return pos ? fromPointOfSale(app, pos, menuDate, location.spaceId) : null;
}

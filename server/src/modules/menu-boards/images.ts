import type { AppServices } from '../../app-services.js';
import { badUserInput, type FieldError } from '../../errors.js';
import { findFilesByIds, type FileRow } from '../files/repo.js';
import { mealFileIds, type Meal } from './meal.js';

// Meal pictures come from the media library of the board's space and must be images: the board
// draws them with <img>, so a video or a PDF would show nothing.

const NOT_IN_LIBRARY = 'This image is not in the media library of this space';
export const onlyImages = (mimetype: string) =>
  `Only images can be used for meals; this file is ${mimetype}`;

const isImage = (file: FileRow) => file.mimetype.startsWith('image/');

/** Live files by id in the space (null: the whole account). */
async function imageFiles(
  app: AppServices,
  accountId: string,
  spaceId: string | null,
  ids: readonly string[],
): Promise<Map<string, FileRow>> {
  const files = await findFilesByIds(app.db, accountId, spaceId, ids);
  return new Map(files.filter(isImage).map((f) => [f.id, f]));
}

/** BAD_USER_INPUT at meals.N.fileId for a meal whose file is missing or not an image. */
export async function assertMealImages(
  app: AppServices,
  accountId: string,
  spaceId: string | null,
  meals: readonly Meal[],
  prefix = 'meals',
): Promise<void> {
  const ids = mealFileIds(meals);
  if (ids.length === 0) return;
  const files = new Map(
    (await findFilesByIds(app.db, accountId, spaceId, ids)).map((f) => [f.id, f]),
  );
  const errors: FieldError[] = [];
  meals.forEach((meal, index) => {
    if (!meal.fileId) return;
    const file = files.get(meal.fileId);
    const path = prefix === 'body' ? 'body.fileId' : `${prefix}.${index}.fileId`;
    if (!file) errors.push({ path, message: NOT_IN_LIBRARY });
    else if (!isImage(file)) errors.push({ path, message: onlyImages(file.mimetype) });
  });
  const first = errors[0];
  if (first) throw badUserInput(`${first.path}: ${first.message}`, errors);
}

/** The meals with images that are no longer usable left without one (legacy conversion). */
export async function withUsableImages(
  app: AppServices,
  accountId: string,
  spaceId: string | null,
  meals: Meal[],
): Promise<Meal[]> {
  const usable = await imageFiles(app, accountId, spaceId, mealFileIds(meals));
  return meals.map((m) => (m.fileId && !usable.has(m.fileId) ? { ...m, fileId: null } : m));
}

/** The pictures of boards being answered, read where the caller reads boards. */
export function boardImages(
  app: AppServices,
  scope: { accountId: string; spaceId: string | null; actor: { kind: string } },
  boards: readonly { meals: readonly Meal[] }[],
): Promise<Map<string, FileRow>> {
  const spaceId = scope.actor.kind === 'device' ? null : scope.spaceId;
  return imageFiles(app, scope.accountId, spaceId, mealFileIds(boards.flatMap((b) => b.meals)));
}

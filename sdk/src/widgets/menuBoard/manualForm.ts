import { z } from 'zod';
import { lazySchema } from '../../model/lazySchema.js';

/** The manual menu form: the types the editor's form keeps, checked on every change. */
const extraFields = {
  title: z.string(),
  allergens: z.string(),
  price: z.string(),
  isSoldOut: z.boolean(),
};
export const menuBoardManualFormSchema = lazySchema(() =>
  z.object({
    title: z.string(),
    numberOfColumns: z.number().int(),
    categories: z.array(
      z.looseObject({
        title: z.string(),
        meals: z.array(
          z.looseObject({
            ...extraFields,
            description: z.string(),
            extras: z.array(z.looseObject(extraFields)),
          }),
        ),
      }),
    ),
  }),
);

/** The first problem of a manual form ("path: message"), or null when it is valid. */
export function menuBoardManualFormError(form: unknown): string | null {
  const parsed = menuBoardManualFormSchema.safeParse(form);
  if (parsed.success) return null;
  const issue = parsed.error.issues[0]!;
  return `${issue.path.join('.')}: ${issue.message}`;
}

import {
  codesText,
  lenientCodes,
  readTemplateMeal,
  textOrNull,
  type TemplateBody,
} from '../../widgets/shared/menuBoards/templates/mealTemplate';
import { newMeal, type DraftExtra, type DraftMeal } from './boardDraft';

// The board editor page's draft meals as meal templates, and back (the manual menu of a board
// item converts its own meals in mealTemplate.ts).

/** A board editor meal as a template body; the nutrition and translations it carries go too. */
export function templateBodyOfDraft(meal: DraftMeal): TemplateBody {
  const stored = meal.stored;
  const nutrition = stored
    ? {
        energy: stored.energy,
        carbs: stored.carbs,
        proteins: stored.proteins,
        fats: stored.fats,
        cholesterol: stored.cholesterol,
        isAvailable: stored.isAvailable,
      }
    : {};
  const alternatives = (
    text: { alternatives: { language: string; value: string }[] } | null | undefined,
  ) => (text?.alternatives ?? []).map(({ language, value }) => ({ language, value }));
  return {
    ...nutrition,
    name: { default: meal.name, alternatives: alternatives(stored?.name) },
    description: textOrNull(meal.description)
      ? { default: meal.description, alternatives: alternatives(stored?.description) }
      : null,
    price: textOrNull(meal.price),
    allergens: lenientCodes(meal.allergens),
    isSoldOut: meal.isSoldOut,
    fileId: meal.fileId,
    customData: { pictograms: lenientCodes(meal.pictograms) },
    extras: meal.extras.map((extra: DraftExtra) => ({
      title: extra.title,
      allergens: lenientCodes(extra.allergens),
      price: textOrNull(extra.price),
      isSoldOut: extra.isSoldOut,
    })),
  };
}

/** A template copied into a new board editor meal (the picture shows once the board is saved). */
export function draftMealOfTemplate(body: unknown): DraftMeal {
  const t = readTemplateMeal(body);
  return {
    ...newMeal(),
    name: t.title,
    description: t.description,
    price: t.price,
    allergens: codesText(t.allergens),
    isSoldOut: t.isSoldOut,
    fileId: t.fileId,
    imageUrl: null,
    extras: t.extras.map((extra) => ({
      title: extra.title,
      price: extra.price,
      allergens: codesText(extra.allergens),
      isSoldOut: extra.isSoldOut,
    })),
  };
}

import type { FocusEvent } from 'react';

/**
 * A focus handler for a field that a new part fills with its starting text ("New Meal", a
 * price of "0", "New Category"): while the field still holds exactly that text, focusing it
 * selects it whole, so what the operator types replaces it instead of joining it
 * ("New MealGoulash", "09.50"). Text the operator wrote is left as it is.
 */
export const selectStartingText = (starting: string) => (event: FocusEvent<HTMLInputElement>) => {
  if (event.currentTarget.value === starting) event.currentTarget.select();
};

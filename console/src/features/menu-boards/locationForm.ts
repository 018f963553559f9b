import { currencyLabel, currencyOfLocale, MENU_CURRENCIES } from '@marquee/sdk';
import type {
  CreateMenuBoardLocationInput,
  MenuBoardDataSource,
  MenuBoardLocationFieldsFragment,
  UpdateMenuBoardLocationInput,
} from '../../graphql/generated';

// The location dialog: the form's state and what it sends. The source and its id are
// chosen once, on creation; an edit sends the name and the currency.

export interface LocationForm {
  name: string;
  dataSource: MenuBoardDataSource;
  sourceId: string;
  /** ISO 4217 code its boards show prices in. */
  currency: string;
}

/** A new location's form: its currency the one of the browser's locale (CZK when it says none). */
export const emptyLocationForm = (locale = navigator.language): LocationForm => ({
  name: '',
  dataSource: 'NONE',
  sourceId: '',
  currency: currencyOfLocale(locale),
});

/** The form of a location being edited. */
export const locationFormOf = (location: MenuBoardLocationFieldsFragment): LocationForm => ({
  ...emptyLocationForm(),
  name: location.name,
  currency: location.currency,
});

/** The currencies to choose from, by name; a location's own code stays listed if it is another. */
export function currencyChoices(current: string): { value: string; label: string }[] {
  const codes: string[] = [...MENU_CURRENCIES];
  if (!codes.includes(current)) codes.push(current);
  return codes.map((code) => ({ value: code, label: currencyLabel(code) }));
}

export const DATA_SOURCES: readonly { value: MenuBoardDataSource; label: string }[] = [
  { value: 'NONE', label: 'None' },
  { value: 'SEPTIM', label: 'Septim' },
  { value: 'GS', label: 'GS' },
];

export const sourceLabel = (source: MenuBoardDataSource): string =>
  DATA_SOURCES.find((s) => s.value === source)?.label ?? source;

/** The id field of a source: its label, hint and the input field (and error path) it fills. */
export function sourceIdField(source: MenuBoardDataSource) {
  if (source === 'SEPTIM')
    return {
      label: 'Septim Store ID',
      hint: 'Syncs menu data from the POS system.',
      path: 'septimStoreId',
    } as const;
  if (source === 'GS')
    return {
      label: 'GS Affiliate ID',
      hint: 'Syncs menu data from the GS system.',
      path: 'gsAffiliateId',
    } as const;
  return null;
}

/** The location's id at its source (null for a location entered by hand). */
export const sourceIdOf = (location: MenuBoardLocationFieldsFragment): string | null =>
  location.dataSource === 'SEPTIM'
    ? location.septimStoreId
    : location.dataSource === 'GS'
      ? location.gsAffiliateId
      : null;

/** Changing the source clears the id typed for the previous one. */
export const withSource = (form: LocationForm, dataSource: MenuBoardDataSource): LocationForm => ({
  ...form,
  dataSource,
  sourceId: '',
});

export const canSaveLocation = (form: LocationForm, editing: boolean): boolean =>
  form.name.trim() !== '' && (editing || form.dataSource === 'NONE' || form.sourceId.trim() !== '');

export const updateInputOf = (form: LocationForm): UpdateMenuBoardLocationInput => ({
  name: form.name.trim(),
  currency: form.currency,
});

export function createInputOf(form: LocationForm): CreateMenuBoardLocationInput {
  const id = form.sourceId.trim();
  return {
    name: form.name.trim(),
    currency: form.currency,
    dataSource: form.dataSource,
    ...(form.dataSource === 'SEPTIM' ? { septimStoreId: id } : {}),
    ...(form.dataSource === 'GS' ? { gsAffiliateId: id } : {}),
  };
}

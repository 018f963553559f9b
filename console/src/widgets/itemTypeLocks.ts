import { FEATURES, type Feature } from '../shared/session/features';

// Tariff gating of scene item types: the items that show a store's, a POS system's or a
// camera's data draw on the data-integrations feature, so an account whose plan lacks it is
// not offered them (existing items keep playing). Every other type needs no feature.

const DATA = FEATURES.dataIntegrations;

/** The feature each gated item type needs. */
export const ITEM_TYPE_FEATURES: Readonly<Record<string, Feature>> = {
  menu_board: DATA,
  meal_showcase: DATA,
  gs_menu_board: DATA,
  septim_store_menu_board: DATA,
  la_fresca_septim_menu_board: DATA,
  gs_cashier: DATA,
  data_table: DATA,
  ai_camera: DATA,
};

/** The feature a type needs and the account lacks; undefined when the type is not locked. */
export const lockingFeature = (
  type: string,
  features: ReadonlySet<string>,
): Feature | undefined => {
  const feature = ITEM_TYPE_FEATURES[type];
  return feature && !features.has(feature) ? feature : undefined;
};

/** The types among `types` the account's plan allows, in their order. */
export const unlockedItemTypes = (types: readonly string[], features: ReadonlySet<string>) =>
  types.filter((type) => lockingFeature(type, features) === undefined);

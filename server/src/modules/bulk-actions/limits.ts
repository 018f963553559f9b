// The bounds of bulk actions; graphql/input-limits.ts refuses larger lists first.

/** Screens one call may name by id (as publishToScreens). */
export const MAX_BULK_IDS = 1_000;
/** Screens a filter may reach in one action; a larger fleet is split by group or tag. */
export const MAX_BULK_MATCHES = 10_000;
/** Screens the job handles between two progress saves. */
export const BULK_BATCH = 100;
/** Failed screens an action lists by name; the count covers the rest. */
export const MAX_LISTED_FAILURES = 100;
/** Screens read per statement while an action's targets are fixed, one page per turn. */
export const TARGETS_PAGE = 1_000;

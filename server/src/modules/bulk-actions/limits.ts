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
/**
 * Actions one account may have running at once. An operator starts one from the console and
 * follows it to the end; a script working through its groups has a few going at most. Each
 * running action is a job queueing up to 10,000 commands beside every other: 200 started at once
 * were all accepted, left every screen 202 commands to run and held /health for 2.2 s.
 */
export const MAX_RUNNING_BULK_ACTIONS = 5;

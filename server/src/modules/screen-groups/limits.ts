// The bounds of screen groups and tags; graphql/input-limits.ts refuses larger lists first.

/** Groups one account may have. */
export const MAX_GROUPS = 500;
/** Tags one screen may carry, and the length of each. */
export const MAX_TAGS = 20;
export const MAX_TAG_LENGTH = 40;
/** Screens and groups one call may name (a larger fleet is a group). */
export const MAX_TARGET_SCREENS = 1_000;
export const MAX_TARGET_GROUPS = 100;
/** Offline screens a publish answer lists by name; the count covers the rest. */
export const MAX_LISTED_OFFLINE = 100;

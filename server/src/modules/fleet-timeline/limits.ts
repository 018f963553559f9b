/** The longest window a timeline plans: seven days, in hours. */
export const MAX_HOURS = 168;
/** Screens per page of a group's timeline; the next page starts at the answer's cursor. */
export const MAX_SCREENS_PER_PAGE = 200;
export const DEFAULT_SCREENS_PER_PAGE = 50;
/**
 * Segments per screen: a schedule that changes every hour for seven days makes 168. Past this
 * the list stops, and the answer says so.
 */
export const MAX_SEGMENTS = 500;
/** How far from now a timeline may start: a year either way. */
export const MAX_FROM_DISTANCE_DAYS = 366;

/** Shown instead of a page the user's role may not see. */
export const NO_ACCESS = "You don't have permission to see this page.";

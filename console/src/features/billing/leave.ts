/** Leaves the console for the payment provider's page (a module of its own, so tests can mock it). */
export const leaveFor = (url: string): void => window.location.assign(url);

// Areas of the console that later issues build. Until then each route shows the honest
// "not available yet" page, and no menu entry leads there (menu.ts asks isPlannedArea). An
// issue that builds one replaces its entry with a real route; its menu entry then shows.

interface PlannedArea {
  /** Route path below the shell, with a splat so sub-routes land on the same page. */
  path: string;
  name: string;
}

// Every area of the console is built now; the list stays for the next one that is planned.
export const PLANNED_AREAS: readonly PlannedArea[] = [];

/** Whether a console address (e.g. "/billing/subscribe") lands on a "not available yet" page. */
export const isPlannedArea = (pathname: string): boolean =>
  PLANNED_AREAS.some(({ path }) => {
    const base = `/${path.replace(/\/\*$/, '')}`;
    return pathname === base || pathname.startsWith(`${base}/`);
  });

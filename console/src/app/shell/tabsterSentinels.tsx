import { useFocusFinders } from '@fluentui/react-components';
import { useLayoutEffect } from 'react';

// Fluent's focus manager (tabster) runs "uncontrolled": it lets the browser move focus on Tab and
// catches it with sentinels, <i tabindex=0 aria-hidden> elements that pass focus on the moment
// they get it. Once any Dialog or Drawer is mounted (even closed), tabster's modal support puts
// two such sentinels at the edges of <body> for the rest of the session. Whenever focus is not in
// the page (a fresh load, the address bar) they are in the Tab order while hidden from screen
// readers, which axe reports as aria-hidden-focus, a serious finding. Upstream calls this by
// design (https://github.com/microsoft/tabster/issues/288, open; Fluent lists it as a known
// issue). Those two exist only to pull focus coming from outside the page into an open dialog,
// and tabster's modal support does that anyway: focus landing outside the open dialog is moved
// back into it. So the console never lets them be added. The sentinels around arrow-key groups
// and inside an open dialog stay: they are what makes Tab work there.

interface TabsterCore {
  root?: { addDummyInputs?: () => void };
}

/** Stops tabster adding its page-edge sentinels (a no-op if tabster's shape ever changes). */
export function withoutPageEdgeSentinels(win: Window): void {
  const core = (win as Window & { __tabsterInstance?: TabsterCore }).__tabsterInstance;
  if (typeof core?.root?.addDummyInputs === 'function') core.root.addDummyInputs = () => {};
}

/**
 * Rendered by the shell before the page: React runs its layout effects before those of the page
 * after it, so any dialog the page mounts finds the sentinels already off. Asking for Fluent's
 * focus finders makes tabster exist (in a layout effect that runs before this one's own).
 */
export function NoPageEdgeSentinels(): null {
  useFocusFinders();
  useLayoutEffect(() => withoutPageEdgeSentinels(window), []);
  return null;
}

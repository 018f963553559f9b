import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { ErrorScreen } from './ErrorScreen';

// A route's component whose code loads on demand (React.lazy), and which can be asked to start
// loading before React gets to render it: AppRoutes starts every matched route's code at once,
// so the session guard, the shell and the page arrive in parallel instead of one after another.

type LazyPage = LazyExoticComponent<ComponentType> & { preload: () => Promise<unknown> };

export const PAGE_LOAD_FAILED =
  'This page could not be loaded. Check the connection and try again.';

/**
 * A page whose code did not arrive (the connection dropped, or a new release replaced the files
 * under an open tab). React keeps a failed lazy import failed, so only a reload can fetch it again.
 */
function PageLoadFailed() {
  return <ErrorScreen message={PAGE_LOAD_FAILED} onTryAgain={() => window.location.reload()} />;
}

/** `load` resolves to the component to show; it runs once, on preload or on first render. */
export function lazyPage(load: () => Promise<ComponentType>): LazyPage {
  let loading: Promise<{ default: ComponentType }> | undefined;
  const start = () =>
    (loading ??= load().then<{ default: ComponentType }, { default: ComponentType }>(
      (component) => ({ default: component }),
      (error: unknown) => {
        console.error('A page could not be loaded', error);
        return { default: PageLoadFailed };
      },
    ));
  return Object.assign(lazy(start), { preload: start });
}

const isLazyPage = (value: unknown): value is LazyPage =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Partial<LazyPage>).preload === 'function';

/** Starts loading a route's component if it is a lazy page; a failure shows when it renders. */
export function preloadRouteComponent(component: unknown): void {
  if (isLazyPage(component)) void component.preload();
}

import { act } from '@testing-library/react';
import { useEffect, type ReactElement, type ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigate, type NavigateFunction } from 'react-router';

/** What a test may do with the router it rendered: go somewhere, and see where it is. */
interface TestRouter {
  navigate: (path: string) => Promise<void>;
  pathname: () => string;
}

interface Handles {
  navigate?: NavigateFunction;
  pathname: string;
}

function RouterProbe({ onRender }: { onRender: (handles: Required<Handles>) => void }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useEffect(() => onRender({ navigate, pathname }), [onRender, navigate, pathname]);
  return null;
}

/** `content` in an in-memory router that starts at `path`, as the console's BrowserRouter. */
export function inMemoryRouter(
  path: string,
  content: ReactNode,
): { ui: ReactElement; router: TestRouter } {
  let handles: Handles = { pathname: path };
  const onRender = (now: Required<Handles>) => {
    handles = now;
  };
  const router: TestRouter = {
    navigate: (to) =>
      act(async () => {
        if (!handles.navigate) throw new Error('the router is not rendered yet');
        await handles.navigate(to);
      }),
    pathname: () => handles.pathname,
  };
  const ui = (
    <MemoryRouter initialEntries={[path]}>
      <RouterProbe onRender={onRender} />
      {content}
    </MemoryRouter>
  );
  return { ui, router };
}

import { Outlet } from 'react-router';
import { DocumentTitle } from './DocumentTitle';

/** Pathless layout route around the pages that need no sign-in: they name the tab too. */
export function PublicPagesLayout() {
  return (
    <>
      <DocumentTitle />
      <Outlet />
    </>
  );
}

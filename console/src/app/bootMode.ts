// Which console a page load starts: the sign-in page alone, or the whole app. Most first visits
// land on /login, and that page needs a third of what the app does (bench/console-weight).

const SIGN_IN_PATH = '/login';

export const startsAtSignIn = (pathname: string): boolean =>
  pathname === SIGN_IN_PATH || pathname === `${SIGN_IN_PATH}/`;

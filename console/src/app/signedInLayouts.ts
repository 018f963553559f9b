// The session guard and the shell wrap every signed-in page and always load together: one module
// (one chunk) for both, so the libraries they share are not split by which of the two uses them.
export { AuthGuard } from './session/AuthGuard';
export { AppShell } from './shell/AppShell';

// Moved to shared/session/session.ts; this re-export serves the menu-board family until it imports it there.
export * from '../../shared/session/session';

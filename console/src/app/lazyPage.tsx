// Moved to kit/lazyPage.tsx; this re-export serves the menu-board family until it imports the kit.
export * from '../kit/lazyPage';

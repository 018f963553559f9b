// Moved to kit/errorMessage.ts; this re-export serves the menu-board family until it imports the kit.
export * from '../kit/errorMessage';

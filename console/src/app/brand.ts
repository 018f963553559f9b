// Moved to shared/brand.ts; this re-export serves the menu-board family until it imports it there.
export * from '../shared/brand';

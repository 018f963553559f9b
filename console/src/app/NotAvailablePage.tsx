// Moved to kit/NotAvailablePage.tsx; this re-export serves the menu-board family until it imports the kit.
export * from '../kit/NotAvailablePage';

// Moved to console/src/test; this re-export serves the menu-board family's tests until they import it there.
export * from '../../test/fakeApi';

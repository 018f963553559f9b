// Test helpers shared by the sdk's tests and the targets' tests (import '@marquee/sdk/testing').
export * from './servingFetch.js';
export * from './virtualClock.js';
export * from './fakeFrames.js';
export * from './memoryStorage.js';
export * from './playableFixtures.js';
export * from './playerOnHostContract.js';

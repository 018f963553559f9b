export * from './hostApi.js';
export * from './hostError.js';
export * from './fakeHost.js';

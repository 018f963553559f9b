export * from './contractEnv.js';
export * from './describeHostApiContract.js';
export * from './expectHostError.js';

// What a packaged shell's loader needs from the sdk, and nothing else (no React, no zod, no
// player): `@marquee/sdk/shell`. The TV loaders are built against this entry alone, which keeps
// them small enough to be the fallback that always loads.
export * from './hostApi.js';
export * from './hostError.js';
export * from './loaderWatchdog.js';
export * from './localFiles.js';
export * from './localState.js';
export * from './playerUpdate.js';
export * from './sha256.js';
export * from './shellLoader.js';
export * from './storageLocalState.js';

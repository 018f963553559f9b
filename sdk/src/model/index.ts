export * from './constants.js';
export * from './scene.js';
export * from './playlist.js';
export * from './permissions.js';
export * from './parse.js';

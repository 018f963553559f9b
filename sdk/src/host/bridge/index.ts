export * from './protocol.js';
export * from './exposeHost.js';
export * from './createBridgedHost.js';

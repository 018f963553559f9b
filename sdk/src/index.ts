export * from './model/index.js';
export * from './engine/index.js';
export * from './host/index.js';
export * from './player/index.js';
export * from './render/index.js';
export * from './widgets/image/index.js';
export * from './widgets/video/index.js';
export * from './widgets/presentation/index.js';
export * from './widgets/text/index.js';
export * from './widgets/index.js';
// Not in host/index.ts: the boot helper renders the player, and the player imports host/.
export * from './host/bootPlayer.js';

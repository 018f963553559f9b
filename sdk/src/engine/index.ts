export * from './sceneDuration.js';
export * from './timeline.js';
export * from './playlistTimeline.js';

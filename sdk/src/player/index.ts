export * from './graphqlClient.js';
export * from './content.js';
export * from './credentials.js';
export * from './playerMachine.js';
export * from './playerActors.js';
export * from './preloadImages.js';
export * from './stage.js';

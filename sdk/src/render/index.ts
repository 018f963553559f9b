export * from './widgetDefinition.js';
export * from './playableContentContext.js';
export * from './SceneView.js';
export * from './ZoneStage.js';
export * from './zoneBox.js';
export * from './StagePlayer.js';
export * from './PairingScreen.js';
export * from './PlayerApp.js';

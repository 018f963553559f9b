// The headless scene editor: documents, actions, machines and shortcuts, with no DOM. The UI
// imports from here only.
export * from './itemTypes';
export * from './geometry';
export * from './document';
export * from './sceneLength';
export * from './actions';
export * from './history';
export * from './capturePolicy';
export * from './selection';
export * from './playback';
export * from './editorEvents';
export * from './applyEdit';
export * from './editorMachine';
export * from './snapping';
export * from './transform';
export * from './pointerSessions';
export * from './pointerTool';
export * from './clipboard';
export * from './shortcuts';
export * from './createSceneEditor';

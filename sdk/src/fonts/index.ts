export * from './fontFaces.js';
export * from './ContentFonts.js';

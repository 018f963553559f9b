import { mountTvFrame, type TvFrame } from './tvFrame.js';

declare global {
  interface Window {
    /** The frame's host and watchdog, for a debugger on the device (and the end-to-end tests). */
    marqueeTvFrame?: TvFrame;
  }
}

// The TV frame host page (/player/frame.html); see tvFrame.ts.
window.marqueeTvFrame = mountTvFrame(document, location.search);

import { createContext } from 'react';
import type { Capability } from '../host/capabilities.js';
import type { VideoPreparation } from '../host/hostApi.js';

/** What the video widget needs from the host: the platform's own player where it has one. */
export interface VideoHost {
  supports(capability: Capability): boolean;
  readonly video: VideoPreparation;
  /** Where failed platform video calls are reported; default console. */
  readonly logger?: { warn(message: string, details?: Record<string, unknown>): void };
}

/**
 * The host whose video preparation the widget may use (Tizen avplay and the like). Without a
 * provider, or on a host that does not support 'video-preparation' (the web), the widget plays
 * an HTML video element.
 */
export const VideoHostContext = createContext<VideoHost | null>(null);

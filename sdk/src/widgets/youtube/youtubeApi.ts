import { YOUTUBE_API_URL } from './model.js';

/**
 * The part of YouTube's IFrame Player API the widget uses, by the API's own names, so a test can
 * stand in a fake `YT` global. https://developers.google.com/youtube/iframe_api_reference
 */
export interface YouTubePlayer {
  playVideo(): void;
  pauseVideo(): void;
  mute(): void;
  seekTo(seconds: number, allowSeekAhead: boolean): void;
  getCurrentTime(): number;
  /** Seconds; 0 until the video's metadata is known. */
  getDuration(): number;
  destroy(): void;
}

interface YouTubePlayerEvent {
  target: YouTubePlayer;
  data?: number;
}

export interface YouTubePlayerOptions {
  videoId: string;
  width: string;
  height: string;
  playerVars: Record<string, string | number>;
  events: {
    onReady: (event: YouTubePlayerEvent) => void;
    onStateChange: (event: YouTubePlayerEvent) => void;
    onError: (event: YouTubePlayerEvent) => void;
  };
}

/** The `YT` namespace the provider's script defines. */
interface YouTubeApi {
  /** Replaces `element` with the player's iframe. */
  Player: new (element: HTMLElement, options: YouTubePlayerOptions) => YouTubePlayer;
}

interface YouTubeGlobals {
  YT?: Partial<YouTubeApi>;
  /** Called by the provider's script once `YT.Player` exists. */
  onYouTubeIframeAPIReady?: () => void;
}

const globals = () => window as unknown as YouTubeGlobals;

const loadedApi = (): YouTubeApi | null => {
  const api = globals().YT;
  return typeof api?.Player === 'function' ? (api as YouTubeApi) : null;
};

let loading: Promise<YouTubeApi> | null = null;

/**
 * The IFrame Player API, its script added to the page once for every player. Without the
 * provider (offline, blocked) the promise never settles and callers keep their placeholder.
 */
export function loadYouTubeApi(): Promise<YouTubeApi> {
  const ready = loadedApi();
  if (ready) return Promise.resolve(ready);
  if (loading) return loading;
  loading = new Promise((resolve) => {
    const page = globals();
    // Another part of the page may be waiting on the same script: call it too.
    const before = page.onYouTubeIframeAPIReady;
    page.onYouTubeIframeAPIReady = () => {
      before?.();
      const api = loadedApi();
      if (api) resolve(api);
    };
    const script = document.createElement('script');
    script.src = YOUTUBE_API_URL;
    script.async = true;
    // A failed load (offline at boot) may be retried by the next player.
    script.onerror = () => {
      script.remove();
      loading = null;
    };
    document.head.appendChild(script);
  });
  return loading;
}

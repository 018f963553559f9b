import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { useReadyWithin } from '../iframe/readyWithin.js';
import { videoStartSeconds } from '../video/model.js';
import {
  YOUTUBE_DRIFT_CHECK_MS,
  YOUTUBE_DRIFT_THRESHOLD_S,
  YOUTUBE_READY_TIMEOUT_MS,
  YOUTUBE_START_TOLERANCE_S,
} from './model.js';
import { loadYouTubeApi, type YouTubePlayer } from './youtubeApi.js';

interface YouTubeVideoProps {
  videoId: string;
  /** The item's start in the scene, seconds: scene time minus it is the video's time. */
  itemStartS: number;
  sceneOffsetMs?: number;
  active?: boolean;
  onReady: () => void;
  onDuration?: (seconds: number) => void;
}

const FILL: CSSProperties = {
  position: 'absolute',
  left: 0,
  top: 0,
  width: '100%',
  height: '100%',
};

/**
 * A YouTube video through the provider's IFrame Player API: muted (screens autoplay only muted
 * video), without controls, playing while its layer is shown and paused while it is preloaded.
 * Its time is the item's scene time (where the scene was when the layer was shown, plus the time
 * shown since), and a player more than 4 s away from it (buffering, a stall) is sought back.
 * Until the player is ready, and for good without the provider's script (offline), a dark
 * placeholder with a play sign stands in; the playlist waits for the player at most 10 s.
 */
export function YouTubeVideo({
  videoId,
  itemStartS,
  sceneOffsetMs,
  active = true,
  onReady,
  onDuration,
}: YouTubeVideoProps) {
  const mount = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState<{ videoId: string; player: YouTubePlayer } | null>(null);
  const player = ready?.videoId === videoId ? ready.player : null;
  const reportReady = useReadyWithin(onReady, YOUTUBE_READY_TIMEOUT_MS, videoId);
  const reportDuration = useRef(onDuration);
  useEffect(() => {
    reportDuration.current = onDuration;
  }, [onDuration]);

  useEffect(() => {
    const container = mount.current;
    if (!container) return;
    let gone = false;
    let created: YouTubePlayer | null = null;
    let durationKnown = false;
    // The length is known once the video's metadata is: at ready, or once it starts playing.
    const learnDuration = (target: YouTubePlayer) => {
      const seconds = target.getDuration();
      if (durationKnown || !(seconds > 0)) return;
      durationKnown = true;
      reportDuration.current?.(seconds);
    };
    void loadYouTubeApi().then((api) => {
      if (gone) return;
      // The API replaces the element it is given with its iframe: one React does not own.
      const slot = document.createElement('div');
      container.appendChild(slot);
      created = new api.Player(slot, {
        videoId,
        width: '100%',
        height: '100%',
        playerVars: {
          mute: 1,
          controls: 0,
          disablekb: 1,
          fs: 0,
          iv_load_policy: 3,
          playsinline: 1,
          rel: 0,
        },
        events: {
          onReady: ({ target }) => {
            target.mute();
            learnDuration(target);
            if (!gone) setReady({ videoId, player: target });
            reportReady();
          },
          onStateChange: ({ target }) => learnDuration(target),
          // A video that cannot play here (removed, embedding refused) does not hold the playlist.
          onError: () => reportReady(),
        },
      });
    });
    return () => {
      gone = true;
      created?.destroy();
      // Not replaceChildren(): TV engines before Chromium 86 lack it.
      while (container.firstChild) container.removeChild(container.firstChild);
    };
  }, [videoId, reportReady]);

  // Where the video should be: the scene's position when the layer was shown, plus time since.
  const startS = videoStartSeconds(sceneOffsetMs, itemStartS, null);
  const shownFrom = useRef<{ atMs: number; fromS: number } | null>(null);
  useEffect(() => {
    shownFrom.current = active ? { atMs: Date.now(), fromS: startS } : null;
    // The position is taken when the layer is shown; after that, elapsed time moves it on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active]);

  useEffect(() => {
    if (!player) return;
    const since = shownFrom.current;
    if (!since) {
      player.pauseVideo();
      return;
    }
    const keepToSceneTime = (toleranceS: number) => {
      const wanted = since.fromS + (Date.now() - since.atMs) / 1000;
      const duration = player.getDuration();
      // Past its end the video rests on its last frame: nothing to catch up with.
      if (duration > 0 && wanted >= duration) return;
      if (Math.abs(player.getCurrentTime() - wanted) > toleranceS) player.seekTo(wanted, true);
    };
    keepToSceneTime(YOUTUBE_START_TOLERANCE_S);
    player.playVideo();
    const timer = setInterval(
      () => keepToSceneTime(YOUTUBE_DRIFT_THRESHOLD_S),
      YOUTUBE_DRIFT_CHECK_MS,
    );
    return () => clearInterval(timer);
  }, [player, active]);

  return (
    <div style={{ position: 'relative', width: '100%', height: '100%', overflow: 'hidden' }}>
      <div ref={mount} style={FILL} />
      {!player && <VideoPlaceholder videoId={videoId} />}
    </div>
  );
}

/**
 * A neutral stand-in while the player loads, or when the provider cannot be reached: a quiet
 * play sign on a dark box, drawn as SVG so it keeps its size relative to the box on every
 * screen. It names nothing: a video's id means nothing to the people in front of a screen.
 */
function VideoPlaceholder({ videoId }: { videoId: string }) {
  return (
    <svg
      data-testid="youtube-placeholder"
      data-video-id={videoId}
      aria-hidden
      viewBox="0 0 480 270"
      preserveAspectRatio="xMidYMid meet"
      style={{ ...FILL, backgroundColor: '#111' }}
    >
      <rect
        x="200"
        y="107"
        width="80"
        height="56"
        rx="14"
        fill="none"
        stroke="#777"
        strokeWidth="4"
      />
      <path d="M231 121 L255 135 L231 149 Z" fill="#777" />
    </svg>
  );
}

import { useCallback, useContext, useEffect, useRef, useState, type RefObject } from 'react';
import type { WidgetRenderProps } from '../../render/widgetDefinition.js';
import { boxOnScreen, ZoneBoxContext } from '../../render/zoneBox.js';
import { mediaElementStyle, retryUrl } from '../image/model.js';
import { VideoHostContext, type VideoHost } from '../../render/videoHostContext.js';
import { StageRotationContext } from '../../render/RotatedStage.js';
import { HostError } from '../../host/hostError.js';
import {
  SEEK_TOLERANCE_S,
  VIDEO_HEARTBEAT_MS,
  VIDEO_MISSED_HEARTBEATS,
  VIDEO_RELOAD_COOLDOWN_MS,
  heartbeatMisses,
  isPrimed,
  mediaErrorType,
  readVideoBody,
  videoStartSeconds,
} from './model.js';

/**
 * A video filling its scene item box, with its sound unless its file's play settings mute it.
 * A screen that refuses to start a video with sound (a browser's autoplay rule) plays it muted
 * rather than not at all. While its layer is preloaded hidden it stays paused on its start
 * frame and reports ready only once that frame is decoded; when the layer is shown it starts
 * playing. The stage swaps layers on that
 * readiness, so the next video's first frame replaces the previous one's last without a black
 * frame in between. The start frame is the first one, or, when playback lands mid-scene (a
 * boot, new content), the one at the scene's position, so the video keeps to playlist time.
 */
export function VideoWidget(props: WidgetRenderProps) {
  const host = useContext(VideoHostContext);
  const file = props.sceneItem.item.fileId
    ? props.files.get(props.sceneItem.item.fileId)
    : undefined;
  // An editor paused at the scene's start shows the video's still instead of loading the video.
  const still = file?.thumbnailUrl;
  const startS = videoStartSeconds(props.sceneOffsetMs, props.sceneItem.start, file?.duration);
  if (props.preview && !props.active && startS === 0 && still) {
    return <PreviewStill {...props} url={still} name={file.name} />;
  }
  if (host?.supports('video-preparation')) return <PreparedVideo {...props} host={host} />;
  return <HtmlVideo {...props} />;
}

function PreviewStill({
  sceneItem,
  mediaFit,
  onReady,
  url,
  name,
}: WidgetRenderProps & { url: string; name: string }) {
  const body = readVideoBody(sceneItem.item.body);
  return (
    <img
      data-testid="video-preview-still"
      src={url}
      alt={name}
      draggable={false}
      onLoad={onReady}
      onError={onReady}
      style={mediaElementStyle(mediaFit ?? body.imageSizing, body.backgroundColor)}
    />
  );
}

/** HTMLMediaElement.HAVE_METADATA: the duration is known, so the element can seek. */
const HAVE_METADATA = 1;

function useReportOnce(onReady: () => void): () => void {
  const reported = useRef(false);
  return () => {
    if (reported.current) return;
    reported.current = true;
    onReady();
  };
}

/** Reloads with a cache breaker after a failure, at most once per cooldown, so a screen heals. */
function useReloadAfterFailure(): { attempt: number; failed: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [failedAt, setFailedAt] = useState<number | null>(null);
  useEffect(() => {
    if (failedAt === null) return;
    const timer = setTimeout(() => {
      setFailedAt(null);
      setAttempt((n) => n + 1);
    }, VIDEO_RELOAD_COOLDOWN_MS);
    return () => clearTimeout(timer);
  }, [failedAt]);
  const failed = useCallback(() => setFailedAt((at) => at ?? Date.now()), []);
  return { attempt, failed };
}

/** A shown video whose time stands still for 3 heartbeats has stalled: `onStall` is told. */
function useStallWatch(
  element: RefObject<HTMLVideoElement | null>,
  active: boolean,
  attempt: number,
  onStall: (misses: number) => void,
) {
  const stalled = useRef(onStall);
  useEffect(() => {
    stalled.current = onStall;
  });
  useEffect(() => {
    if (!active) return;
    let beat = { time: Number.NaN, misses: 0 };
    const timer = setInterval(() => {
      const video = element.current;
      if (!video) return;
      beat = heartbeatMisses(beat, video);
      if (beat.misses < VIDEO_MISSED_HEARTBEATS) return;
      const misses = beat.misses;
      beat = { time: Number.NaN, misses: 0 };
      stalled.current(misses);
    }, VIDEO_HEARTBEAT_MS);
    return () => clearInterval(timer);
  }, [element, active, attempt]);
}

function HtmlVideo({
  sceneItem,
  files,
  mediaFit,
  onReady,
  active = true,
  sceneOffsetMs,
}: WidgetRenderProps) {
  const file = sceneItem.item.fileId ? files.get(sceneItem.item.fileId) : undefined;
  const body = readVideoBody(sceneItem.item.body);
  const element = useRef<HTMLVideoElement | null>(null);
  const { attempt, failed } = useReloadAfterFailure();
  const ready = useReportOnce(onReady);
  const wasActive = useRef(false);
  const startS = videoStartSeconds(sceneOffsetMs, sceneItem.start, file?.duration);
  const logger = useContext(VideoHostContext)?.logger ?? console;

  // Until it plays, the element waits on its start frame; once playing, its time is its own.
  const seekToStart = () => {
    const video = element.current;
    if (!video || wasActive.current || video.readyState < HAVE_METADATA) return;
    if (Math.abs(video.currentTime - startS) > SEEK_TOLERANCE_S) video.currentTime = startS;
  };
  useEffect(seekToStart);

  // A missing file never loads: do not hold the playlist on it.
  useEffect(() => {
    if (!file) onReady();
  }, [file, onReady]);

  // Shown: play. Hidden again (a layer kept for a repeat): pause and rewind, primed for next time.
  useEffect(() => {
    const video = element.current;
    if (!video) return;
    if (active) {
      wasActive.current = true;
      const refused = (error: unknown) => {
        // Sound is what an autoplay rule refuses: the picture plays on without it.
        if (!video.muted && isAutoplayRefusal(error)) {
          logger.warn('Video with sound was refused: playing it muted', { url: file?.url });
          video.muted = true;
          video.play()?.catch(refused);
          return;
        }
        // A rejected play (a source gone) is retried through the error path.
        logger.warn('Video play was refused: reloading', { url: file?.url, error });
        failed();
      };
      video.play()?.catch(refused);
    } else {
      video.pause();
      if (wasActive.current) {
        wasActive.current = false;
        video.currentTime = startS;
      }
    }
    // The start position matters only when the layer is shown or hidden again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active, attempt]);

  useStallWatch(element, active, attempt, (misses) => {
    logger.warn('Video stalled: reloading', { url: file?.url, heartbeats: misses });
    failed();
  });

  if (!file) return null;

  const checkPrimed = () => {
    seekToStart();
    const video = element.current;
    if (video && isPrimed(video, startS)) ready();
  };
  const onError = () => {
    logger.warn(`Video error (${mediaErrorType(element.current?.error)}): reloading`, {
      url: file.url,
    });
    // Move on rather than freeze the screen on the previous item.
    ready();
    failed();
  };

  return (
    <video
      ref={element}
      data-testid="video-widget"
      src={retryUrl(file.url, attempt)}
      // Silent unless the file's play settings give it sound: every video played muted before the
      // setting existed, and an older server does not send it.
      muted={file.muted !== false}
      playsInline
      preload="auto"
      disablePictureInPicture
      onLoadedMetadata={seekToStart}
      onLoadedData={checkPrimed}
      onCanPlay={checkPrimed}
      onSeeked={checkPrimed}
      onError={onError}
      style={mediaElementStyle(mediaFit ?? body.imageSizing, body.backgroundColor)}
    />
  );
}

/** The error a browser's play() rejects with when its autoplay rule forbids sound. */
const isAutoplayRefusal = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  'name' in error &&
  error.name === 'NotAllowedError';

/**
 * The platform's own player (where the HTML video element is not seamless): prepared while the
 * layer is preloaded, played when shown, stopped when hidden after it played (a layer kept for
 * a repeat), released when the layer goes away. The platform draws it under the web page, on
 * the screen rather than in the page, so it is placed by the zone's box plus the item's box and
 * the item's box stays transparent. A failed call is logged; a video the platform cannot
 * prepare plays in the page's video element instead.
 */
function PreparedVideo(props: WidgetRenderProps & { host: VideoHost }) {
  const { sceneItem, files, onReady, active = true, host } = props;
  const file = sceneItem.item.fileId ? files.get(sceneItem.item.fileId) : undefined;
  const [handle, setHandle] = useState<string | null>(null);
  const [unprepared, setUnprepared] = useState(false);
  const ready = useReportOnce(onReady);
  const { x, y, w, h } = boxOnScreen(useContext(ZoneBoxContext), sceneItem);
  const url = file?.url;
  // Silent unless the file's play settings give it sound, as in the page's video element.
  const muted = file?.muted !== false;
  const rotation = useContext(StageRotationContext);
  const played = useRef(false);
  const logger = host.logger ?? console;
  const report = (what: string) => (error: unknown) =>
    logger.warn(`Platform video ${what} failed`, { url, error });

  useEffect(() => {
    if (!url) {
      ready();
      return;
    }
    let prepared: string | null = null;
    let gone = false;
    host.video.prepare(url, { x, y, w, h }, { muted, rotation }).then(
      (id) => {
        prepared = id;
        if (gone) void host.video.release(id).catch(report('release'));
        else setHandle(id);
        ready();
      },
      (error: unknown) => {
        // The platform player would not take it (all its players busy, a format it refuses,
        // sound off or a turned stage it cannot show): the page's own video element plays it
        // instead, and reports ready when it can. Only a failure is worth a warning.
        if (!(error instanceof HostError && error.code === 'METHOD_NOT_AVAILABLE'))
          report('prepare')(error);
        if (!gone) setUnprepared(true);
      },
    );
    return () => {
      gone = true;
      played.current = false;
      setHandle(null);
      setUnprepared(false);
      if (prepared) void host.video.release(prepared).catch(report('release'));
    };
    // `ready` is stable in effect (it reports once); re-preparing follows the file, box, sound
    // and stage rotation.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [host, url, x, y, w, h, muted, rotation]);

  useEffect(() => {
    if (!handle) return;
    if (active) {
      played.current = true;
      host.video.play(handle).catch(report('play'));
    } else if (played.current) {
      // Only a video that played is stopped: a prepared one is already waiting at its start.
      played.current = false;
      host.video.stop(handle).catch(report('stop'));
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [host, handle, active]);

  if (unprepared) return <HtmlVideo {...props} />;
  return <div data-testid="prepared-video" style={{ width: '100%', height: '100%' }} />;
}

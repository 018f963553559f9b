import type { WidgetRenderProps } from '../../render/widgetDefinition.js';
import { youTubeIdFromUrl } from '../youtube/model.js';
import { YouTubeVideo } from '../youtube/YouTubeVideo.js';
import { completeUrl, previewWidthOf, readIframeBody } from './model.js';
import { NothingToShow } from './NothingToShow.js';
import { ScaledPage } from './ScaledPage.js';

/**
 * The web-page item: the page at its address, laid out at the body's preview width and scaled
 * to the box, reloaded every refresh interval. A YouTube address plays in the video player
 * instead; an address that is missing or not http(s) shows nothing.
 */
export function IframeWidget({
  sceneItem,
  onReady,
  onDuration,
  active,
  sceneOffsetMs,
}: WidgetRenderProps) {
  const body = readIframeBody(sceneItem.item.body);
  const url = completeUrl(body.url);
  if (!url) return <NothingToShow onReady={onReady} />;
  const videoId = youTubeIdFromUrl(url);
  if (videoId) {
    return (
      <YouTubeVideo
        key={videoId}
        videoId={videoId}
        itemStartS={sceneItem.start}
        sceneOffsetMs={sceneOffsetMs}
        active={active}
        onReady={onReady}
        onDuration={onDuration}
      />
    );
  }
  return (
    <ScaledPage
      url={url}
      layoutWidth={previewWidthOf(body)}
      scrollable={body.isScrollable}
      refreshMinutes={body.refreshIntervalInMinutes}
      onReady={onReady}
    />
  );
}

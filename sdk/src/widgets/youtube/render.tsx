import type { WidgetRenderProps } from '../../render/widgetDefinition.js';
import { NothingToShow } from '../iframe/NothingToShow.js';
import { readYouTubeBody } from './model.js';
import { YouTubeVideo } from './YouTubeVideo.js';

/** The YouTube item: its video filling the box, in step with scene time (see YouTubeVideo). */
export function YouTubeWidget({
  sceneItem,
  onReady,
  onDuration,
  active,
  sceneOffsetMs,
}: WidgetRenderProps) {
  const { videoId } = readYouTubeBody(sceneItem.item.body);
  if (!videoId) return <NothingToShow onReady={onReady} />;
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

import { YOUTUBE_DEFAULT_END_S } from '@marquee/sdk';
import type { UpdateContext } from '../types';

/** Item times are kept to hundredths of a second, as the timing fields show them. */
const toHundredths = (seconds: number) => Math.round(seconds * 100) / 100;

/**
 * An item playing a YouTube video ends at its start plus the video's length, or
 * 30 s after it while the length is not known. The end is set when the video changes or its
 * player reports the length (kept in the body as `duration`, the widget's contentSeconds);
 * other edits keep an end the operator chose. `videoOf` reads the item's video id from a body.
 */
export function endFollowsVideo(videoOf: (body: unknown) => string | null) {
  return ({ sceneItem, content, widget, files }: UpdateContext) => {
    const video = videoOf(content.body);
    if (!video) return { item: content };
    const lengthOf = (item: typeof content) =>
      widget.contentSeconds?.({ ...sceneItem, item }, files);
    const seconds = lengthOf(content);
    const unchanged =
      video === videoOf(sceneItem.item.body) && seconds === lengthOf(sceneItem.item);
    if (unchanged) return { item: content };
    return {
      item: content,
      end: toHundredths(sceneItem.start + (seconds ?? YOUTUBE_DEFAULT_END_S)),
    };
  };
}

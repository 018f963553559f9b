import { useEffect, useRef } from 'react';
import { referenceStageWidth, useBoxSize, type BoxSize } from '../../render/boxSize.js';
import { useItemData } from '../../render/itemDataContext.js';
import type { WidgetRenderProps } from '../../render/widgetDefinition.js';
import {
  EditorHint,
  editorHintOf,
  FeedPlaceholder,
  feedShowsOf,
  PLACEHOLDER_MESSAGE,
} from '../feedStates/index.js';
import { InstagramPost } from './InstagramPost.js';
import {
  instagramMediaSecondsOf,
  instagramPictureUrl,
  readInstagramBody,
  readInstagramPublicBody,
  type InstagramMedia,
  type InstagramOrientation,
} from './model.js';
import { useCyclingIndex } from './useCyclingIndex.js';
import { useInstagramFeed, type FeedRef } from './useInstagramFeed.js';
import { usePictureFailures } from './usePictureFailures.js';

interface FeedLook {
  feed: FeedRef;
  /** The posts the editor saved in the body (shown until a fetch or a kept copy has any). */
  saved: InstagramMedia[];
  seconds: number;
  showCaption: boolean;
  textColor: string;
  backgroundColor: string;
  orientation: InstagramOrientation;
}

/** A public profile's name as Instagram writes it ("@name"); none when not set. */
const accountName = (username: string) => {
  const name = username.trim().replace(/^@/, '');
  return name ? `@${name}` : undefined;
};

const layoutOf = (orientation: InstagramOrientation, { width, height }: BoxSize) =>
  orientation === 'auto' ? (height > width ? 'portrait' : 'landscape') : orientation;

/**
 * An Instagram feed's posts one after another, each for the body's seconds, from the feed's kept
 * copy. Ready at once: a feed still fetching its first posts leaves the box clear and never holds
 * a playlist; one with no posts to show (none set, none fetched, none posted) shows a placeholder
 * in its colours, and the editor's preview adds why a fetch failed.
 */
function InstagramFeedView({
  sceneItem,
  scene,
  onReady,
  active = true,
  sceneOffsetMs,
  preview = false,
  look,
}: WidgetRenderProps & { look: FeedLook }) {
  const box = useRef<HTMLDivElement>(null);
  const size = useBoxSize(box);
  const referenceWidth = (sceneItem.w / 100) * referenceStageWidth(scene);
  const scale = size.width > 0 && referenceWidth > 0 ? size.width / referenceWidth : 1;
  const { serverOrigin } = useItemData();
  const { media, hasFeed, fetched, error, refreshExpired } = useInstagramFeed(
    look.feed,
    look.saved,
  );
  const { failed, pictureFailed } = usePictureFailures(refreshExpired);
  const index = useCyclingIndex({
    itemStartS: sceneItem.start,
    sceneOffsetMs,
    active,
    count: media.length,
    seconds: look.seconds,
  });
  useEffect(() => onReady(), [onReady]);

  const current = media[index];
  const shows = feedShowsOf({
    hasContent: current !== undefined,
    hasSource: hasFeed,
    fetched,
    failed: error !== null,
  });
  const hint = preview ? editorHintOf(error, shows) : null;
  const px = (reference: number) => reference * scale;
  const pictureOf = (post: InstagramMedia | undefined) => {
    const url = post ? instagramPictureUrl(post, serverOrigin) : null;
    return url && !failed.has(url) ? url : null;
  };
  const picture = pictureOf(current);
  // The next post's picture loads unseen, so the turn shows it at once.
  const upcoming = media.length > 1 ? pictureOf(media[(index + 1) % media.length]) : null;
  return (
    <div
      ref={box}
      data-testid="instagram-widget"
      data-index={current ? index : undefined}
      data-shows={shows}
      style={{
        position: 'relative',
        width: '100%',
        height: '100%',
        overflow: 'hidden',
        backgroundColor: shows === 'waiting' ? 'transparent' : look.backgroundColor,
        fontFamily: 'system-ui, sans-serif',
      }}
    >
      {current && (
        <InstagramPost
          media={current}
          pictureUrl={picture}
          showCaption={look.showCaption}
          textColor={look.textColor}
          backgroundColor={look.backgroundColor}
          layout={layoutOf(look.orientation, size)}
          box={size}
          scale={scale}
          onPictureError={() => picture && pictureFailed(picture)}
        />
      )}
      {upcoming && upcoming !== picture && (
        <img src={upcoming} alt="" aria-hidden style={{ display: 'none' }} />
      )}
      {shows === 'placeholder' && (
        <FeedPlaceholder
          glyph="pictures"
          title={look.feed.kind === 'public' ? accountName(look.feed.username) : undefined}
          message={PLACEHOLDER_MESSAGE.pictures}
          color={look.textColor}
          px={px}
        />
      )}
      {hint && <EditorHint text={hint} px={px} />}
    </div>
  );
}

/** A connected Instagram account's feed. */
export function InstagramFeedWidget(props: WidgetRenderProps) {
  const body = readInstagramBody(props.sceneItem.item.body);
  const look: FeedLook = {
    feed: { kind: 'account', feedId: body.feedId },
    saved: body.dataCache,
    seconds: instagramMediaSecondsOf(body),
    showCaption: true,
    textColor: body.textColor,
    backgroundColor: body.backgroundColor,
    orientation: body.orientation,
  };
  return <InstagramFeedView {...props} look={look} />;
}

/** A public profile's posts, by user name; captions only with showCaption. */
export function InstagramPublicFeedWidget(props: WidgetRenderProps) {
  const body = readInstagramPublicBody(props.sceneItem.item.body);
  const look: FeedLook = {
    feed: { kind: 'public', feedId: body.feedId, username: body.username },
    saved: body.dataCache,
    seconds: instagramMediaSecondsOf(body),
    showCaption: body.showCaption,
    textColor: body.textColor,
    backgroundColor: body.backgroundColor,
    orientation: body.orientation,
  };
  return <InstagramFeedView {...props} look={look} />;
}

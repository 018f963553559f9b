import type { CSSProperties } from 'react';
import type { BoxSize } from '../../render/boxSize.js';
import { INSTAGRAM_PICTURE_MAX_RATIO, type InstagramMedia } from './model.js';

/** Sizes in reference-screen pixels (1920 wide), scaled with the item's box. */
const PADDING_PX = 40;
const USERNAME_PX = 32;
const CAPTION_PX = 36;
/** With a caption beside it, the picture takes at most this share of the box. */
const PICTURE_MAX_SHARE = 0.6;

interface Props {
  media: InstagramMedia;
  /** The picture's address; null shows the post as text (no picture, or it failed to load). */
  pictureUrl: string | null;
  showCaption: boolean;
  textColor: string;
  backgroundColor: string;
  layout: 'landscape' | 'portrait';
  box: BoxSize;
  /** CSS pixels per reference pixel. */
  scale: number;
  onPictureError: () => void;
}

/**
 * The picture's panel along the layout: at most square (max ratio 1) and at most
 * PICTURE_MAX_SHARE of the box, so the text keeps room. Before the box is measured, half.
 */
function pictureBasis({ width, height }: BoxSize, layout: Props['layout']): string {
  if (width <= 0 || height <= 0) return '50%';
  const [along, across] = layout === 'landscape' ? [width, height] : [height, width];
  return `${Math.min(across * INSTAGRAM_PICTURE_MAX_RATIO, along * PICTURE_MAX_SHARE)}px`;
}

/**
 * One post: its picture beside (landscape) or above (portrait) the account name and caption.
 * Without a picture the text takes the whole box; without text the picture does. A picture that
 * fails is never drawn as a broken image: the caller turns it into text.
 */
export function InstagramPost(props: Props) {
  const { media, pictureUrl, showCaption, textColor, backgroundColor, layout, scale } = props;
  const caption = showCaption && media.caption ? media.caption : null;
  const hasText = caption !== null || !!media.username;
  const panel: CSSProperties =
    pictureUrl && hasText ? { flex: `0 0 ${pictureBasis(props.box, layout)}` } : { flex: '1 1 0' };
  return (
    <div
      data-testid="instagram-post"
      data-media-id={media.id}
      data-media-type={media.mediaType}
      style={{
        display: 'flex',
        flexDirection: layout === 'landscape' ? 'row' : 'column',
        width: '100%',
        height: '100%',
        overflow: 'hidden',
        color: textColor,
        backgroundColor,
      }}
    >
      {pictureUrl && (
        <div style={{ ...panel, minWidth: 0, minHeight: 0, overflow: 'hidden' }}>
          {/* A video shows its proxied still: signage plays it silent anyway, and a still never stalls. */}
          <img
            key={pictureUrl}
            data-testid="instagram-picture"
            src={pictureUrl}
            alt={media.caption ?? ''}
            draggable={false}
            onError={props.onPictureError}
            style={{ display: 'block', width: '100%', height: '100%', objectFit: 'contain' }}
          />
        </div>
      )}
      {hasText && (
        <div
          data-testid="instagram-text"
          style={{
            flex: '1 1 0',
            minWidth: 0,
            minHeight: 0,
            overflow: 'hidden',
            padding: PADDING_PX * scale,
            boxSizing: 'border-box',
            lineHeight: 1.3,
            overflowWrap: 'break-word',
            wordWrap: 'break-word',
          }}
        >
          {media.username && (
            <div
              data-testid="instagram-username"
              style={{
                fontSize: USERNAME_PX * scale,
                fontWeight: 'bold',
                marginBottom: 16 * scale,
              }}
            >
              @{media.username}
            </div>
          )}
          {caption && (
            <div
              data-testid="instagram-caption"
              style={{ fontSize: CAPTION_PX * scale, whiteSpace: 'pre-line' }}
            >
              {caption}
            </div>
          )}
        </div>
      )}
    </div>
  );
}

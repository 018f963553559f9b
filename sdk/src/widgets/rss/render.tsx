import { useCallback, useEffect, useRef, useState, type CSSProperties } from 'react';
import { useReferenceScale } from '../../render/boxSize.js';
import { useItemData } from '../../render/itemDataContext.js';
import type { WidgetRenderProps } from '../../render/widgetDefinition.js';
import {
  EditorHint,
  editorHintOf,
  FeedPlaceholder,
  feedShowsOf,
  PLACEHOLDER_MESSAGE,
} from '../feedStates/index.js';
import { useItemTime } from '../playlist/itemTime.js';
import { useRssFeed, type RssEntry } from './feedData.js';
import {
  nextRssEntryAtMs,
  readRssBody,
  rssEntryIndexAt,
  rssEntrySecondsOf,
  type RssBody,
} from './model.js';

/** Text sizes and spacing in reference-screen pixels. */
const SIZE = { title: 56, meta: 28, description: 36, gap: 32 } as const;

/** The entry's picture takes this share of the box beside (or above) the text. */
const PICTURE_SHARE = '40%';

/** A picture's address a screen can load: the server's image proxy when the feed has one. */
function pictureOf(entry: RssEntry, serverOrigin: string): string | null {
  const address = entry.imageProxyUrl ?? entry.imageUrl;
  if (!address) return null;
  try {
    return new URL(address, serverOrigin).href;
  } catch {
    return null;
  }
}

/** "9 March 2026, 08:15 · Jane Doe", in the screen's language; null when the feed says neither. */
function metaOf(entry: RssEntry): string | null {
  const parts: string[] = [];
  const date = entry.date ? new Date(entry.date) : null;
  if (date && Number.isFinite(date.getTime())) {
    parts.push(date.toLocaleString(undefined, { dateStyle: 'long', timeStyle: 'short' }));
  }
  const by = entry.author ?? entry.userName;
  if (by) parts.push(by);
  return parts.length ? parts.join(' · ') : null;
}

function Entry({
  entry,
  body,
  px,
  serverOrigin,
}: {
  entry: RssEntry;
  body: RssBody;
  px: (reference: number) => number;
  serverOrigin: string;
}) {
  const picture = pictureOf(entry, serverOrigin);
  // A picture that does not load (gone, blocked) is left out rather than shown broken.
  const [failed, setFailed] = useState<string | null>(null);
  const showPicture = picture !== null && picture !== failed;
  const horizontal = body.orientation === 'horizontal';
  const meta = metaOf(entry);
  const text: CSSProperties = { margin: 0, overflow: 'hidden', overflowWrap: 'anywhere' };
  return (
    <article
      data-testid="rss-entry"
      style={{
        display: 'flex',
        flexDirection: horizontal ? 'row' : 'column',
        gap: `${px(SIZE.gap)}px`,
        width: '100%',
        height: '100%',
      }}
    >
      {showPicture && (
        <img
          data-testid="rss-image"
          src={picture}
          alt=""
          draggable={false}
          onError={() => setFailed(picture)}
          style={{
            flex: `0 0 ${PICTURE_SHARE}`,
            minWidth: 0,
            minHeight: 0,
            objectFit: 'cover',
            [horizontal ? 'height' : 'width']: '100%',
          }}
        />
      )}
      <div
        style={{
          flex: 1,
          minWidth: 0,
          minHeight: 0,
          display: 'flex',
          flexDirection: 'column',
          gap: `${px(SIZE.gap / 2)}px`,
          overflow: 'hidden',
        }}
      >
        <h2
          data-testid="rss-title"
          style={{
            ...text,
            ...linesAtMost(3),
            flexShrink: 0,
            fontSize: `${px(SIZE.title)}px`,
            lineHeight: 1.2,
            fontWeight: 'bold',
          }}
        >
          {entry.title}
        </h2>
        {meta && (
          <p
            data-testid="rss-meta"
            style={{
              ...text,
              flexShrink: 0,
              whiteSpace: 'nowrap',
              textOverflow: 'ellipsis',
              fontSize: `${px(SIZE.meta)}px`,
              opacity: 0.7,
            }}
          >
            {meta}
          </p>
        )}
        {entry.description && (
          <p
            data-testid="rss-description"
            style={{
              ...text,
              flex: '1 1 auto',
              minHeight: 0,
              fontSize: `${px(SIZE.description)}px`,
              lineHeight: 1.35,
            }}
          >
            {entry.description}
          </p>
        )}
      </div>
    </article>
  );
}

/**
 * A long title stops after `lines` lines with an ellipsis, so the date and the text under it
 * keep their place (the -webkit- box is the one clamp every TV engine knows).
 */
function linesAtMost(lines: number): CSSProperties {
  return { display: '-webkit-box', WebkitLineClamp: lines, WebkitBoxOrient: 'vertical' };
}

/**
 * The RSS item: one entry of the feed at a time (its picture, title, date and author, and
 * text), each for the item's entry duration, in turn. The feed is kept on the device, so a
 * screen offline shows what it had. While the first fetch is under way the box is left clear
 * (no background flashing up); without an address, with nothing ever fetched or a feed with no
 * entries, it shows a placeholder in its own colours (the feed's title, when known, and "News
 * will appear here"). The editor's preview adds why a fetch failed. Ready at once either way.
 */
export function RssFeedWidget({
  sceneItem,
  scene,
  onReady,
  active = true,
  sceneOffsetMs,
  preview = false,
}: WidgetRenderProps) {
  const body = readRssBody(sceneItem.item.body);
  const hasAddress = body.url.trim() !== '';
  const { serverOrigin } = useItemData();
  const box = useRef<HTMLDivElement>(null);
  const referenceScale = useReferenceScale(box, scene, sceneItem);
  const px = (reference: number) => reference * referenceScale;
  const { data, error } = useRssFeed(body.url, body.refreshIntervalInMinutes);
  useEffect(() => {
    onReady();
  }, [onReady]);

  // Mid-scene (a boot, new content), item time starts where the scene's position puts it.
  const startMs = Math.max(0, (sceneOffsetMs ?? 0) - sceneItem.start * 1000);
  const duration = rssEntrySecondsOf(body);
  const nextChange = useCallback(
    (timeMs: number) => nextRssEntryAtMs(timeMs, duration),
    [duration],
  );
  const timeMs = useItemTime(startMs, active, nextChange);
  const entries = data?.feed ?? [];
  const index = rssEntryIndexAt(timeMs, entries.length, duration);
  const entry = index >= 0 ? entries[index] : undefined;
  const shows = feedShowsOf({
    hasContent: entry !== undefined,
    hasSource: hasAddress,
    fetched: data !== undefined,
    failed: error !== null,
  });
  const hint = preview ? editorHintOf(error, shows) : null;

  return (
    <div
      ref={box}
      data-testid="rss-widget"
      data-entry={index >= 0 ? index + 1 : undefined}
      data-shows={shows}
      style={{
        position: 'relative',
        width: '100%',
        height: '100%',
        overflow: 'hidden',
        boxSizing: 'border-box',
        padding: `${px(SIZE.gap)}px`,
        color: body.textColor,
        backgroundColor: shows === 'waiting' ? 'transparent' : body.backgroundColor,
      }}
    >
      {entry && (
        // Keyed by entry: a picture that failed for one entry is tried again for the next.
        <Entry key={index} entry={entry} body={body} px={px} serverOrigin={serverOrigin} />
      )}
      {shows === 'placeholder' && (
        <FeedPlaceholder
          glyph="news"
          title={data?.title?.trim() || undefined}
          message={PLACEHOLDER_MESSAGE.news}
          color={body.textColor}
          px={px}
        />
      )}
      {hint && <EditorHint text={hint} px={px} />}
    </div>
  );
}

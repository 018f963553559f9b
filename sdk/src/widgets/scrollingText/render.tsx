import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { referenceStageWidth, useBoxSize } from '../../render/boxSize.js';
import type { WidgetRenderProps } from '../../render/widgetDefinition.js';
import { EditorHint, editorHintOf, feedShowsOf, PLACEHOLDER_MESSAGE } from '../feedStates/index.js';
import { useRssFeed } from '../rss/feedData.js';
import {
  feedTitlesLine,
  readScrollingTextBody,
  scrollPassSeconds,
  scrollSpeedOf,
  SCROLLING_TEXT_HEIGHT_SHARE,
  scrollingTextLine,
} from './model.js';

/** The text's size before the box is measured (jsdom, the first frame), in CSS px. */
const UNMEASURED_FONT_PX = 48;

/**
 * The scrolling text item: one line moving right to left without end, entering at the right
 * edge and leaving past the left, at SCROLL_SPEED reference pixels per second.
 * The line is the typed text, or the titles of a news feed (kept on the device like the RSS
 * item's). The motion is a CSS animation whose length follows the measured widths, so a TV
 * composites it without script on every frame; it waits while the layer is preloaded. A feed
 * not fetched yet leaves the strip clear; one that has nothing to show (never fetched, no
 * titles) holds a still line in the strip's colours instead (the feed's title, or "News will
 * appear here"), and the editor's preview adds why a fetch failed. Ready at once.
 */
export function ScrollingTextWidget({
  sceneItem,
  scene,
  onReady,
  active = true,
  preview = false,
}: WidgetRenderProps) {
  const body = readScrollingTextBody(sceneItem.item.body);
  const box = useRef<HTMLDivElement>(null);
  const strip = useRef<HTMLDivElement>(null);
  const boxSize = useBoxSize(box);
  const fromFeed = !body.shouldUseText;
  const { data, error } = useRssFeed(fromFeed ? body.url : '', body.refreshIntervalInMinnutes);
  useEffect(() => {
    onReady();
  }, [onReady]);

  const line = body.shouldUseText
    ? scrollingTextLine(body.text)
    : feedTitlesLine((data?.feed ?? []).map((entry) => entry.title));
  // Typed text is the operator's own: empty, the strip is simply empty.
  const shows = fromFeed
    ? feedShowsOf({
        hasContent: line !== '',
        hasSource: body.url.trim() !== '',
        fetched: data !== undefined,
        failed: error !== null,
      })
    : 'data';
  const hint = preview && fromFeed ? editorHintOf(error, shows) : null;
  const fontPx =
    boxSize.height > 0 ? boxSize.height * SCROLLING_TEXT_HEIGHT_SHARE : UNMEASURED_FONT_PX;
  // The line's width, measured before paint whenever the line or its size (the box's height)
  // changes: a refreshed feed is a new line, with a new pass length.
  const [textWidth, setTextWidth] = useState(0);
  useLayoutEffect(() => {
    setTextWidth(strip.current?.offsetWidth ?? 0);
  }, [line, boxSize.height]);
  const referenceWidth = (sceneItem.w / 100) * referenceStageWidth(scene);
  const referenceScale =
    boxSize.width > 0 && referenceWidth > 0 ? boxSize.width / referenceWidth : 1;
  const measured = boxSize.width > 0 && textWidth > 0;
  const seconds = measured
    ? scrollPassSeconds(boxSize.width, textWidth, scrollSpeedOf(sceneItem.rotation), referenceScale)
    : 0;
  // useId's ":r0:" is no CSS name; the keyframes are this item's own.
  const name = `marquee-scroll-${useId().replace(/[^\w-]/g, '')}`;

  return (
    <div
      ref={box}
      data-testid="scrolling-text-widget"
      data-shows={shows}
      style={{
        position: 'relative',
        width: '100%',
        height: '100%',
        overflow: 'hidden',
        color: body.textColor,
        backgroundColor: shows === 'waiting' ? 'transparent' : body.backgroundColor,
      }}
    >
      {measured && (
        <style>{`@keyframes ${name} { from { transform: translateX(${boxSize.width}px); } to { transform: translateX(${-textWidth}px); } }`}</style>
      )}
      {line && (
        <div
          ref={strip}
          key={line}
          data-testid="scrolling-text"
          style={{
            position: 'absolute',
            left: 0,
            top: 0,
            bottom: 0,
            display: 'flex',
            alignItems: 'center',
            whiteSpace: 'pre',
            fontSize: `${fontPx}px`,
            lineHeight: 1,
            // Unmeasured, the line waits outside the box rather than flashing still inside it.
            transform: measured ? undefined : 'translateX(100vw)',
            // Longhands only: React cannot update a shorthand beside its own longhand.
            animationName: measured ? name : 'none',
            animationDuration: `${seconds}s`,
            animationTimingFunction: 'linear',
            animationIterationCount: 'infinite',
            animationPlayState: active ? 'running' : 'paused',
            willChange: 'transform',
          }}
        >
          {line}
        </div>
      )}
      {shows === 'placeholder' && (
        <StillLine text={data?.title?.trim() || PLACEHOLDER_MESSAGE.news} fontPx={fontPx} />
      )}
      {hint && <EditorHint text={hint} px={(reference) => reference * referenceScale} />}
    </div>
  );
}

/** The placeholder of a ticker: one line standing still in the strip, a little faint. */
function StillLine({ text, fontPx }: { text: string; fontPx: number }) {
  return (
    <div
      data-testid="scrolling-text-placeholder"
      style={{
        position: 'absolute',
        // Not `inset`: TV engines before Chromium 87 do not know it.
        left: 0,
        top: 0,
        right: 0,
        bottom: 0,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        overflow: 'hidden',
        whiteSpace: 'pre',
        fontSize: `${fontPx}px`,
        lineHeight: 1,
        opacity: 0.75,
      }}
    >
      {text}
    </div>
  );
}

import type { LayoutPresetId, MediaFit } from '@marquee/sdk/model';

/**
 * Readable names of the layout presets: the stored ids (mf10, l20m80, 4w...) are codes an
 * operator should never have to learn. Each name says what the drawing shows.
 */
export const LAYOUT_PRESET_NAMES: Readonly<Record<LayoutPresetId, string>> = {
  m: 'Full screen',
  mf10: 'Main with footer 10%',
  mf20: 'Main with footer 20%',
  mf30: 'Main with footer 30%',
  mf40: 'Main with footer 40%',
  m50v: 'Left and right halves',
  mh10: 'Main with header 10%',
  mh20: 'Main with header 20%',
  mh30: 'Main with header 30%',
  mh40: 'Main with header 40%',
  m50h: 'Top and bottom halves',
  l20m80: 'Left bar 20%',
  l30m70: 'Left bar 30%',
  l40m60: 'Left bar 40%',
  r20m80: 'Right bar 20%',
  r30m70: 'Right bar 30%',
  r40m60: 'Right bar 40%',
  mfr: 'Main with footer and right bar',
  '4w': 'Four windows',
};

/** How a picture fills its zone, in the words of the media fit picker. */
export const MEDIA_FIT_NAMES: Readonly<Record<MediaFit, string>> = {
  contain: 'Contain',
  cover: 'Cover',
  stretch: 'Stretch',
};

import { defaultWidgets } from '@marquee/sdk';
import { describe, expect, it } from 'vitest';
import { availableItemTypes, offeredWidgets } from './availability';
import { editorFor, ENABLED_ITEM_TYPES, widgetEditors } from './index';

describe('availableItemTypes', () => {
  it('is the global list, then the types the account adds', () => {
    expect(availableItemTypes(['image', 'video'], ['rss_feed', 'menu_board'])).toEqual([
      'image',
      'video',
      'rss_feed',
      'menu_board',
    ]);
  });

  it('never lists a type twice and skips blanks', () => {
    expect(availableItemTypes(['image', 'video'], ['video', ' ', 'image', 'qrcode '])).toEqual([
      'image',
      'video',
      'qrcode',
    ]);
  });

  it('is the global list alone for an account without extras', () => {
    expect(availableItemTypes(['image', 'pdf'])).toEqual(['image', 'pdf']);
    expect(availableItemTypes(['image', 'pdf'], [])).toEqual(['image', 'pdf']);
  });
});

describe('offeredWidgets', () => {
  const labels = (available: readonly string[]) =>
    offeredWidgets(defaultWidgets, available, (t) => editorFor(t) !== undefined).map(
      (w) => w.label,
    );

  it('offers the enabled types that have an editor, in the widget list order', () => {
    expect(labels(['pdf', 'image'])).toEqual(['Image', 'PDF']);
  });

  it('does not offer an enabled type the console cannot edit or draw', () => {
    expect(labels(['image', 'not_built_yet_board'])).toEqual(['Image']);
  });

  it('offers every shipped type by default: each has one editor', () => {
    expect(labels(availableItemTypes(ENABLED_ITEM_TYPES))).toEqual([
      'Image',
      'Video',
      'PDF',
      'Presentation',
      'Text',
      'Playlist',
      'Rectangle',
      'Gradient',
      'Clock',
      'QR code',
      'Web page',
      'YouTube',
      'Canva',
      'Weather',
      'Scrolling text',
      'RSS feed',
      'Instagram feed',
      'Instagram public feed',
      'Data table',
      'Camera with detections',
      'Cashier display',
      'Menu board',
      'Meal showcase',
      'Menu board from Septim',
      'Menu board from GS',
      'Meal cards from Septim',
      'Customer feedback',
    ]);
    expect(widgetEditors.map((e) => e.type)).toEqual(defaultWidgets.map((w) => w.type));
  });
});

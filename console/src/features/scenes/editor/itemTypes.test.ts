import { defaultWidgets } from '@marquee/sdk';
import { describe, expect, it } from 'vitest';
import { lookup } from '../../../test/sceneEditor';
import { ALL_HANDLES, fromWidgetDefinition, handlesFor, itemFlags, lookupFrom } from './itemTypes';

describe('item types', () => {
  it('keeps an item of an unknown type fully editable', () => {
    expect(itemFlags(lookup, 'from-a-newer-console')).toEqual({
      movable: true,
      resizable: true,
      handles: ALL_HANDLES,
    });
  });

  it('adapts a widget that describes its body by a schema', () => {
    const types = lookupFrom(defaultWidgets.map(fromWidgetDefinition));
    // A new video's body is its schema's defaults, at the version the widget writes.
    expect(types('video')?.defaultBody()).toEqual({ imageSizing: 'contain', bodyVersion: 2 });
    // Video items are neither movable nor resizable: no handles.
    expect(types('video')?.movable).toBe(false);
    expect(handlesFor(types, 'video')).toEqual([]);
    expect(handlesFor(types, 'image')).toEqual(ALL_HANDLES);
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { sceneItemSchema } from '../model/index.js';
import {
  defaultBodyOf,
  readWidgetBody,
  widgetCatalog,
  type WidgetDefinition,
} from '../render/widgetDefinition.js';
import { defaultWidgets } from './index.js';

const fixtures = fileURLToPath(new URL('../../../fixtures/scene-items/', import.meta.url));
const catalog = widgetCatalog(defaultWidgets);

interface Fixture {
  note: string;
  sceneItem: unknown;
  expected: Record<string, unknown>;
}

describe('earlier item bodies', () => {
  const files = readdirSync(fixtures).filter((name) => name.endsWith('.json'));

  it('has fixtures to load', () => expect(files.length).toBeGreaterThan(0));

  for (const name of files) {
    it(`reads ${name} as the current version`, () => {
      const fixture = JSON.parse(readFileSync(fixtures + name, 'utf8')) as Fixture;
      const sceneItem = sceneItemSchema.parse(fixture.sceneItem);
      const widget = catalog.get(sceneItem.item.type);
      expect(widget, fixture.note).toBeDefined();
      expect(readWidgetBody(widget!, sceneItem.item.body)).toEqual(fixture.expected);
    });
  }
});

describe('the default widget list', () => {
  it('lists each type once, with what the editor needs', () => {
    const types = defaultWidgets.map((w) => w.type);
    expect(new Set(types).size).toBe(types.length);
    for (const widget of defaultWidgets) {
      expect(widget.label).not.toBe('');
      expect(widget.colour).toMatch(/^#[0-9a-f]{6}$/i);
      // A widget that cannot be resized offers no handle to resize it by.
      if (!widget.resizable) expect(widget.handles).toEqual([]);
      expect(defaultBodyOf(widget).bodyVersion).toBe(widget.version);
    }
  });

  it('never migrates a body past the version the widget writes', () => {
    const future: WidgetDefinition = {
      ...catalog.get('video')!,
      version: 1,
    };
    // A version 1 widget leaves `fit` alone: the step to 2 is not its own yet.
    expect(readWidgetBody(future, { fit: 'cover' }).imageSizing).toBe('contain');
  });

  it('times videos by their file and PDFs by their pages', () => {
    const facts = new Map([
      ['v1', { duration: 42.5 }],
      ['p1', { pageCount: 3 }],
    ]);
    const lookup = (id: string) => facts.get(id);
    const item = (type: string, fileId: string, body?: Record<string, unknown>) =>
      sceneItemSchema.parse({
        _id: type,
        start: 0,
        end: 1,
        x: 0,
        y: 0,
        w: 100,
        h: 100,
        item: { type, fileId, body },
      });
    expect(catalog.itemSeconds(item('video', 'v1'), lookup)).toBe(42.5);
    expect(catalog.itemSeconds(item('pdf', 'p1'), lookup)).toBe(30);
    expect(catalog.itemSeconds(item('presentation', 'p1', { pageDuration: 4 }), lookup)).toBe(12);
    expect(catalog.itemSeconds(item('image', 'v1'), lookup)).toBeUndefined();
    expect(catalog.itemSeconds(item('video', 'unknown'), lookup)).toBeUndefined();
    expect(catalog.itemSeconds(item('no-such-type', 'v1'), lookup)).toBeUndefined();
  });
});

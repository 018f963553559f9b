// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sceneSchema, type Scene } from '../../model/index.js';
import { readWidgetBody } from '../../render/widgetDefinition.js';
import { textWidget } from './index.js';
import { TEXT_LIMITS, type TextBlock } from './model.js';
import { TextWidget } from './render.js';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const WHITE = 'rgb(255, 255, 255)';

function sceneWith(body: unknown, geometry = { w: 100, h: 100 }, portrait = false): Scene {
  return sceneSchema.parse({
    _id: 's',
    name: 's',
    type: 'slides',
    ...(portrait ? { aspectRatio: { width: 9, height: 16 } } : {}),
    sceneItems: [
      { _id: 't', start: 0, end: 5, x: 0, y: 0, ...geometry, item: { type: 'text', body } },
    ],
  });
}

/**
 * Draws the item as SceneView does, the body read through the widget first; `raw` hands the
 * stored body straight to the renderer, which must cope with it by itself.
 */
function show(body: unknown, scene = sceneWith(body), raw = false) {
  const onReady = vi.fn();
  const stored = scene.sceneItems[0]!;
  const read = raw ? stored.item.body : readWidgetBody(textWidget, stored.item.body);
  const sceneItem = { ...stored, item: { ...stored.item, body: read } };
  render(<TextWidget sceneItem={sceneItem} scene={scene} files={new Map()} onReady={onReady} />);
  return { onReady };
}

const paragraph = (...children: object[]) => ({ type: 'paragraph', children });

describe('TextWidget', () => {
  it('draws each mark of a leaf as its style', () => {
    show({
      slateValue: [
        paragraph(
          { text: 'Bold', bold: true, italic: true },
          { text: 'Lines', underline: true, strikethrough: true },
          { text: 'Red', color: '#ff0000', fontSize: 64, fontFamily: 'Open Sans' },
        ),
      ],
    });
    const bold = screen.getByText('Bold');
    expect(bold.style.fontWeight).toBe('bold');
    expect(bold.style.fontStyle).toBe('italic');
    expect(screen.getByText('Lines').style.textDecoration).toBe('underline line-through');
    const red = screen.getByText('Red');
    expect(red.style.color).toBe('rgb(255, 0, 0)');
    expect(red.style.fontSize).toBe('64px');
    expect(red.style.fontFamily).toMatch(/^["']?Open Sans["']?, sans-serif$/);
  });

  it('draws bulleted and numbered lists', () => {
    show({
      slateValue: [
        {
          type: 'bulleted-list',
          children: [{ type: 'list-item', children: [{ text: 'Coffee', fontSize: 30 }] }],
        },
        {
          type: 'numbered-list',
          children: [
            { type: 'list-item', children: [{ text: 'First' }] },
            { type: 'list-item', children: [{ text: 'Second' }] },
          ],
        },
      ],
    });
    const coffee = screen.getByText('Coffee').closest('li')!;
    expect(coffee.parentElement!.tagName).toBe('UL');
    // The bullet is as big as the item's text.
    expect(coffee.style.fontSize).toBe('30px');
    const numbered = screen.getByText('First').closest('ol')!;
    expect([...numbered.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'First',
      'Second',
    ]);
  });

  it('draws a table with each cell padding and border, and the defaults where a cell sets none', () => {
    const cell = (text: string, style: object = {}) => ({
      type: 'table-cell',
      ...style,
      children: [paragraph({ text })],
    });
    show({
      slateValue: [
        {
          type: 'table',
          children: [
            {
              type: 'table-row',
              children: [
                cell('Styled', { padding: 12, borderWidth: 3, borderColor: '#00ff00' }),
                cell('Plain'),
              ],
            },
          ],
        },
        paragraph({ text: '' }),
      ],
    });
    const styled = screen.getByText('Styled').closest('td')!;
    expect(styled.style.padding).toBe('12px');
    expect(styled.style.border).toBe('3px solid rgb(0, 255, 0)');
    const plain = screen.getByText('Plain').closest('td')!;
    expect(plain.style.padding).toBe('5px');
    expect(plain.style.border).toBe(`1px solid ${WHITE}`);
    expect(screen.getAllByRole('row')).toHaveLength(1);
  });

  it('aligns paragraphs', () => {
    show({ slateValue: [{ ...paragraph({ text: 'Centred' }), align: 'center' }] });
    expect(screen.getByText('Centred').closest('p')!.style.textAlign).toBe('center');
  });

  it('shows a new item as one empty line in Roboto 40 over white 20 px defaults, and is ready', () => {
    const { onReady } = show({});
    const widget = screen.getByTestId('text-widget');
    const lines = widget.querySelectorAll('p');
    expect(lines).toHaveLength(1);
    const leaf = lines[0]!.querySelector('span')!;
    expect(leaf.style.fontSize).toBe('40px');
    expect(leaf.style.fontFamily).toMatch(/Roboto/);
    const documentBox = lines[0]!.parentElement!;
    expect(documentBox.style.fontSize).toBe('20px');
    expect(documentBox.style.color).toBe(WHITE);
    expect(onReady).toHaveBeenCalled();
  });

  it.each([
    [
      'too many nodes',
      Array.from({ length: TEXT_LIMITS.maxNodes + 1 }, () => paragraph({ text: 'x' })),
    ],
    ['too many characters', [paragraph({ text: 'A'.repeat(TEXT_LIMITS.maxCharacters + 1) })]],
    ['a table in a cell', [nestedTables(3)]],
    ['CSS in a font family', [paragraph({ text: 'Evil', fontFamily: "x'; background: url(x)" })]],
    ['an unknown node', [{ type: 'script', children: [{ text: 'Evil' }] }]],
  ])('falls back to the empty default text for a body with %s', (_what, slateValue) => {
    const body = { slateValue, backgroundColor: '#000000' };
    const { onReady } = show(body, sceneWith(body), true);
    const widget = screen.getByTestId('text-widget');
    expect(widget.querySelectorAll('p')).toHaveLength(1);
    expect(widget.textContent).toBe('\u200b');
    expect(onReady).toHaveBeenCalled();
  });

  it('lays the text out on the reference screen and scales it with the box', () => {
    // The item is 960 px wide on a 1920 px reference screen but drawn 480 px wide.
    vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(480);
    const body = { slateValue: [paragraph({ text: 'Menu', fontSize: 40 })] };
    show(body, sceneWith(body, { w: 50, h: 50 }));
    const scaled = screen.getByTestId('text-widget').firstElementChild as HTMLElement;
    expect(scaled.style.transform).toBe('scale(0.5)');
    expect(scaled.style.width).toBe('200%');
    expect(screen.getByText('Menu').style.fontSize).toBe('40px');
  });

  it('takes a portrait scene as 1080 px wide', () => {
    vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(540);
    const body = { slateValue: [paragraph({ text: 'Tall' })] };
    show(body, sceneWith(body, { w: 100, h: 100 }, true));
    const scaled = screen.getByTestId('text-widget').firstElementChild as HTMLElement;
    expect(scaled.style.transform).toBe('scale(0.5)');
  });
});

/** Tables nested in cells `depth` times: a shape the schema never allows. */
function nestedTables(depth: number): TextBlock | object {
  let inner: object = paragraph({ text: 'deep' });
  for (let level = 0; level < depth; level++) {
    inner = {
      type: 'table',
      children: [{ type: 'table-row', children: [{ type: 'table-cell', children: [inner] }] }],
    };
  }
  return inner;
}

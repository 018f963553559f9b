import type { Scene } from '@marquee/sdk/model';
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../../test/render';
import { ScenePreview } from './ScenePreview';

afterEach(cleanup);

const textItem = (id: string, start: number, end: number, fontFamily?: string) => ({
  _id: id,
  start,
  end,
  x: 0,
  y: 0,
  w: 50,
  h: 50,
  item: {
    type: 'text',
    body: { slateValue: [{ type: 'paragraph', children: [{ text: 'Lunch', fontFamily }] }] },
  },
});

const scene = (sceneItems: unknown[]) =>
  ({ _id: 's-1', name: 'Menu', type: 'slides', duration: 20, sceneItems }) as unknown as Scene;

/** The families the page's web-font stylesheet link asks the server for. */
const requestedFamilies = () => {
  const href = document.getElementById('marquee-font-stylesheet')?.getAttribute('href');
  return href ? new URL(href, 'http://console').searchParams.getAll('family') : [];
};

const preview = (items: unknown[], timeMs: number) => (
  <ScenePreview
    scene={scene(items)}
    files={new Map()}
    aspect="16:9"
    timeMs={timeMs}
    playing={false}
    width={960}
  />
);

describe('the canvas preview', () => {
  it("loads the fonts of the text it shows, as the screen does, without the item's toolbar", () => {
    const items = [textItem('t-1', 0, 10, 'Lato'), textItem('t-2', 10, 20, 'Oswald')];
    const { rerender } = renderWithTheme(preview(items, 5000));
    // The default face (Roboto) and the first item's own; the second is not on the canvas yet.
    expect(requestedFamilies()).toEqual(['Lato', 'Roboto']);
    rerender(preview(items, 15_000));
    expect(requestedFamilies()).toEqual(['Oswald', 'Roboto']);
  });

  it('asks for nothing once it is gone', () => {
    const { unmount } = renderWithTheme(preview([textItem('t-1', 0, 10, 'Lato')], 0));
    expect(requestedFamilies()).toEqual(['Lato', 'Roboto']);
    unmount();
    expect(requestedFamilies()).toEqual([]);
  });
});

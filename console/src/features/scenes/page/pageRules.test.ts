import { TIMING_MESSAGES, type SceneItem } from '@marquee/sdk/model';
import { describe, expect, it } from 'vitest';
import { pointerPercent } from './canvasGeometry';
import { contentPatch } from './itemContent';
import { fromDisplay, toDisplay } from './positionUnits';
import { documentKey, saveInput, sceneFromServer } from './sceneDocument';
import { checkTiming } from './timingForm';
import { formatSceneTime } from './sceneTime';

const item = (over: Partial<SceneItem> = {}): SceneItem => ({
  _id: 'a',
  start: 5,
  end: 35,
  x: 10,
  y: 20,
  w: 30,
  h: 40,
  rotation: 0,
  item: { type: 'video', body: {} },
  ...over,
});

describe('timing form', () => {
  it('says each of the three rules in the spec words, under the field it is about', () => {
    expect(checkTiming('-1', '10').errors).toEqual({ start: TIMING_MESSAGES.startNegative });
    expect(checkTiming('0', '-2').errors.end).toBe(TIMING_MESSAGES.endNegative);
    expect(checkTiming('20', '10').errors).toEqual({ end: TIMING_MESSAGES.order });
    expect(checkTiming('2.5', '10')).toEqual({ errors: {}, value: { start: 2.5, end: 10 } });
  });
});

describe('position units', () => {
  it('reads percent as stored, and pixels of the reference screen of the aspect ratio', () => {
    expect(toDisplay(10, 'x', 'percents', '16:9')).toBe(10);
    expect(toDisplay(10, 'x', 'relativeToAspectRatio', '16:9')).toBe(192);
    expect(toDisplay(10, 'y', 'relativeToAspectRatio', '16:9')).toBe(108);
    expect(toDisplay(10, 'w', 'relativeToAspectRatio', '9:16')).toBe(108);
    expect(toDisplay(10, 'h', 'relativeToAspectRatio', '9:16')).toBe(192);
    expect(fromDisplay(960, 'w', 'relativeToAspectRatio', '16:9')).toBe(50);
    expect(fromDisplay(100, 'x', 'relativeToAspectRatio', '16:9')).toBe(5.21);
  });
});

describe('pointer position on the canvas', () => {
  const box = { left: 100, top: 100, width: 160, height: 90 };
  const frame = { width: 160, height: 90 };

  it('is percent of the frame', () => {
    expect(pointerPercent({ x: 100, y: 100 }, box, frame, 0)).toEqual({ x: 0, y: 0 });
    expect(pointerPercent({ x: 260, y: 145 }, box, frame, 0)).toEqual({ x: 100, y: 50 });
  });

  it('turns back the preview rotation: on a screen turned 90°, its top-left is top-right', () => {
    // Turned a quarter clockwise, the 160 × 90 frame covers 90 × 160 on screen.
    const turned = { left: 135, top: 65, width: 90, height: 160 };
    const p = pointerPercent({ x: 225, y: 65 }, turned, frame, 90);
    expect(p.x).toBeCloseTo(0);
    expect(p.y).toBeCloseTo(0);
  });
});

describe('content changes', () => {
  const files = (id: string) => (id === 'clip' ? { duration: 12 } : undefined);

  it('a new video file sets the end to start plus its length', () => {
    const patch = contentPatch(item(), { fileId: 'clip' }, files);
    expect(patch).toMatchObject({ end: 17, item: { type: 'video', fileId: 'clip' } });
  });

  it('a body change merges over the current body and keeps an end the operator set', () => {
    const patch = contentPatch(
      item({ item: { type: 'video', fileId: 'clip', body: { imageSizing: 'cover' } } }),
      { body: { backgroundColor: '#ff0000' } },
      files,
    );
    expect(patch.end).toBeUndefined();
    expect(patch.item?.body).toMatchObject({ imageSizing: 'cover', backgroundColor: '#ff0000' });
  });

  it('clearing a field removes it from the body', () => {
    const patch = contentPatch(
      item({ item: { type: 'image', body: { backgroundColor: '#000000' } } }),
      { body: { backgroundColor: undefined } },
      files,
    );
    expect(patch.item?.body).not.toHaveProperty('backgroundColor');
  });
});

describe('scene documents', () => {
  const server = {
    _id: 's1',
    name: 'Lobby',
    type: 'multimedial' as const,
    duration: null,
    aspectRatio: null,
    aspectRatioId: null,
    sceneItems: [item()],
    updatedAt: '2025-01-01T00:00:00Z',
  };

  it('reads the server scene without its nulls and saves what the page holds', () => {
    const parsed = sceneFromServer(server);
    if (!parsed.ok) throw new Error(parsed.errors[0]?.message);
    expect(parsed.value).not.toHaveProperty('duration');
    expect(saveInput(parsed.value, ' Hall ', '9:16')).toEqual({
      name: 'Hall',
      duration: null,
      aspectRatio: { width: 9, height: 16 },
      aspectRatioId: '9:16',
      sceneItems: parsed.value.sceneItems,
    });
    expect(documentKey(parsed.value)).toBe(documentKey({ ...parsed.value, name: 'Other' }));
  });

  it('refuses a stored scene a player could not read, with the place of the problem', () => {
    const parsed = sceneFromServer({ ...server, sceneItems: [item({ start: 40 })] });
    expect(parsed.ok).toBe(false);
  });
});

describe('scene time', () => {
  it('shows minutes, seconds and tenths', () => {
    expect(formatSceneTime(65_300)).toBe('1:05.3');
    expect(formatSceneTime(0)).toBe('0:00.0');
  });
});

// @vitest-environment jsdom
import { MemoryLocalState } from '@marquee/sdk';
import { describe, expect, it } from 'vitest';
import { pageVolume } from './pageVolume.js';

/** The document of a new player frame, as the TV frame has it. */
const frameDocument = () =>
  document.body.appendChild(document.createElement('iframe')).contentDocument!;
const play = (media: HTMLMediaElement) => media.dispatchEvent(new Event('play'));

describe('pageVolume', () => {
  it("sets the volume of the page's media, those already there and those mounted later", async () => {
    const doc = frameDocument();
    const before = doc.body.appendChild(doc.createElement('video'));
    const volume = pageVolume(new MemoryLocalState());
    volume.follow(doc);
    await volume.control.setVolume(35);
    expect(before.volume).toBeCloseTo(0.35);
    const later = doc.body.appendChild(doc.createElement('audio'));
    expect(later.volume).toBe(1);
    play(later);
    expect(later.volume).toBeCloseTo(0.35);
  });

  it('keeps the level across a reload, and a new document plays at it', async () => {
    const state = new MemoryLocalState();
    await pageVolume(state).control.setVolume(20);
    const reloaded = pageVolume(state);
    expect(await reloaded.control.getVolume()).toBe(20);
    const doc = frameDocument();
    reloaded.follow(doc);
    const video = doc.body.appendChild(doc.createElement('video'));
    play(video);
    expect(video.volume).toBeCloseTo(0.2);
  });

  it('refuses a level that is not a whole number from 0 to 100', async () => {
    const volume = pageVolume(new MemoryLocalState());
    await expect(volume.control.setVolume(-1)).rejects.toMatchObject({ code: 'INVALID_ARGUMENT' });
    expect(await volume.control.getVolume()).toBe(100);
  });
});

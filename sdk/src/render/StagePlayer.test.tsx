// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { BehaviorSubject, Subject } from 'rxjs';
import { afterEach, describe, expect, it } from 'vitest';
import { parsePlayableContent, type PlayerContent } from '../player/content.js';
import { imagePlaylistContent } from '../testing/playableFixtures.js';
import { StagePlayer } from './StagePlayer.js';

const API = 'https://marquee.test/graphql';

function contentOf(ids: string[], mediaFit: 'contain' | 'cover' = 'contain'): PlayerContent {
  const parsed = parsePlayableContent(
    imagePlaylistContent(
      ids.map((id) => ({ id, durationS: 1 })),
      { mediaFit, playlistId: ids.join('') },
    ),
    API,
  );
  if (!parsed.ok) throw new Error('fixture must parse');
  return parsed.value;
}

/** The stage with a hand-driven clock: `at(ms)` moves playback to that time. */
function renderStage(content: PlayerContent) {
  let clock = new Subject<number>();
  const makeClock = () => {
    clock = new Subject<number>();
    return clock;
  };
  const view = render(<StagePlayer content={content} clock={makeClock} />);
  return {
    ...view,
    at: (ms: number) => act(() => clock.next(ms)),
  };
}

const image = (id: string) => screen.queryByAltText(`${id}.png`) as HTMLImageElement | null;
const visibleImages = () =>
  screen
    .queryAllByTestId('stage-layer')
    .filter((layer) => layer.dataset.visible === 'true')
    .map((layer) => layer.querySelector('img')?.alt);
const loaded = (id: string) => act(() => void fireEvent.load(image(id)!));

afterEach(cleanup);

describe('StagePlayer', () => {
  it('shows nothing until the first image has loaded, and preloads the next one hidden', async () => {
    const stage = renderStage(contentOf(['a', 'b', 'c']));
    stage.at(0);
    expect(image('a')).not.toBeNull();
    expect(image('b')).not.toBeNull();
    expect(visibleImages()).toEqual([]);
    await loaded('a');
    expect(visibleImages()).toEqual(['a.png']);
    expect(image('a')!.src).toBe('https://marquee.test/blobs/a.png');
  });

  it('keeps the current image on screen until the next one reports loaded', async () => {
    const stage = renderStage(contentOf(['a', 'b', 'c']));
    stage.at(0);
    await loaded('a');
    stage.at(1000);
    expect(visibleImages()).toEqual(['a.png']);
    expect(image('b')).not.toBeNull();
    await loaded('b');
    expect(visibleImages()).toEqual(['b.png']);
    expect(image('a')).toBeNull();
    expect(image('c')).not.toBeNull();
  });

  it('swaps at once to a next image that was already decoded while hidden', async () => {
    const stage = renderStage(contentOf(['a', 'b']));
    stage.at(0);
    await loaded('a');
    await loaded('b');
    expect(visibleImages()).toEqual(['a.png']);
    stage.at(1000);
    expect(visibleImages()).toEqual(['b.png']);
    stage.at(2000);
    expect(visibleImages()).toEqual(['a.png']);
  });

  it('keeps old content visible until the new content is ready', async () => {
    const stage = renderStage(contentOf(['a']));
    stage.at(0);
    await loaded('a');
    stage.rerender(
      <StagePlayer content={contentOf(['x'], 'cover')} clock={() => new BehaviorSubject(0)} />,
    );
    expect(image('x')).not.toBeNull();
    expect(visibleImages()).toEqual(['a.png']);
    await loaded('x');
    expect(visibleImages()).toEqual(['x.png']);
    expect(image('a')).toBeNull();
  });

  it('fills the screen honouring the playlist media fit', async () => {
    const stage = renderStage(contentOf(['a'], 'cover'));
    stage.at(0);
    await loaded('a');
    expect(image('a')!.style.objectFit).toBe('cover');
    expect(image('a')!.style.width).toBe('100%');
  });
});

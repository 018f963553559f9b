// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Subject } from 'rxjs';
import { afterEach, describe, expect, it } from 'vitest';
import { parsePlayableContent } from '../player/content.js';
import { imagePlaylistContent } from '../testing/playableFixtures.js';
import { defaultWidgets } from '../widgets/index.js';
import { StagePlayer } from './StagePlayer.js';

// Never a black screen: a playlist whose every file is outside its "Show from" / "Show until"
// says so quietly until one may play, and then plays it.

afterEach(cleanup);

const at = (iso: string) => Date.parse(iso);

/** One image that may show only from 1 December 09:00 on the screen's clock (UTC here). */
function promotion() {
  const data = imagePlaylistContent([{ id: 'promo' }], { publishedAt: '2026-11-01T00:00:00Z' });
  data.content.files[0]!.validFrom = '2026-12-01T09:00';
  const parsed = parsePlayableContent(data, 'https://marquee.test/graphql');
  if (!parsed.ok) throw new Error('fixture must parse');
  return parsed.value;
}

describe('a stage with nothing it may show', () => {
  it('says so instead of staying black, and plays the file once its dates begin', () => {
    const clock = new Subject<number>();
    render(
      <StagePlayer
        widgets={defaultWidgets}
        content={promotion()}
        timeZone="UTC"
        clock={() => clock}
      />,
    );
    act(() => clock.next(at('2026-11-30T12:00:00Z')));
    expect(screen.getByTestId('stage-nothing-now').textContent).toBe('Nothing to show right now.');
    expect(screen.queryByAltText('promo.png')).toBeNull();

    act(() => clock.next(at('2026-12-01T09:00:00Z')));
    act(() => void fireEvent.load(screen.getByAltText('promo.png')));
    expect(screen.queryByTestId('stage-nothing-now')).toBeNull();
  });
});

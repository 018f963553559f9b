// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';

describe('TV frame host page', () => {
  it('loads the player in an iframe with host=frame and the parent origin', async () => {
    document.body.innerHTML = '';
    // Importing the page script mounts the frame, as frame.html does.
    await import('./frame.js');
    const iframe = document.querySelector<HTMLIFrameElement>('[data-testid="player-frame"]');
    const src = new URL(iframe!.src);
    expect(src.searchParams.get('host')).toBe('frame');
    expect(src.searchParams.get('parent')).toBe(location.origin);
    expect(iframe!.allow).toContain('screen-wake-lock');
  });
});

// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { chooseHost } from './chooseHost.js';
import { STUB_JPEG, stubRenderer } from './testing/stubRenderer.js';

describe('chooseHost: the fake host of ?host=fake', () => {
  it('takes screenshots by drawing its own page, as the web host does', async () => {
    const render = stubRenderer();
    const { kind, host } = await chooseHost('?host=fake', window, undefined, render);
    expect(kind).toBe('fake');
    expect(host.supports('screenshot')).toBe(true);
    const shot = await host.screen.capture();
    // What the page drew, not the fake's fixed 1×1 picture.
    expect(render.calls).toHaveLength(1);
    expect(render.calls[0]![0]).toBe(document.documentElement);
    expect(shot).toEqual({
      mimeType: 'image/jpeg',
      base64: STUB_JPEG.slice('data:image/jpeg;base64,'.length),
      width: 4,
      height: 3,
    });
  });
});

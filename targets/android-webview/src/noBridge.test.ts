import { describe, expect, it } from 'vitest';
import { NO_BRIDGE_MESSAGE, showNoBridge } from './noBridge.js';

describe('no bridge', () => {
  it('says on screen what to update instead of staying black', () => {
    const container = { textContent: '', style: {} as CSSStyleDeclaration };
    showNoBridge(container);
    expect(container.textContent).toBe(NO_BRIDGE_MESSAGE);
    expect(container.textContent).toContain('Android System WebView');
    expect(container.style.color).toBe('#d0d6df');
  });
});

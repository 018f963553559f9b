import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CALLBACK_PAGE_CSP, callbackPageHtml } from './callback-page.js';

describe('the callback page', () => {
  it('escapes what it shows and what it hands its script', () => {
    const html = callbackPageHtml({
      message: 'Feed <img src=x onerror=alert(1)> & "more"',
      authorized: { feedId: '"><script>alert(2)</script>', origin: "https://a.example' x='" },
    });
    expect(html).toContain('<p>Feed &lt;img src=x onerror=alert(1)&gt; &amp; &quot;more&quot;</p>');
    expect(html).toContain('data-feed-id="&quot;&gt;&lt;script&gt;alert(2)&lt;/script&gt;"');
    expect(html).toContain('data-origin="https://a.example&#39; x=&#39;"');
    expect(html.match(/<script>/g)).toHaveLength(1);
  });

  it('runs only its own script: the one the policy names by hash', () => {
    const html = callbackPageHtml({ message: 'x' });
    const script = /<script>([\s\S]*)<\/script>/.exec(html)![1]!;
    const hash = createHash('sha256').update(script).digest('base64');
    expect(CALLBACK_PAGE_CSP).toContain(`script-src 'sha256-${hash}'`);
    expect(html).not.toContain('data-feed-id');
  });
});

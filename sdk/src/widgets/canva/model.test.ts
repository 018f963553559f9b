import { describe, expect, it } from 'vitest';
import { canvaAspectOf, canvaBodySchema, canvaEmbedUrl, parseCanva } from './model.js';

// As Canva's "Embed" share dialog gives it (ids made up).
const EMBED_CODE = `<div style="position: relative; width: 100%; height: 0; padding-top: 56.2225%;
 padding-bottom: 0; box-shadow: 0 2px 8px 0 rgba(63,69,81,0.16); margin-top: 1.6em; margin-bottom: 0.9em; overflow: hidden;
 border-radius: 8px; will-change: transform;">
  <iframe loading="lazy" style="position: absolute; width: 100%; height: 100%; top: 0; left: 0; border: none; padding: 0;margin: 0;"
    src="https://www.canva.com/design/DAFk3xQ9bZc/view?embed" allowfullscreen="allowfullscreen" allow="fullscreen">
  </iframe>
</div>
<a href="https:&#x2F;&#x2F;www.canva.com&#x2F;design&#x2F;DAFk3xQ9bZc&#x2F;view?utm_content=DAFk3xQ9bZc&amp;utm_campaign=designshare&amp;utm_medium=embeds&amp;utm_source=link" target="_blank" rel="noopener">Lunch menu</a> by Jana`;

const SMART_LINK =
  'https://www.canva.com/design/DAFk3xQ9bZc/Rr7bX2yQ_pL-0aZ/view?utm_content=DAFk3xQ9bZc&utm_campaign=designshare&utm_medium=link2&utm_source=uniquelinks';

describe('parseCanva (an embed code or a smart link)', () => {
  it('reads the design id and its padding from an embed code', () => {
    expect(parseCanva(EMBED_CODE)).toEqual({ designId: 'DAFk3xQ9bZc', paddingTop: '56.2225%' });
  });

  it('reads the design id from a smart link, which carries no padding', () => {
    expect(parseCanva(SMART_LINK)).toEqual({ designId: 'DAFk3xQ9bZc', paddingTop: '' });
    expect(parseCanva('https://www.canva.com/design/DAFk3xQ9bZc/view')).toEqual({
      designId: 'DAFk3xQ9bZc',
      paddingTop: '',
    });
  });

  it('gives both empty for anything else', () => {
    const empty = { designId: '', paddingTop: '' };
    expect(parseCanva('')).toEqual(empty);
    expect(parseCanva('my lunch menu')).toEqual(empty);
    expect(parseCanva('https://www.canva.com/design/DAFk3xQ9bZc/edit')).toEqual(empty);
    expect(
      parseCanva(
        '<div style="padding-top: 56.25%;"><iframe src="https://example.com/x"></iframe></div>',
      ),
    ).toEqual(empty);
  });
});

describe('canva body', () => {
  it('starts empty and embeds through the view embed address', () => {
    expect(canvaBodySchema.parse({})).toEqual({ designId: '', paddingTop: '' });
    expect(canvaEmbedUrl('DAFk3xQ9bZc')).toBe(
      'https://www.canva.com/design/DAFk3xQ9bZc/view?embed',
    );
    expect(canvaAspectOf('56.2225%')).toBeCloseTo(0.562225);
    expect(canvaAspectOf('')).toBeNull();
  });
});

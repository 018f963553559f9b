import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderToolbarGroup } from '../../test/toolbarGroup';
import { designGroup, NO_CANVA_DESIGN } from './DesignGroup';

afterEach(cleanup);

const user = userEvent.setup({ delay: null });

const EMBED_CODE = `<div style="position: relative; width: 100%; height: 0; padding-top: 141.4286%; padding-bottom: 0; overflow: hidden; border-radius: 8px;">
  <iframe loading="lazy" style="position: absolute; width: 100%; height: 100%; top: 0; left: 0; border: none;"
    src="https://www.canva.com/design/DAGb7Yh2kLs/view?embed" allowfullscreen="allowfullscreen" allow="fullscreen"></iframe>
</div>`;

function renderDesign(body: Record<string, unknown> = {}) {
  const { onChange } = renderToolbarGroup(designGroup, { type: 'canva', body });
  return { onChange, field: screen.getByTestId<HTMLTextAreaElement>('canva-design') };
}

describe('Canva design field', () => {
  it('reads the design and its shape from an embed code', async () => {
    const { onChange, field } = renderDesign();
    // Pasted, as operators do with Canva's multi-line embed code.
    await user.click(field);
    await user.paste(EMBED_CODE);
    await user.tab();
    expect(onChange).toHaveBeenCalledExactlyOnceWith({
      body: { designId: 'DAGb7Yh2kLs', paddingTop: '141.4286%' },
    });
  });

  it('reads the design from a smart link, and shows the design it holds', async () => {
    const { onChange, field } = renderDesign({ designId: 'DAGb7Yh2kLs', paddingTop: '' });
    expect(field.value).toBe('https://www.canva.com/design/DAGb7Yh2kLs/view');
    await user.clear(field);
    await user.type(field, 'https://www.canva.com/design/DAFxQ1w2e3r/kT9aB_c/view?utm_source=x');
    await user.tab();
    expect(onChange).toHaveBeenCalledWith({ body: { designId: 'DAFxQ1w2e3r', paddingTop: '' } });
  });

  it('empties the design for text that names none, with a warning', async () => {
    const { onChange, field } = renderDesign({ designId: 'DAGb7Yh2kLs', paddingTop: '56.25%' });
    await user.clear(field);
    await user.type(field, 'my menu design');
    await user.tab();
    expect(onChange).toHaveBeenCalledWith({ body: { designId: '', paddingTop: '' } });
    screen.getByText(NO_CANVA_DESIGN);
  });
});

import { Field, Textarea } from '@fluentui/react-components';
import { parseCanva, readCanvaBody } from '@marquee/sdk';
import { useState } from 'react';
import type { ToolbarGroup, ToolbarGroupProps } from '../types';

/** Shown when what was pasted names no Canva design; the item then shows nothing. */
export const NO_CANVA_DESIGN = 'No Canva design found: paste its embed code or smart link.';

const viewAddress = (designId: string) =>
  designId ? `https://www.canva.com/design/${designId}/view` : '';

/**
 * The design, pasted as Canva's embed code or a smart link, read when the field
 * is left: the design id from its view address, the padding from the embed style, else both
 * empty.
 */
export const designGroup: ToolbarGroup = {
  id: 'design',
  label: 'Design',
  render: (props) => <DesignField {...props} />,
};

function DesignField({ body, onChange }: Pick<ToolbarGroupProps, 'body' | 'onChange'>) {
  const stored = readCanvaBody(body);
  const [draft, setDraft] = useState<string | null>(null);
  const [notFound, setNotFound] = useState(false);
  const commit = () => {
    if (draft === null) return;
    const parsed = parseCanva(draft);
    setNotFound(draft.trim() !== '' && parsed.designId === '');
    setDraft(null);
    if (parsed.designId !== stored.designId || parsed.paddingTop !== stored.paddingTop) {
      onChange({ body: parsed });
    }
  };
  return (
    <Field
      label="Canva design"
      hint="Canva's embed code or smart link"
      validationState={notFound ? 'warning' : 'none'}
      validationMessage={notFound ? NO_CANVA_DESIGN : undefined}
    >
      <Textarea
        data-testid="canva-design"
        resize="vertical"
        placeholder="https://www.canva.com/design/…/view"
        value={draft ?? viewAddress(stored.designId)}
        onChange={(_e, d) => setDraft(d.value)}
        onBlur={commit}
      />
    </Field>
  );
}

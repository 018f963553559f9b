import { Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { readTextBody, slateValueSchema, type TextBlock } from '@marquee/sdk';
import { useMemo, useState } from 'react';
import type { Descendant } from 'slate';
import { useFontStylesheet } from '../shared/fonts/useFontFamilies';
import { familiesIn } from './fontFamilies';
import type { ToolbarGroup, ToolbarGroupProps } from '../types';
import { RichTextEditor } from './RichTextEditor';

const useStyles = makeStyles({ refused: { color: tokens.colorPaletteRedForeground1 } });

/** The text item's group: its rich-text editor and toolbar, writing `body.slateValue`. */
export const textGroup: ToolbarGroup = {
  id: 'text',
  label: 'Text',
  render: (props) => <TextGroup {...props} />,
};

function TextGroup({ body, onChange }: Pick<ToolbarGroupProps, 'body' | 'onChange'>) {
  const styles = useStyles();
  const { slateValue, backgroundColor } = readTextBody(body);
  const key = JSON.stringify(slateValue);
  // The document as last written from here; a body that differs came from elsewhere (undo in
  // the scene editor, a colleague's save), and the editor starts again from it.
  const [shown, setShown] = useState({ key, revision: 0 });
  if (key !== shown.key) setShown({ key, revision: shown.revision + 1 });
  const [refused, setRefused] = useState(false);
  const families = useMemo(() => familiesIn(JSON.parse(key) as TextBlock[]), [key]);
  useFontStylesheet(families);

  const write = (value: Descendant[]) => {
    // Written only as the player will read it: a document it would refuse is not saved.
    const parsed = slateValueSchema.safeParse(value);
    setRefused(!parsed.success);
    if (!parsed.success) return;
    setShown((current) => ({ ...current, key: JSON.stringify(parsed.data) }));
    onChange({ body: { slateValue: parsed.data } });
  };

  return (
    <>
      <RichTextEditor
        key={shown.revision}
        initialValue={slateValue}
        backgroundColor={backgroundColor}
        onValueChange={write}
      />
      {refused && (
        <Caption1 role="alert" className={styles.refused}>
          This text is too long to show on screens; the last change is not saved.
        </Caption1>
      )}
    </>
  );
}

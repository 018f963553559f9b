import { makeStyles, tokens } from '@fluentui/react-components';
import { readScrollingTextBody } from '@marquee/sdk';
import { ColourField } from '../shared/ColourField';
import type { ToolbarGroup, ToolbarGroupProps } from '../types';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

/** The text's colour and the strip's behind it. */
export const scrollingColoursGroup: ToolbarGroup = {
  id: 'colours',
  label: 'Colours',
  render: (props) => <Colours {...props} />,
};

function Colours({ body, onChange }: Pick<ToolbarGroupProps, 'body' | 'onChange'>) {
  const styles = useStyles();
  const scrolling = readScrollingTextBody(body);
  return (
    <div className={styles.root}>
      <ColourField
        label="Text colour"
        testId="scrolling-text-colour"
        value={scrolling.textColor}
        onChange={(textColor) => onChange({ body: { textColor } })}
      />
      <ColourField
        label="Background colour"
        testId="scrolling-background-colour"
        value={scrolling.backgroundColor}
        onChange={(backgroundColor) => onChange({ body: { backgroundColor } })}
      />
    </div>
  );
}

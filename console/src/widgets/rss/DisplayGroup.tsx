import { Field, Select, makeStyles, tokens } from '@fluentui/react-components';
import { readRssBody, RSS_ORIENTATIONS } from '@marquee/sdk';
import { ColourField } from '../shared/ColourField';
import type { ToolbarGroup, ToolbarGroupProps } from '../types';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

const ORIENTATION_LABELS: Record<(typeof RSS_ORIENTATIONS)[number], string> = {
  horizontal: 'Picture beside the text',
  vertical: 'Picture above the text',
};

/** How an entry looks: its colours and where its picture goes. */
export const rssDisplayGroup: ToolbarGroup = {
  id: 'display',
  label: 'Display',
  render: (props) => <Display {...props} />,
};

function Display({ body, onChange }: Pick<ToolbarGroupProps, 'body' | 'onChange'>) {
  const styles = useStyles();
  const rss = readRssBody(body);
  return (
    <div className={styles.root}>
      <ColourField
        label="Text colour"
        testId="rss-text-colour"
        value={rss.textColor}
        onChange={(textColor) => onChange({ body: { textColor } })}
      />
      <ColourField
        label="Background colour"
        testId="rss-background-colour"
        value={rss.backgroundColor}
        onChange={(backgroundColor) => onChange({ body: { backgroundColor } })}
      />
      <Field label="Layout">
        <Select
          data-testid="rss-orientation"
          value={rss.orientation}
          onChange={(_e, d) => onChange({ body: { orientation: d.value } })}
        >
          {RSS_ORIENTATIONS.map((orientation) => (
            <option key={orientation} value={orientation}>
              {ORIENTATION_LABELS[orientation]}
            </option>
          ))}
        </Select>
      </Field>
    </div>
  );
}

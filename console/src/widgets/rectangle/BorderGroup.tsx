import { makeStyles, tokens } from '@fluentui/react-components';
import { RECTANGLE_LIMITS, readRectangleBody } from '@marquee/sdk';
import { ColourField } from '../shared/ColourField';
import { RangeField } from '../shared/RangeField';
import type { ToolbarGroup, ToolbarGroupProps } from '../types';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

/**
 * The border: its colour, its width (0 to 100 px of the 1920 px reference screen, step 5) and
 * the corner radius (0 to 50 % of the shorter side, step 5: 50 makes a circle or a pill).
 */
export const borderGroup: ToolbarGroup = {
  id: 'border',
  label: 'Border',
  render: (props) => <Border {...props} />,
};

function Border({ body, onChange }: Pick<ToolbarGroupProps, 'body' | 'onChange'>) {
  const styles = useStyles();
  const rectangle = readRectangleBody(body);
  return (
    <div className={styles.root}>
      <ColourField
        label="Border colour"
        testId="border-colour"
        value={rectangle.borderColor}
        onChange={(borderColor) => onChange({ body: { borderColor } })}
      />
      <RangeField
        label="Border width (px)"
        testId="border-width"
        value={rectangle.borderWidth}
        range={RECTANGLE_LIMITS.borderWidth}
        onChange={(borderWidth) => onChange({ body: { borderWidth } })}
      />
      <RangeField
        label="Corner radius (%)"
        testId="border-radius"
        value={rectangle.borderRadius}
        range={RECTANGLE_LIMITS.borderRadius}
        onChange={(borderRadius) => onChange({ body: { borderRadius } })}
      />
    </div>
  );
}

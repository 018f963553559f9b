import { makeStyles, tokens, ToggleButton } from '@fluentui/react-components';
import {
  RECTANGLE_BACKGROUND_TYPES,
  readRectangleBody,
  type RectangleBackgroundType,
} from '@marquee/sdk';
import { GradientFields } from '../gradient';
import { ColourField } from '../shared/ColourField';
import type { ToolbarGroup, ToolbarGroupProps } from '../types';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  row: { display: 'flex', gap: tokens.spacingHorizontalXS },
});

const BACKGROUND_LABELS: Record<RectangleBackgroundType, string> = {
  FILL: 'Colour',
  GRADIENT: 'Gradient',
};

/** What fills the rectangle: one colour, or a gradient definition (backgroundType). */
export const fillGroup: ToolbarGroup = {
  id: 'fill',
  label: 'Fill',
  render: (props) => <Fill {...props} />,
};

function Fill({ body, onChange }: Pick<ToolbarGroupProps, 'body' | 'onChange'>) {
  const styles = useStyles();
  const rectangle = readRectangleBody(body);
  return (
    <div className={styles.root}>
      <div className={styles.row} role="group" aria-label="Fill type">
        {RECTANGLE_BACKGROUND_TYPES.map((type) => (
          <ToggleButton
            key={type}
            size="small"
            checked={rectangle.backgroundType === type}
            data-testid={`fill-${type.toLowerCase()}`}
            onClick={() => onChange({ body: { backgroundType: type } })}
          >
            {BACKGROUND_LABELS[type]}
          </ToggleButton>
        ))}
      </div>
      {rectangle.backgroundType === 'FILL' ? (
        <ColourField
          label="Fill colour"
          testId="fill-colour"
          value={rectangle.backgroundColor}
          onChange={(backgroundColor) => onChange({ body: { backgroundColor } })}
        />
      ) : (
        <GradientFields
          gradient={rectangle.gradient}
          onChange={(gradient) => onChange({ body: { gradient } })}
        />
      )}
    </div>
  );
}

import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, DismissRegular } from '@fluentui/react-icons';
import { GRADIENT_LIMITS, type Gradient } from '@marquee/sdk';
import { ColourField } from '../shared/ColourField';
import { RangeField } from '../shared/RangeField';
import { ToolTip } from '../../kit/ToolTip';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

const STEPS = { ...GRADIENT_LIMITS.steps, step: 1 };
const ANGLE = { ...GRADIENT_LIMITS.angle, step: 1 };

/**
 * A gradient definition's fields: its colours (at least one: the last cannot be removed), the
 * number of bands they are spread over (steps, at least 2) and the angle (0 to 360 degrees).
 * Used by the gradient item and by a rectangle's gradient background.
 */
export function GradientFields({
  gradient,
  onChange,
}: {
  gradient: Gradient;
  onChange: (gradient: Gradient) => void;
}) {
  const styles = useStyles();
  const { colors } = gradient;
  const setColors = (next: string[]) => onChange({ ...gradient, colors: next });
  const canRemove = colors.length > GRADIENT_LIMITS.minColors;
  return (
    <div className={styles.root}>
      {colors.map((colour, index) => (
        <ColourField
          key={index}
          label={`Colour ${index + 1}`}
          testId={`gradient-colour-${index + 1}`}
          value={colour}
          onChange={(next) => setColors(colors.map((c, i) => (i === index ? next : c)))}
        >
          <ToolTip content={`Remove colour ${index + 1}`}>
            <Button
              size="small"
              appearance="subtle"
              icon={<DismissRegular />}
              disabledFocusable={!canRemove}
              onClick={() => setColors(colors.filter((_, i) => i !== index))}
            />
          </ToolTip>
        </ColourField>
      ))}
      <Button
        size="small"
        icon={<AddRegular />}
        // The new colour starts as the last one, so adding it changes nothing until it is set.
        onClick={() => setColors([...colors, colors.at(-1) ?? '#ffffff'])}
      >
        Add colour
      </Button>
      <RangeField
        label="Steps"
        testId="gradient-steps"
        value={gradient.steps}
        range={STEPS}
        onChange={(steps) => onChange({ ...gradient, steps })}
      />
      <RangeField
        label="Angle"
        testId="gradient-angle"
        value={gradient.angle}
        range={ANGLE}
        onChange={(angle) => onChange({ ...gradient, angle })}
      />
    </div>
  );
}

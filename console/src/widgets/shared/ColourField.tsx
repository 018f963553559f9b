import { Field, makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  swatch: {
    width: '40px',
    height: '28px',
    padding: 0,
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: 'transparent',
    cursor: 'pointer',
  },
});

/** A colour swatch opening the browser's colour picker; `children` go beside it (a remove tool). */
export function ColourField({
  label,
  testId,
  value,
  onChange,
  children,
}: {
  label: string;
  testId: string;
  value: string;
  onChange: (colour: string) => void;
  children?: ReactNode;
}) {
  const styles = useStyles();
  return (
    <Field label={label}>
      <div className={styles.row}>
        <input
          type="color"
          className={styles.swatch}
          data-testid={testId}
          aria-label={label}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
        {children}
      </div>
    </Field>
  );
}

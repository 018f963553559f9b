import { Field, Input, Slider, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import type { ToolbarGroup, ToolbarGroupProps } from '../types';
import { clampPageDuration, PAGE_DURATION, pageDurationOf } from './pageDuration';

const useStyles = makeStyles({
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  slider: { flexGrow: 1, minWidth: '120px' },
  number: { width: '72px' },
});

/** Seconds per page: a slider and a number field; typing is clamped when the field is left. */
export const pageDurationGroup: ToolbarGroup = {
  id: 'pages',
  label: 'Pages',
  render: (props) => <PageDuration {...props} />,
};

function PageDuration({ body, onChange }: Pick<ToolbarGroupProps, 'body' | 'onChange'>) {
  const styles = useStyles();
  const value = pageDurationOf(body);
  const [draft, setDraft] = useState<string | null>(null);
  const commit = (seconds: number) => {
    setDraft(null);
    if (seconds !== value) onChange({ body: { pageDuration: seconds } });
  };
  return (
    <Field label="Seconds per page">
      <div className={styles.row}>
        <Slider
          className={styles.slider}
          aria-label="Seconds per page"
          min={PAGE_DURATION.min}
          max={PAGE_DURATION.max}
          value={Math.min(PAGE_DURATION.max, Math.max(PAGE_DURATION.min, value))}
          onChange={(_e, d) => commit(Math.round(d.value))}
        />
        <Input
          className={styles.number}
          type="number"
          data-testid="page-duration"
          aria-label="Seconds per page"
          min={PAGE_DURATION.min}
          max={PAGE_DURATION.max}
          step={1}
          value={draft ?? String(value)}
          onChange={(_e, d) => setDraft(d.value)}
          onBlur={() => draft !== null && commit(clampPageDuration(draft, value))}
          onKeyDown={(e) => {
            if (e.key === 'Enter') e.currentTarget.blur();
          }}
        />
      </div>
    </Field>
  );
}

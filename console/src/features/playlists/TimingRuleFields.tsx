import { Button, Checkbox, Field, Select, makeStyles, tokens } from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons';
import { WEEKDAY_KEYS, type TimingMode } from '@marquee/sdk/model';
import { RangeListFields } from './RangeListFields';
import type { RuleDraft, RuleErrors } from './timingRulesForm';

const useStyles = makeStyles({
  rule: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingVerticalS,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  line: { display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: tokens.spacingHorizontalM },
});

const WEEKDAY_LABELS = {
  sun: 'Sun',
  mon: 'Mon',
  tue: 'Tue',
  wed: 'Wed',
  thu: 'Thu',
  fri: 'Fri',
  sat: 'Sat',
};

interface Props {
  index: number;
  draft: RuleDraft;
  errors: RuleErrors;
  onChange: (draft: RuleDraft) => void;
  onRemove: () => void;
}

/** One V2 timing rule: mode and weekdays, date ranges, time ranges, playing and priority flags. */
export function TimingRuleFields({ index, draft, errors, onChange, onRemove }: Props) {
  const styles = useStyles();
  return (
    <fieldset className={styles.rule} data-testid="timing-rule">
      <legend>Rule {index + 1}</legend>
      <div className={styles.line}>
        <Field label="Days">
          <Select
            data-testid="rule-mode"
            value={draft.mode}
            onChange={(_e, d) => onChange({ ...draft, mode: d.value as TimingMode })}
          >
            <option value="always">Every day</option>
            <option value="weekly">Chosen weekdays</option>
          </Select>
        </Field>
        {draft.mode === 'weekly' &&
          WEEKDAY_KEYS.map((key) => (
            <Checkbox
              key={key}
              label={WEEKDAY_LABELS[key]}
              data-testid={`rule-weekday-${key}`}
              checked={draft.weekDays[key]}
              onChange={(_e, d) =>
                onChange({ ...draft, weekDays: { ...draft.weekDays, [key]: d.checked === true } })
              }
            />
          ))}
      </div>
      <RangeListFields
        kind="date"
        ranges={draft.dateRanges}
        errors={errors.dateRanges}
        onChange={(dateRanges) => onChange({ ...draft, dateRanges })}
      />
      <RangeListFields
        kind="time"
        ranges={draft.timeRanges}
        errors={errors.timeRanges}
        onChange={(timeRanges) => onChange({ ...draft, timeRanges })}
      />
      <div className={styles.line}>
        <Checkbox
          label="Plays when the rule matches"
          data-testid="rule-playing"
          checked={draft.isPlaying}
          onChange={(_e, d) => onChange({ ...draft, isPlaying: d.checked === true })}
        />
        <Checkbox
          label="Priority"
          data-testid="rule-priority"
          checked={draft.isPriority}
          onChange={(_e, d) => onChange({ ...draft, isPriority: d.checked === true })}
        />
        <Button
          appearance="subtle"
          icon={<DeleteRegular />}
          data-testid="remove-timing-rule"
          onClick={onRemove}
        >
          Remove rule
        </Button>
      </div>
    </fieldset>
  );
}

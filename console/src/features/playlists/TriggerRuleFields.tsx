import { Field, Input, Select, makeStyles, tokens } from '@fluentui/react-components';
import type { DraftErrors, GenderChoice, TriggerDraft, TriggerKind } from './triggerForm';

const useStyles = makeStyles({
  line: { display: 'flex', flexWrap: 'wrap', alignItems: 'start', gap: tokens.spacingHorizontalM },
  short: { width: '120px' },
});

interface Props {
  draft: TriggerDraft;
  errors: DraftErrors<TriggerDraft>;
  onChange: (draft: TriggerDraft) => void;
}

/** What fires the item: nothing, an audience (gender, age range) or detected objects. */
export function TriggerRuleFields({ draft, errors, onChange }: Props) {
  const styles = useStyles();
  const number = (key: keyof TriggerDraft, label: string) => (
    <Field className={styles.short} label={label} validationMessage={errors[key]}>
      <Input
        type="number"
        data-testid={`trigger-${key}`}
        value={draft[key]}
        onChange={(_e, d) => onChange({ ...draft, [key]: d.value })}
      />
    </Field>
  );
  return (
    <div className={styles.line}>
      <Field label="Trigger">
        <Select
          data-testid="trigger-type"
          value={draft.type}
          onChange={(_e, d) => onChange({ ...draft, type: d.value as TriggerKind })}
        >
          <option value="none">None</option>
          <option value="audience-sensor">Audience sensor</option>
          <option value="object-detection">Object detection</option>
        </Select>
      </Field>
      {draft.type === 'audience-sensor' && (
        <>
          <Field label="Gender">
            <Select
              data-testid="trigger-gender"
              value={draft.gender}
              onChange={(_e, d) => onChange({ ...draft, gender: d.value as GenderChoice })}
            >
              <option value="any">Any</option>
              <option value="female">Female</option>
              <option value="male">Male</option>
            </Select>
          </Field>
          {number('ageMin', 'Minimum age')}
          {number('ageMax', 'Maximum age')}
        </>
      )}
      {draft.type === 'object-detection' && (
        <>
          <Field label="Label name" validationMessage={errors.labelName}>
            <Input
              data-testid="trigger-labelName"
              value={draft.labelName}
              onChange={(_e, d) => onChange({ ...draft, labelName: d.value })}
            />
          </Field>
          {number('labelIndex', 'Label index')}
          {number('minCount', 'Minimum count')}
        </>
      )}
    </div>
  );
}

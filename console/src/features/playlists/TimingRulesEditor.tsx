import { Body1, Button, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import type { TimingRuleV2 } from '@marquee/sdk/model';
import { useState } from 'react';
import { TimingRuleFields } from './TimingRuleFields';
import {
  newRuleDraft,
  ruleDraftsOf,
  rulesOf,
  validateRuleDraft,
  type RuleDraft,
} from './timingRulesForm';

const useStyles = makeStyles({
  editor: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

interface Props {
  /** The item's stored timingRulesV2. */
  stored: unknown;
  /** Valid rules to store; null removes them (the item always plays). */
  onSave: (rules: TimingRuleV2[] | null) => void;
}

/**
 * The item's timing rules. Each change that leaves every rule valid is saved at once; while a
 * field is wrong its message shows and nothing is saved, so the stored rules stay valid.
 */
export function TimingRulesEditor({ stored, onSave }: Props) {
  const styles = useStyles();
  const [drafts, setDrafts] = useState<RuleDraft[]>(() => ruleDraftsOf(stored));
  const update = (next: RuleDraft[]) => {
    setDrafts(next);
    const result = rulesOf(next);
    if (result.ok) onSave(result.rules.length ? result.rules : null);
  };
  return (
    <div className={styles.editor} data-testid="timing-rules-editor">
      {drafts.length === 0 && <Body1>No timing rules: the item always plays.</Body1>}
      {drafts.map((draft, index) => (
        <TimingRuleFields
          key={index}
          index={index}
          draft={draft}
          errors={validateRuleDraft(draft)}
          onChange={(next) => update(drafts.map((d, i) => (i === index ? next : d)))}
          onRemove={() => update(drafts.filter((_, i) => i !== index))}
        />
      ))}
      <div>
        <Button
          icon={<AddRegular />}
          data-testid="add-timing-rule"
          onClick={() => update([...drafts, newRuleDraft()])}
        >
          Add rule
        </Button>
      </div>
    </div>
  );
}

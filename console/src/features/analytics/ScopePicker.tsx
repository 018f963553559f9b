import { useQuery } from '@apollo/client/react';
import { Field, Select, makeStyles, tokens } from '@fluentui/react-components';
import {
  ProofOfPlayScreensDocument,
  AnalyticsGroupsDocument,
  ShellSpacesDocument,
  type AudienceScopeKind,
} from '../../graphql/generated';
import { RANGES, type RangeKey } from './audience';

const useStyles = makeStyles({
  bar: { display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: tokens.spacingHorizontalM },
  select: { minWidth: 'min(240px, 100%)' },
});

export interface Choice {
  range: RangeKey;
  scope: AudienceScopeKind;
  scopeId: string;
}

const KINDS: readonly { kind: AudienceScopeKind; label: string }[] = [
  { kind: 'account', label: 'All screens' },
  { kind: 'screen', label: 'One screen' },
  { kind: 'group', label: 'A screen group' },
  { kind: 'location', label: 'A location' },
];

/** The list to pick a screen, group or location from; only the one the scope needs is read. */
function useChoices(scope: AudienceScopeKind) {
  const screens = useQuery(ProofOfPlayScreensDocument, { skip: scope !== 'screen' });
  const groups = useQuery(AnalyticsGroupsDocument, { skip: scope !== 'group' });
  const spaces = useQuery(ShellSpacesDocument, { skip: scope !== 'location' });
  if (scope === 'screen') return screens.data?.devicePage.items ?? [];
  if (scope === 'group') return groups.data?.screenGroups ?? [];
  if (scope === 'location') return spaces.data?.spaces ?? [];
  return [];
}

/** The period and the screens the page reports on, kept by the page in its address. */
export function ScopePicker({
  choice,
  onChange,
}: {
  choice: Choice;
  onChange: (next: Partial<Choice>) => void;
}) {
  const styles = useStyles();
  const options = useChoices(choice.scope);
  const kindLabel = KINDS.find((k) => k.kind === choice.scope)?.label ?? '';
  return (
    <div className={styles.bar}>
      <Field label="Period">
        <Select
          className={styles.select}
          value={choice.range}
          onChange={(_e, d) => onChange({ range: d.value as RangeKey })}
        >
          {RANGES.map((r) => (
            <option key={r.key} value={r.key}>
              {r.label}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Screens">
        <Select
          className={styles.select}
          value={choice.scope}
          onChange={(_e, d) => onChange({ scope: d.value as AudienceScopeKind, scopeId: '' })}
        >
          {KINDS.map((k) => (
            <option key={k.kind} value={k.kind}>
              {k.label}
            </option>
          ))}
        </Select>
      </Field>
      {choice.scope !== 'account' && (
        <Field label={kindLabel.replace(/^(One|A) /, '').replace(/^./, (c) => c.toUpperCase())}>
          <Select
            className={styles.select}
            value={choice.scopeId}
            onChange={(_e, d) => onChange({ scopeId: d.value })}
          >
            <option value="">Choose...</option>
            {options.map((o) => (
              <option key={o._id} value={o._id}>
                {o.name}
              </option>
            ))}
          </Select>
        </Field>
      )}
    </div>
  );
}

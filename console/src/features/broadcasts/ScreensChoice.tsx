import { Field, FieldContextProvider, Radio, RadioGroup } from '@fluentui/react-components';
import { GroupChecklist, type ChecklistGroup } from '../../kit/GroupChecklist';

/** Every screen, or the screens of the chosen groups. */
export type BroadcastScope = 'all' | 'groups';

/** Whom a broadcast takes over: every screen, or the chosen groups (at least one). */
export function ScreensChoice({
  scope,
  onScopeChange,
  groups,
  groupIds,
  onGroupIdsChange,
}: {
  scope: BroadcastScope;
  onScopeChange: (scope: BroadcastScope) => void;
  /** Undefined while loading. */
  groups: readonly ChecklistGroup[] | undefined;
  groupIds: readonly string[];
  onGroupIdsChange: (ids: readonly string[]) => void;
}) {
  const noGroup = scope === 'groups' && groupIds.length === 0;
  return (
    <>
      <Field label="Screens">
        <RadioGroup value={scope} onChange={(_e, d) => onScopeChange(d.value as BroadcastScope)}>
          <Radio value="all" label="All screens" data-testid="broadcast-all" />
          <Radio value="groups" label="Chosen groups" data-testid="broadcast-groups" />
        </RadioGroup>
      </Field>
      {scope === 'groups' && (
        <Field validationMessage={noGroup ? 'Choose at least one group' : undefined}>
          {/* A checkbox in a Field takes the Field's one id, so every group would share one
              label: each checkbox is labelled by its own group instead. */}
          <FieldContextProvider value={undefined}>
            <GroupChecklist
              groups={groups}
              checkedIds={groupIds}
              onChange={onGroupIdsChange}
              emptyText="There are no groups yet."
              checkboxTestId="broadcast-group"
            />
          </FieldContextProvider>
        </Field>
      )}
    </>
  );
}

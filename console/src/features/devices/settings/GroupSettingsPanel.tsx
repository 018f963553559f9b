import { useMutation, useQuery } from '@apollo/client/react';
import {
  Body1,
  MessageBar,
  MessageBarBody,
  Spinner,
  Title3,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { GroupSettingsDocument, UpdateGroupSettingsDocument } from '../../../graphql/generated';
import { errorMessage } from '../../../kit/errorMessage';
import { useLoadGate } from '../../../kit/LoadGate';
import { SETTING_FIELDS, type SettingField } from './displayForm';
import { groupSupportNotes } from './settingsSupport';
import { SettingsForm, type FieldNotes } from './SettingsForm';

const useStyles = makeStyles({
  panel: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalM,
    maxWidth: '100%',
    // The gap spaces the section: a heading's or paragraph's own margins would double it.
    '& > h2, & > p': { margin: 0 },
  },
});

/**
 * A group's page's Settings section: what the group sets for its screens (each field a screen
 * does not set itself), with how many of its screens cannot apply a field.
 */
export function GroupSettingsPanel({ groupId, canEdit }: { groupId: string; canEdit: boolean }) {
  const styles = useStyles();
  const { data, loading, error } = useQuery(GroupSettingsDocument, {
    variables: { id: groupId },
    // Which screens cannot apply a field changes as screens join: counted again on each visit.
    fetchPolicy: 'cache-and-network',
  });
  const [update] = useMutation(UpdateGroupSettingsDocument, {
    // The group's timeline follows its time zone and display hours.
    refetchQueries: ['FleetTimeline'],
  });
  const group = data?.screenGroup;
  // A cached group is an answer, though the count of screens that cannot apply a field reloads.
  const drawn = useLoadGate(group !== undefined || !loading);
  const unsupported = groupSupportNotes(group?.settingsSupport ?? []);
  const notes: Partial<Record<SettingField, FieldNotes>> = {};
  for (const field of SETTING_FIELDS) notes[field] = { unsupported: unsupported[field] };
  if (!drawn) return null;
  return (
    <section className={styles.panel} aria-labelledby="group-settings-title">
      <Title3 as="h2" id="group-settings-title">
        Screen settings
      </Title3>
      <Body1 as="p">
        A screen&apos;s own setting wins over its groups&apos;. A screen in several groups takes
        each setting from the group whose settings were saved last.
      </Body1>
      {!group && loading && <Spinner size="tiny" label="Loading the group's settings..." />}
      {!group && error && (
        <MessageBar intent="error">
          <MessageBarBody>
            Could not load the group&apos;s settings. {errorMessage(error)}
          </MessageBarBody>
        </MessageBar>
      )}
      {group && (
        <SettingsForm
          key={group.settings.updatedAt ?? 'unset'}
          stored={group.settings}
          owner="group"
          notes={notes}
          canEdit={canEdit}
          saveLabel="Save group settings"
          savedMessage="The group's screens apply them within seconds, except what a screen sets itself."
          onSave={(input) => update({ variables: { groupId: group._id, input } })}
        />
      )}
    </section>
  );
}

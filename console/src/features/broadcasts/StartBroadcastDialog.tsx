import { useQuery } from '@apollo/client/react';
import {
  Checkbox,
  Field,
  Input,
  Radio,
  RadioGroup,
  Select,
  Spinner,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import {
  PublishableContentDocument,
  ScreenGroupsDocument,
  type CollectionName,
  type StartBroadcastInput,
} from '../../graphql/generated';
import { errorMessage } from '../../kit/errorMessage';
import { FormDialog } from '../../kit/FormDialog';
import { CONTENT_KIND_LABELS } from '../devices/fleetText';

const useStyles = makeStyles({
  groups: {
    margin: 0,
    padding: 0,
    border: 'none',
    display: 'flex',
    flexDirection: 'column',
    maxHeight: '12rem',
    overflowY: 'auto',
  },
  legend: { padding: 0, fontWeight: tokens.fontWeightSemibold },
});

/** What to broadcast, to whom and until when; starting it is asked once more by the page. */
export function StartBroadcastDialog({
  onClose,
  onReady,
}: {
  onClose: () => void;
  onReady: (input: StartBroadcastInput, contentName: string) => void;
}) {
  const styles = useStyles();
  const content = useQuery(PublishableContentDocument, { fetchPolicy: 'cache-and-network' });
  const groups = useQuery(ScreenGroupsDocument, { fetchPolicy: 'cache-and-network' });
  const [kind, setKind] = useState<CollectionName>('playlist');
  const [entityId, setEntityId] = useState('');
  const [scope, setScope] = useState<'all' | 'groups'>('all');
  const [groupIds, setGroupIds] = useState<readonly string[]>([]);
  const [ends, setEnds] = useState<'cleared' | 'time'>('cleared');
  const [endsAt, setEndsAt] = useState('');

  const data = content.data;
  const options = data && {
    playlist: data.playlists,
    scene: data.scenes,
    schedule: data.schedules,
    file: data.files.map((f) => ({ _id: f._id, name: f.originalName })),
  };
  const choices = options?.[kind] ?? [];
  const chosen = choices.find((c) => c._id === entityId) ?? choices[choices.length - 1];
  const endMs = ends === 'time' ? Date.parse(endsAt) : NaN;
  const ready =
    !!chosen &&
    (scope === 'all' || groupIds.length > 0) &&
    (ends === 'cleared' || Number.isFinite(endMs));

  return (
    <FormDialog
      open
      title="Emergency broadcast"
      submitLabel="Start broadcast"
      submitTestId="broadcast-submit"
      submitDisabled={!ready}
      error={content.error ? `Could not load the content. ${errorMessage(content.error)}` : null}
      onClose={onClose}
      onSubmit={async () => {
        if (!chosen) return;
        onReady(
          {
            content: { collectionName: kind, entityId: chosen._id },
            groupIds: scope === 'groups' ? [...groupIds] : null,
            endsAt: ends === 'time' ? new Date(endMs).toISOString() : null,
          },
          chosen.name,
        );
      }}
    >
      <Field label="Kind">
        <Select
          value={kind}
          onChange={(_e, d) => {
            setKind(d.value as CollectionName);
            setEntityId('');
          }}
        >
          {Object.entries(CONTENT_KIND_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </Select>
      </Field>
      {!data && !content.error && <Spinner size="small" label="Loading content..." />}
      {data && (
        <Field
          label={CONTENT_KIND_LABELS[kind]}
          validationMessage={
            choices.length === 0 ? 'There is nothing of this kind yet.' : undefined
          }
        >
          <Select
            data-testid="broadcast-content"
            value={chosen?._id ?? ''}
            onChange={(_e, d) => setEntityId(d.value)}
          >
            {choices.map((c) => (
              <option key={c._id} value={c._id}>
                {c.name}
              </option>
            ))}
          </Select>
        </Field>
      )}
      <Field label="Screens">
        <RadioGroup value={scope} onChange={(_e, d) => setScope(d.value as 'all' | 'groups')}>
          <Radio value="all" label="All screens" data-testid="broadcast-all" />
          <Radio value="groups" label="Chosen groups" data-testid="broadcast-groups" />
        </RadioGroup>
      </Field>
      {scope === 'groups' && (
        <fieldset className={styles.groups}>
          <legend className={styles.legend}>Groups</legend>
          {groups.data?.screenGroups.length === 0 && <span>There are no groups yet.</span>}
          {groups.data?.screenGroups.map((group) => (
            <Checkbox
              key={group._id}
              data-testid="broadcast-group"
              label={`${group.name} (${group.screenCount})`}
              checked={groupIds.includes(group._id)}
              onChange={(_e, d) =>
                setGroupIds((ids) =>
                  d.checked ? [...ids, group._id] : ids.filter((id) => id !== group._id),
                )
              }
            />
          ))}
        </fieldset>
      )}
      <Field label="Ends">
        <RadioGroup value={ends} onChange={(_e, d) => setEnds(d.value as 'cleared' | 'time')}>
          <Radio value="cleared" label="When cleared" />
          <Radio value="time" label="At a time" />
        </RadioGroup>
      </Field>
      {ends === 'time' && (
        <Field label="End time">
          <Input
            type="datetime-local"
            value={endsAt}
            onChange={(_e, d) => setEndsAt(d.value)}
            data-testid="broadcast-ends-at"
          />
        </Field>
      )}
    </FormDialog>
  );
}

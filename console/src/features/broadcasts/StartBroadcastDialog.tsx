import { useQuery } from '@apollo/client/react';
import { Field, Input, Radio, RadioGroup } from '@fluentui/react-components';
import { useState } from 'react';
import {
  PublishableContentDocument,
  ScreenGroupsDocument,
  type CollectionName,
  type StartBroadcastInput,
} from '../../graphql/generated';
import { ContentPicker, chosenOption } from '../../kit/ContentPicker';
import { errorMessage } from '../../kit/errorMessage';
import { FormDialog } from '../../kit/FormDialog';
import { GroupChecklist } from '../../kit/GroupChecklist';
import { CONTENT_KIND_LABELS } from '../devices/fleetText';

/** What to broadcast, to whom and until when; starting it is asked once more by the page. */
export function StartBroadcastDialog({
  onClose,
  onReady,
}: {
  onClose: () => void;
  onReady: (input: StartBroadcastInput, contentName: string) => void;
}) {
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
  const chosen = chosenOption(options?.[kind] ?? [], entityId);
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
      <ContentPicker
        kindLabels={CONTENT_KIND_LABELS}
        options={options}
        loading={!content.error}
        kind={kind}
        onKindChange={setKind}
        chosenId={entityId}
        onChosenChange={setEntityId}
        emptyText={() => 'There is nothing of this kind yet.'}
        contentTestId="broadcast-content"
      />
      <Field label="Screens">
        <RadioGroup value={scope} onChange={(_e, d) => setScope(d.value as 'all' | 'groups')}>
          <Radio value="all" label="All screens" data-testid="broadcast-all" />
          <Radio value="groups" label="Chosen groups" data-testid="broadcast-groups" />
        </RadioGroup>
      </Field>
      {scope === 'groups' && (
        <GroupChecklist
          groups={groups.data?.screenGroups}
          checkedIds={groupIds}
          onChange={setGroupIds}
          emptyText="There are no groups yet."
          checkboxTestId="broadcast-group"
        />
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

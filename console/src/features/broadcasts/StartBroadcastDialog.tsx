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
import { CONTENT_KIND_LABELS } from '../devices/fleetText';
import { useNow } from '../live/takenAgo';
import { useBroadcastReach } from './broadcastReach';
import { takeoverText } from './broadcastText';
import { ScreensChoice, type BroadcastScope } from './ScreensChoice';
import { TakeoverLine } from './TakeoverLine';

/** Why the start time cannot be used, in words, or null. */
export function startTimeProblem(startsAt: string, now: number): string | null {
  if (startsAt === '') return 'Choose when the broadcast starts';
  const start = Date.parse(startsAt);
  if (!Number.isFinite(start)) return 'Enter a whole date and time';
  return start <= now ? 'The start must be in the future; choose Now to start at once' : null;
}

/**
 * Why the end time cannot be used, in words, or null. `start` is when it starts, when later
 * than now.
 */
export function endTimeProblem(endsAt: string, now: number, start?: number): string | null {
  if (endsAt === '') return 'Choose when the broadcast ends';
  const end = Date.parse(endsAt);
  if (!Number.isFinite(end)) return 'Enter a whole date and time';
  if (end <= now) return 'The end must be in the future';
  return start !== undefined && end <= start ? 'The end must be after the start' : null;
}

/** A datetime-local value as the instant the server reads. */
const instant = (local: string) => new Date(Date.parse(local)).toISOString();

/**
 * What to broadcast, to whom and until when, and how many screens that takes over. `onStart`
 * asks once more (saying `reach`, the takeover in words, once counted) and starts it: the form
 * stays filled in until it resolves, and shows why when it rejects.
 */
export function StartBroadcastDialog({
  onClose,
  onStart,
}: {
  onClose: () => void;
  onStart: (input: StartBroadcastInput, contentName: string, reach: string | null) => Promise<void>;
}) {
  const content = useQuery(PublishableContentDocument, { fetchPolicy: 'cache-and-network' });
  const groups = useQuery(ScreenGroupsDocument, { fetchPolicy: 'cache-and-network' });
  const [kind, setKind] = useState<CollectionName>('playlist');
  const [entityId, setEntityId] = useState('');
  const [scope, setScope] = useState<BroadcastScope>('all');
  const [groupIds, setGroupIds] = useState<readonly string[]>([]);
  const [starts, setStarts] = useState<'now' | 'time'>('now');
  const [startsAt, setStartsAt] = useState('');
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
  const noGroup = scope === 'groups' && groupIds.length === 0;
  // The clock moves on while the form is open: an end that was ahead can fall behind.
  const now = useNow(5_000).getTime();
  const startProblem = starts === 'time' ? startTimeProblem(startsAt, now) : null;
  const laterStart = starts === 'time' && !startProblem ? Date.parse(startsAt) : undefined;
  const endProblem = ends === 'time' ? endTimeProblem(endsAt, now, laterStart) : null;
  const ready = !!chosen && !noGroup && !startProblem && !endProblem;
  const counted = useBroadcastReach(scope === 'all' ? null : groupIds);
  const reach = counted.reach ? takeoverText(counted.reach, starts === 'time') : null;

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
        await onStart(
          {
            content: { collectionName: kind, entityId: chosen._id },
            groupIds: scope === 'groups' ? [...groupIds] : null,
            startsAt: starts === 'time' ? instant(startsAt) : null,
            endsAt: ends === 'time' ? instant(endsAt) : null,
          },
          chosen.name,
          reach,
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
      <ScreensChoice
        scope={scope}
        onScopeChange={setScope}
        groups={groups.data?.screenGroups}
        groupIds={groupIds}
        onGroupIdsChange={setGroupIds}
      />
      {!noGroup && <TakeoverLine text={reach} error={counted.error} />}
      <Field label="Starts">
        <RadioGroup value={starts} onChange={(_e, d) => setStarts(d.value as 'now' | 'time')}>
          <Radio value="now" label="Now" />
          <Radio value="time" label="At a time" data-testid="broadcast-starts-later" />
        </RadioGroup>
      </Field>
      {starts === 'time' && (
        <Field label="Start time" validationMessage={startProblem ?? undefined}>
          <Input
            type="datetime-local"
            value={startsAt}
            onChange={(_e, d) => setStartsAt(d.value)}
            data-testid="broadcast-starts-at"
          />
        </Field>
      )}
      <Field label="Ends">
        <RadioGroup value={ends} onChange={(_e, d) => setEnds(d.value as 'cleared' | 'time')}>
          <Radio value="cleared" label="When cleared" />
          <Radio value="time" label="At a time" />
        </RadioGroup>
      </Field>
      {ends === 'time' && (
        <Field label="End time" validationMessage={endProblem ?? undefined}>
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

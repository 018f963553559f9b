import { useMutation, useQuery } from '@apollo/client/react';
import {
  Body1,
  Body2,
  MessageBar,
  MessageBarBody,
  Spinner,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import {
  PublishReachDocument,
  PublishToScreensDocument,
  PublishableContentDocument,
  ScreenGroupsDocument,
  type CollectionName,
  type PublishReachQuery,
} from '../../graphql/generated';
import { ContentPicker, chosenOption, type ContentOption } from '../../kit/ContentPicker';
import { errorMessage } from '../../kit/errorMessage';
import { FormDialog } from '../../kit/FormDialog';
import { GroupChecklist } from '../../kit/GroupChecklist';
import { CONTENT_KIND_LABELS, keepingOwnText, publishedToManyNotice, reachText } from './fleetText';

const useStyles = makeStyles({
  reach: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    '& p': { margin: 0 },
  },
  offline: {
    margin: 0,
    paddingLeft: tokens.spacingHorizontalL,
    maxHeight: '8rem',
    overflowY: 'auto',
  },
});

/** The server takes at most this many screens in one publish; a larger fleet is a group. */
const MAX_SCREENS = 1_000;

export interface ChosenScreen {
  _id: string;
  name: string;
}

/** The content the dialog offers, by kind, from one query. */
function useContentOptions() {
  const { data, error } = useQuery(PublishableContentDocument, {
    fetchPolicy: 'cache-and-network',
  });
  const options: Record<CollectionName, ContentOption[]> | undefined = data && {
    playlist: data.playlists,
    scene: data.scenes,
    schedule: data.schedules,
    file: data.files.map((f) => ({ _id: f._id, name: f.originalName })),
  };
  return { options, error };
}

/**
 * One publish to many: a file, playlist, scene or schedule, to the chosen screens and any groups.
 * Before Publish it says whom it reaches and which of them are offline.
 */
export function PublishToManyDialog({
  screens,
  groupIds: initialGroupIds = [],
  content,
  onClose,
  onPublished,
}: {
  screens: readonly ChosenScreen[];
  groupIds?: readonly string[];
  /** The content chosen when the dialog opens (the page it was opened from); still changeable. */
  content?: { collectionName: CollectionName; entityId: string };
  onClose: () => void;
  /** The notice to show, said the way other publishes say it. */
  onPublished: (notice: string) => void;
}) {
  const { options, error: loadError } = useContentOptions();
  const groups = useQuery(ScreenGroupsDocument, { fetchPolicy: 'cache-and-network' });
  const [kind, setKind] = useState<CollectionName>(content?.collectionName ?? 'playlist');
  const [entityId, setEntityId] = useState(content?.entityId ?? '');
  const [groupIds, setGroupIds] = useState<readonly string[]>(initialGroupIds);
  const [publish] = useMutation(PublishToScreensDocument, {
    refetchQueries: ['FleetTimeline'],
  });

  const chosen = chosenOption(options?.[kind] ?? [], entityId);
  const targets = { deviceIds: screens.map((s) => s._id), groupIds: [...groupIds] };
  const hasTargets = targets.deviceIds.length > 0 || targets.groupIds.length > 0;
  const tooMany = screens.length > MAX_SCREENS;
  const reach = useQuery(PublishReachDocument, {
    variables: { targets },
    skip: !hasTargets || tooMany,
    fetchPolicy: 'network-only',
  });

  const submit = async () => {
    if (!chosen) return;
    const result = await publish({
      variables: { content: { collectionName: kind, entityId: chosen._id }, targets },
    });
    const reached = result.data?.publishToScreens.screenCount ?? 0;
    onPublished(publishedToManyNotice(chosen.name, reached));
    onClose();
  };

  const title =
    screens.length === 1 && groupIds.length === 0 ? `Publish to ${screens[0]!.name}` : 'Publish';

  return (
    <FormDialog
      open
      title={title}
      submitLabel="Publish"
      submitTestId="publish-many-submit"
      submitDisabled={!chosen || !hasTargets || tooMany}
      error={loadError ? `Could not load the content. ${errorMessage(loadError)}` : null}
      onClose={onClose}
      onSubmit={submit}
    >
      <ContentPicker
        kindLabels={CONTENT_KIND_LABELS}
        options={options}
        loading={!loadError}
        kind={kind}
        onKindChange={setKind}
        chosenId={entityId}
        onChosenChange={setEntityId}
        emptyText={(label) => `There is no ${label.toLowerCase()} to publish yet.`}
        kindTestId="publish-kind"
        contentTestId="publish-content"
      />
      {screens.length > 0 && (
        <Body1 as="p" data-testid="publish-chosen-screens">
          Screens:{' '}
          {screens.length <= 5 ? screens.map((s) => s.name).join(', ') : `${screens.length} chosen`}
        </Body1>
      )}
      <GroupChecklist
        groups={groups.data?.screenGroups}
        checkedIds={groupIds}
        onChange={setGroupIds}
        checkboxTestId="publish-group"
      />
      {tooMany && (
        <MessageBar intent="warning">
          <MessageBarBody>
            One publish reaches at most {MAX_SCREENS.toLocaleString('en')} chosen screens: add them
            to a group and publish to the group.
          </MessageBarBody>
        </MessageBar>
      )}
      {hasTargets && !tooMany && (
        <ReachSummary reach={reach.data?.publishReach} error={reach.error} />
      )}
      {!hasTargets && <Body1 as="p">Choose a group to publish to.</Body1>}
    </FormDialog>
  );
}

/** Whom the publish reaches: counts, the offline screens by name, and who keeps their own. */
export function ReachSummary({
  reach,
  error,
}: {
  reach: PublishReachQuery['publishReach'] | undefined;
  error?: unknown;
}) {
  const styles = useStyles();
  if (error)
    return (
      <MessageBar intent="warning">
        <MessageBarBody>Could not count the screens. {errorMessage(error)}</MessageBarBody>
      </MessageBar>
    );
  if (!reach) return <Spinner size="small" label="Counting screens..." />;
  const keeping = keepingOwnText(reach.keepingOwnContent);
  const unlisted = reach.offlineCount - reach.offlineScreens.length;
  return (
    <div role="status" data-testid="publish-reach" className={styles.reach}>
      <Body2 as="p" data-testid="publish-reach-text">
        {reachText(reach)}
      </Body2>
      {reach.offlineScreens.length > 0 && (
        <>
          <Body1 as="p">Offline screens get it when they reconnect:</Body1>
          <ul className={styles.offline} aria-label="Offline screens">
            {reach.offlineScreens.map((s) => (
              <li key={s._id}>{s.name}</li>
            ))}
            {unlisted > 0 && <li>and {unlisted} more</li>}
          </ul>
        </>
      )}
      {keeping && <Body1 as="p">{keeping}</Body1>}
    </div>
  );
}

import { useMutation } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { Body1, Button, Title3, makeStyles, tokens } from '@fluentui/react-components';
import { ClearScreenContentDocument, type ContentSourceKind } from '../../graphql/generated';
import { useConfirm } from '../../kit/ConfirmDialog';
import { errorMessage } from '../../kit/errorMessage';
import { notify } from '../../kit/notices';
import { RouterLink } from '../../kit/RouterLink';
import { contentSourceText } from './fleetText';
import { BROADCAST_PATH, screenGroupPath } from './devicePaths';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  line: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
});

/**
 * Where the screen's content comes from and its groups; an own publish can be cleared (asked
 * first), so the screen follows its groups again.
 */
export function ContentSourcePanel({
  deviceId,
  deviceName,
  source,
  groups,
  canClear,
  onCleared,
  children,
}: {
  deviceId: string;
  deviceName: string;
  source: {
    kind: ContentSourceKind;
    group?: { _id: string; name: string } | null;
    broadcast?: { content: { name?: string | null } } | null;
  };
  groups: readonly { _id: string; name: string }[];
  canClear: boolean;
  onCleared: () => void;
  /** The tags, shown in the same section. */
  children?: ReactNode;
}) {
  const styles = useStyles();
  const [clear] = useMutation(ClearScreenContentDocument, {
    refetchQueries: ['FleetTimeline'],
  });
  const confirm = useConfirm();
  return (
    <section className={styles.root} aria-labelledby="content-source-title">
      <Title3 as="h2" id="content-source-title">
        Content, groups and tags
      </Title3>
      <div className={styles.line}>
        <Body1 data-testid="content-source">
          Content:{' '}
          {source.kind === 'broadcast' ? (
            // A broadcast outranks the screen's own and its groups' content until it is cleared.
            <>
              Emergency broadcast:{' '}
              <RouterLink to={BROADCAST_PATH}>
                {source.broadcast?.content.name ?? 'content removed'}
              </RouterLink>
            </>
          ) : source.kind === 'group' && source.group ? (
            <>
              From group{' '}
              <RouterLink to={screenGroupPath(source.group._id)}>{source.group.name}</RouterLink>
            </>
          ) : (
            contentSourceText(source)
          )}
        </Body1>
        {canClear && source.kind === 'own' && (
          <Button
            data-testid="clear-own-content"
            onClick={() =>
              confirm.ask({
                question: `Clear the own publish of ${deviceName}?`,
                detail:
                  groups.length > 0
                    ? 'The screen then plays its groups’ content; publish to it again to take it back.'
                    : 'The screen is in no group, so it then plays nothing.',
                confirmLabel: 'Clear',
                onConfirm: () =>
                  void clear({ variables: { deviceIds: [deviceId] } }).then(
                    () => {
                      notify(`${deviceName} follows its groups`);
                      onCleared();
                    },
                    (e: unknown) => notify(errorMessage(e), 'error'),
                  ),
              })
            }
          >
            Follow groups instead
          </Button>
        )}
      </div>
      <Body1 data-testid="device-groups">
        Groups:{' '}
        {groups.length === 0
          ? 'none'
          : groups.map((g, i) => (
              <span key={g._id}>
                {i > 0 && ', '}
                <RouterLink to={screenGroupPath(g._id)}>{g.name}</RouterLink>
              </span>
            ))}
      </Body1>
      {children}
      {confirm.dialog}
    </section>
  );
}

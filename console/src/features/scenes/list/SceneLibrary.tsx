import { useMutation, useQuery } from '@apollo/client/react';
import {
  Body1,
  Button,
  MessageBar,
  MessageBarBody,
  Spinner,
  Subtitle2,
  Title2,
  makeStyles,
  tokens,
  useRestoreFocusTarget,
} from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { PERMISSIONS, type SceneType } from '@marquee/sdk/model';
import { useMemo, useState, type ReactNode } from 'react';
import { errorMessage } from '../../../kit/errorMessage';
import { useCan } from '../../../shared/session/session';
import {
  DuplicateSceneDocument,
  SceneListDocument,
  type SceneListItemFragment,
} from '../../../graphql/generated';
import { SceneLibraryDialog, type LibraryDialog, type NewPreset } from './SceneLibraryDialog';
import { useSceneFiles } from '../../../widgets/shared/sceneFiles';
import { SceneTable, type SceneAction } from './SceneTable';
import { newestFirst } from './sceneText';

/** What differs between /scenes and /apps: the types listed and created, words, permissions. */
export interface LibraryKind {
  title: string;
  /** 'scene' or 'app'. */
  noun: string;
  listTypes: SceneType[];
  /** The types offered for a new one, the default first. */
  newTypes: SceneType[];
  updatePermission: string;
  deletePermission: string;
  /**
   * Whether New makes a blank one; false where each must start from a kind the page offers
   * itself (an app is one kind of full-screen item).
   */
  offersBlank?: boolean;
  /** A heading over the list, when the page shows more than the list. */
  listHeading?: string;
  emptyTitle: string;
  emptyText: string;
}

const useStyles = makeStyles({
  header: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
    marginBottom: tokens.spacingVerticalM,
  },
  empty: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalS,
    padding: `${tokens.spacingVerticalXL} 0`,
  },
});

/**
 * A page listing scenes of some types, newest first, with New (opening the editor), rename,
 * duplicate, share and delete, each offered only to a role that may do it. `children` shows
 * between the title and the list, and may start a new one from a preset.
 */
export function SceneLibrary({
  kind,
  children,
}: {
  kind: LibraryKind;
  children?: (startNew: (preset: NewPreset) => void) => ReactNode;
}) {
  const styles = useStyles();
  const canUpdate = useCan(kind.updatePermission);
  const canDelete = useCan(kind.deletePermission);
  const canCreateBlank = canUpdate && kind.offersBlank !== false;
  const canPublish = useCan(PERMISSIONS.device.manageContent);
  const { data, loading, error, refetch } = useQuery(SceneListDocument, {
    variables: { types: kind.listTypes },
    fetchPolicy: 'cache-and-network',
  });
  const [duplicate] = useMutation(DuplicateSceneDocument);
  const [dialog, setDialog] = useState<LibraryDialog>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const scenes = useMemo(() => newestFirst(data?.scenes ?? []), [data]);
  const files = useSceneFiles(scenes);
  const restoreFocusTarget = useRestoreFocusTarget();
  const close = () => setDialog(null);
  // A failed reload shows as the list's own error.
  const reload = () => void refetch().catch(() => {});

  const onAction = (action: SceneAction, scene: SceneListItemFragment) => {
    setActionError(null);
    if (action !== 'duplicate') return setDialog({ kind: action, scene });
    void duplicate({ variables: { id: scene._id } })
      .then(() => refetch())
      .catch((e: unknown) => setActionError(errorMessage(e)));
  };

  const newButton = (label: string) => (
    <Button
      appearance="primary"
      icon={<AddRegular />}
      onClick={() => setDialog({ kind: 'new' })}
      {...restoreFocusTarget}
    >
      {label}
    </Button>
  );

  return (
    <section>
      <div className={styles.header}>
        <Title2 as="h1">{kind.title}</Title2>
        {canCreateBlank && newButton(`New ${kind.noun}`)}
      </div>
      {(error || actionError) && (
        <MessageBar intent="error">
          <MessageBarBody data-testid="scene-list-error">
            {actionError ?? errorMessage(error)}
          </MessageBarBody>
        </MessageBar>
      )}
      {children?.((preset) => setDialog({ kind: 'new', preset }))}
      {kind.listHeading && <Subtitle2 as="h2">{kind.listHeading}</Subtitle2>}
      {loading && !data && <Spinner label={`Loading ${kind.title.toLowerCase()}...`} />}
      {data && scenes.length === 0 && (
        <div className={styles.empty}>
          <Body1 as="p">
            <strong>{kind.emptyTitle}</strong>
          </Body1>
          <Body1 as="p">{kind.emptyText}</Body1>
          {canCreateBlank && newButton(`Create your first ${kind.noun}`)}
        </div>
      )}
      {scenes.length > 0 && (
        <SceneTable
          label={kind.title}
          scenes={scenes}
          files={files}
          canUpdate={canUpdate}
          canDelete={canDelete}
          canPublish={canPublish}
          onAction={onAction}
        />
      )}
      <SceneLibraryDialog dialog={dialog} kind={kind} onClose={close} reload={reload} />
    </section>
  );
}

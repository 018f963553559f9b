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
import type { SceneType } from '@marquee/sdk/model';
import { useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../kit/errorMessage';
import { useCan } from '../../../shared/session/session';
import {
  CreateSceneDocument,
  DeleteSceneDocument,
  DuplicateSceneDocument,
  RenameSceneDocument,
  SceneListDocument,
  ShareSceneDocument,
  type SceneListItemFragment,
} from '../../../graphql/generated';
import { ShareDialog } from '../../media/ShareDialog';
import {
  DeleteSceneDialog,
  NewSceneDialog,
  RenameSceneDialog,
  type NewScene,
} from './SceneDialogs';
import { useSceneFiles } from '../../../widgets/shared/sceneFiles';
import { SceneTable, type SceneAction } from './SceneTable';
import { aspectRatioInput, newestFirst } from './sceneText';

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

/** A new one made from a preset (an app kind): its own title and first items. */
export interface NewPreset {
  title: string;
  content: () => { sceneItems: unknown[]; duration?: number };
}

type Dialog =
  | { kind: 'new'; preset?: NewPreset }
  | { kind: 'rename' | 'share' | 'delete'; scene: SceneListItemFragment }
  | null;

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
  const navigate = useNavigate();
  const canUpdate = useCan(kind.updatePermission);
  const canDelete = useCan(kind.deletePermission);
  const { data, loading, error, refetch } = useQuery(SceneListDocument, {
    variables: { types: kind.listTypes },
    fetchPolicy: 'cache-and-network',
  });
  const [create] = useMutation(CreateSceneDocument);
  const [rename] = useMutation(RenameSceneDocument);
  const [duplicate] = useMutation(DuplicateSceneDocument);
  const [remove] = useMutation(DeleteSceneDocument);
  const [share] = useMutation(ShareSceneDocument);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const scenes = useMemo(() => newestFirst(data?.scenes ?? []), [data]);
  const files = useSceneFiles(scenes);
  const restoreFocusTarget = useRestoreFocusTarget();
  const close = () => setDialog(null);
  // A failed reload shows as the list's own error.
  const reload = () => void refetch().catch(() => {});

  const createScene = async ({ name, type, aspectRatioId }: NewScene, preset?: NewPreset) => {
    const content = preset?.content() ?? {};
    const input = { name, type, ...aspectRatioInput(aspectRatioId), ...content };
    const result = await create({ variables: { input } });
    const id = result.data?.createScene._id;
    if (id) void navigate(`/scenes/${id}`);
  };

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
        {canUpdate && newButton(`New ${kind.noun}`)}
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
          {canUpdate && newButton(`Create your first ${kind.noun}`)}
        </div>
      )}
      {scenes.length > 0 && (
        <SceneTable
          label={kind.title}
          scenes={scenes}
          files={files}
          canUpdate={canUpdate}
          canDelete={canDelete}
          onAction={onAction}
        />
      )}
      {dialog?.kind === 'new' && (
        <NewSceneDialog
          noun={kind.noun}
          title={dialog.preset?.title}
          types={dialog.preset ? kind.newTypes.slice(0, 1) : kind.newTypes}
          onClose={close}
          onCreate={(scene) => createScene(scene, dialog.preset)}
        />
      )}
      {dialog?.kind === 'rename' && (
        <RenameSceneDialog
          name={dialog.scene.name}
          onClose={close}
          onRename={async (name) => {
            await rename({ variables: { id: dialog.scene._id, name } });
            close();
          }}
        />
      )}
      {dialog?.kind === 'delete' && (
        <DeleteSceneDialog
          name={dialog.scene.name}
          noun={kind.noun}
          onClose={close}
          onDelete={async () => {
            await remove({ variables: { id: dialog.scene._id } });
            close();
            reload();
          }}
        />
      )}
      {dialog?.kind === 'share' && (
        <ShareDialog
          name={dialog.scene.name}
          spaceIds={dialog.scene.spaceIds}
          onClose={close}
          failureText={errorMessage}
          onSave={async (spaceIds) => {
            await share({ variables: { id: dialog.scene._id, spaceIds } });
            // Unshared from the current space, it leaves this list.
            reload();
          }}
        />
      )}
    </section>
  );
}

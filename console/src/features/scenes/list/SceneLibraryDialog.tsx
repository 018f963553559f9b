import { useMutation } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import {
  CreateSceneDocument,
  DeleteSceneDocument,
  RenameSceneDocument,
  ShareSceneDocument,
  type SceneListItemFragment,
} from '../../../graphql/generated';
import { errorMessage } from '../../../kit/errorMessage';
import { ShareDialog } from '../../media/ShareDialog';
import {
  DeleteSceneDialog,
  NewSceneDialog,
  RenameSceneDialog,
  type NewScene,
} from './SceneDialogs';
import { PublishSceneDialog } from './PublishSceneDialog';
import type { LibraryKind } from './SceneLibrary';
import { aspectRatioInput } from './sceneText';

/** A new one made from a preset (an app kind): its own title and first items. */
export interface NewPreset {
  title: string;
  content: () => { sceneItems: unknown[]; duration?: number };
}

export type LibraryDialog =
  | { kind: 'new'; preset?: NewPreset }
  | { kind: 'rename' | 'share' | 'publish' | 'delete'; scene: SceneListItemFragment }
  | null;

interface Props {
  dialog: LibraryDialog;
  kind: LibraryKind;
  onClose: () => void;
  /** Reloads the list after a change that can take a scene out of it. */
  reload: () => void;
}

/**
 * The scene library's one open dialog: New (which opens the editor once created), Rename, Delete,
 * Share and Publish, each saving through its own mutation.
 */
export function SceneLibraryDialog({ dialog, kind, onClose: close, reload }: Props) {
  const navigate = useNavigate();
  const [create] = useMutation(CreateSceneDocument);
  const [rename] = useMutation(RenameSceneDocument);
  const [remove] = useMutation(DeleteSceneDocument);
  const [share] = useMutation(ShareSceneDocument);

  const createScene = async ({ name, type, aspectRatioId }: NewScene, preset?: NewPreset) => {
    const content = preset?.content() ?? {};
    const input = { name, type, ...aspectRatioInput(aspectRatioId), ...content };
    const result = await create({ variables: { input } });
    const id = result.data?.createScene._id;
    if (id) void navigate(`/scenes/${id}`);
  };

  return (
    <>
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
      {dialog?.kind === 'publish' && (
        <PublishSceneDialog
          sceneId={dialog.scene._id}
          sceneName={dialog.scene.name}
          open
          onClose={close}
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
    </>
  );
}

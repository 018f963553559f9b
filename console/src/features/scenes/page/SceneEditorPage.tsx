import { useMutation, useQuery } from '@apollo/client/react';
import {
  Body1,
  MessageBar,
  MessageBarBody,
  Spinner,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useSelector } from '@xstate/react';
import { useId, useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { RouterLink } from '../../../kit/RouterLink';
import { errorMessage } from '../../../kit/errorMessage';
import { notify } from '../../../kit/notices';
import {
  SceneEditorSaveDocument,
  SceneEditorSceneDocument,
  type SceneEditorSceneFragment,
} from '../../../graphql/generated';
import {
  editorFor,
  ENABLED_ITEM_TYPES,
  offeredWidgets,
  useOfferedItemTypes,
} from '../../../widgets';
import { selectDocument, type SceneEditor } from '../editor';
import { aspectIdOf, type AspectId } from './aspect';
import { documentKey, saveInput } from './sceneDocument';
import { SceneHeader } from './SceneHeader';
import { SceneWorkspace } from './SceneWorkspace';
import { WIDGETS } from './sceneWidgets';
import { saveErrorText } from './saveError';
import { usePositionUnit } from './usePositionUnit';
import { useSceneEditor } from './useSceneEditor';
import { useSceneFiles } from './useSceneFiles';
import { useSceneSync } from './useSceneSync';
import { LiveRegion, useVisuallyHiddenStyles } from './liveRegion';
import { useUnsavedWarning } from '../../../kit/useUnsavedWarning';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  problem: { whiteSpace: 'pre-line' },
});

/** /scenes/:sceneId: the scene editor. A new id is a new page (fresh editor and history). */
export function SceneEditorPage() {
  const { sceneId = '' } = useParams();
  return <SceneEditorLoader key={sceneId} sceneId={sceneId} />;
}

function SceneEditorLoader({ sceneId }: { sceneId: string }) {
  const { data, loading, error } = useQuery(SceneEditorSceneDocument, {
    variables: { id: sceneId },
    fetchPolicy: 'cache-and-network',
  });
  const editor = useSceneEditor();
  const sync = useSceneSync(editor, data?.scene);
  const scene = data?.scene;

  if (error && !scene)
    return (
      <MessageBar intent="error">
        <MessageBarBody>{errorMessage(error)}</MessageBarBody>
      </MessageBar>
    );
  if (!loading && !scene)
    return (
      <Body1 as="p">
        This scene does not exist.{' '}
        <RouterLink inline to="/scenes">
          Back to scenes
        </RouterLink>
      </Body1>
    );
  if (sync.problem)
    return (
      <MessageBar intent="error">
        <MessageBarBody data-testid="scene-unreadable">
          This scene cannot be edited: {sync.problem.path}: {sync.problem.message}
        </MessageBarBody>
      </MessageBar>
    );
  if (!scene || !editor || sync.savedKey === null) return <Spinner label="Loading scene..." />;
  return (
    <LoadedSceneEditor
      editor={editor}
      server={scene}
      savedKey={sync.savedKey}
      expectSave={sync.expectSave}
    />
  );
}

interface LoadedProps {
  editor: SceneEditor;
  server: SceneEditorSceneFragment;
  savedKey: string;
  expectSave: (key: string) => void;
}

/**
 * The editor with the scene loaded. The name and the aspect ratio are held here (the editor's
 * history is about items): a change shows as unsaved until saved. Save sends the whole scene;
 * a refusal is shown with the server's words and the edits stay.
 */
function LoadedSceneEditor({ editor, server, savedKey, expectSave }: LoadedProps) {
  const styles = useStyles();
  const document = useSelector(editor.editor, selectDocument);
  const loaded = document._id === server._id;
  const [name, setName] = useState<string | null>(null);
  const [aspect, setAspect] = useState<AspectId | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [save, saving] = useMutation(SceneEditorSaveDocument);
  const hidden = useVisuallyHiddenStyles();
  const titleId = useId();
  const [positionUnit, setPositionUnit] = usePositionUnit();
  const offeredTypes = useOfferedItemTypes(ENABLED_ITEM_TYPES);
  const { files, addFile } = useSceneFiles(server._id, document);

  const shownName = name ?? server.name;
  const serverAspect = aspectIdOf(server);
  const shownAspect = aspect ?? serverAspect;
  const key = useMemo(() => documentKey(document), [document]);
  const dirty = key !== savedKey || shownName !== server.name || shownAspect !== serverAspect;
  useUnsavedWarning(dirty);
  const offered = useMemo(
    () => offeredWidgets(WIDGETS, offeredTypes, (type) => editorFor(type) !== undefined),
    [offeredTypes],
  );

  const onSave = async () => {
    setProblem(null);
    expectSave(documentKey(document));
    try {
      await save({
        variables: { id: server._id, input: saveInput(document, shownName, shownAspect) },
      });
      setName(null);
      setAspect(null);
      notify('Scene saved');
    } catch (e) {
      setProblem(saveErrorText(e));
    }
  };

  // The editor gets the scene in an effect after the first render with it.
  if (!loaded) return <Spinner label="Loading scene..." />;
  return (
    <section className={styles.page} data-testid="scene-editor" aria-labelledby={titleId}>
      {/* The name is edited in place in the header; the page's heading says it too. */}
      <h1 id={titleId} className={hidden.hidden}>
        {shownName.trim() || 'Scene'}
      </h1>
      <SceneHeader
        name={shownName}
        onNameChange={setName}
        dirty={dirty}
        saving={saving.loading}
        onSave={() => void onSave()}
      />
      {problem && (
        <MessageBar intent="error">
          <MessageBarBody className={styles.problem} data-testid="save-error">
            {problem}
          </MessageBarBody>
        </MessageBar>
      )}
      <LiveRegion testId="save-state" text={saveState(dirty, saving.loading)} />
      <SceneWorkspace
        editor={editor}
        files={files}
        addFile={addFile}
        aspect={shownAspect}
        onAspectChange={setAspect}
        offered={offered}
        positionUnit={positionUnit}
        onPositionUnitChange={setPositionUnit}
      />
    </section>
  );
}

/** The saved state as a screen reader hears it, whenever it changes. */
function saveState(dirty: boolean, saving: boolean): string {
  if (saving) return 'Saving...';
  return dirty ? 'Unsaved changes' : 'All changes saved';
}

import { makeStyles } from '@fluentui/react-components';
import { ItemDataContext, SceneView, WidgetsContext, type PlayableFile } from '@marquee/sdk';
import type { Scene } from '@marquee/sdk/model';
import { useMemo } from 'react';
import { sharedEditorItemData } from '../../../widgets/shared/editorItemData';
import { useFontStylesheet } from '../../../widgets/shared/fonts/useFontFamilies';
import { sceneFontFamilies } from '../../../widgets/sceneFontFamilies';
import { referenceSize, type AspectId } from './aspect';
import { showsAt } from './canvasGeometry';
import { NestedPlaylists } from '../../../widgets/playlist/NestedPlaylists';
import { WIDGET_CATALOG } from './sceneWidgets';

const useStyles = makeStyles({
  stage: {
    position: 'absolute',
    left: 0,
    top: 0,
    transformOrigin: '0 0',
    overflow: 'hidden',
    pointerEvents: 'none',
  },
});

interface Props {
  scene: Scene;
  files: ReadonlyMap<string, PlayableFile>;
  aspect: AspectId;
  timeMs: number;
  playing: boolean;
  /** The canvas width in CSS pixels; the reference screen is scaled to it. */
  width: number;
  /** An item's widget learned its content's length (a YouTube video's). */
  onItemDuration?: (itemId: string, seconds: number) => void;
}

/** The editor keeps drawing whatever is ready; it does not wait for items as a screen does. */
const NOTHING_WAITS = () => undefined;

/**
 * The scene as a screen shows it at the editor's time: the sdk's own SceneView with the sdk's
 * widgets, drawn on the reference screen (1920 × 1080, upright for 9:16) and scaled to the
 * canvas. Only the items between their start and end are drawn. Media plays while the preview
 * plays and otherwise waits on the frame (or page) of the editor's time.
 */
export function ScenePreview({
  scene,
  files,
  aspect,
  timeMs,
  playing,
  width,
  onItemDuration,
}: Props) {
  const styles = useStyles();
  const size = referenceSize(aspect);
  const shownIds = scene.sceneItems
    .filter((item) => showsAt(item, timeMs))
    .map((item) => item._id)
    .join(' ');
  // A new scene object only when what is shown changes, so playing does not redraw every frame.
  const shown = useMemo(() => {
    const ids = new Set(shownIds.split(' '));
    return { ...scene, sceneItems: scene.sceneItems.filter((item) => ids.has(item._id)) };
  }, [scene, shownIds]);
  // Text draws in its own face, as on the screen, so it wraps where it will there.
  const families = useMemo(() => sceneFontFamilies(shown), [shown]);
  useFontStylesheet(families);
  return (
    <div
      className={styles.stage}
      data-testid="scene-preview"
      aria-hidden
      style={{ width: size.width, height: size.height, transform: `scale(${width / size.width})` }}
    >
      <ItemDataContext.Provider value={sharedEditorItemData()}>
        <WidgetsContext.Provider value={WIDGET_CATALOG}>
          <NestedPlaylists scene={shown}>
            <SceneView
              scene={shown}
              files={files}
              mediaFit="contain"
              onReady={NOTHING_WAITS}
              active={playing}
              offsetMs={timeMs}
              preview
              onItemDuration={onItemDuration}
            />
          </NestedPlaylists>
        </WidgetsContext.Provider>
      </ItemDataContext.Provider>
    </div>
  );
}

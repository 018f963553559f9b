import { makeStyles, tokens } from '@fluentui/react-components';
import { ItemDataContext, SceneView, WidgetsContext, type PlayableFile } from '@marquee/sdk';
import { REFERENCE_SCREEN } from '@marquee/sdk/model';
import { useMemo } from 'react';
import { sharedEditorItemData } from './editorItemData';
import type { SceneListItemFragment } from '../../graphql/generated';
import { isPortrait, sceneCatalog, sceneDocument } from './listedScene';

/** The preview thumbnail is 64×36 px. */
export const THUMBNAIL_WIDTH_PX = 64;
export const THUMBNAIL_HEIGHT_PX = 36;

const useStyles = makeStyles({
  frame: {
    position: 'relative',
    flexShrink: 0,
    width: `${THUMBNAIL_WIDTH_PX}px`,
    height: `${THUMBNAIL_HEIGHT_PX}px`,
    overflow: 'hidden',
    backgroundColor: tokens.colorNeutralBackground3,
    borderRadius: tokens.borderRadiusSmall,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    boxSizing: 'content-box',
  },
  // A screen is black behind its items; the neutral frame shows around a portrait scene.
  screen: {
    position: 'absolute',
    top: 0,
    overflow: 'hidden',
    backgroundColor: '#000',
    transformOrigin: '0 0',
    pointerEvents: 'none',
  },
});

const noop = () => {};

interface Props {
  scene: SceneListItemFragment;
  files: ReadonlyMap<string, PlayableFile>;
}

/**
 * A 64×36 picture of a scene drawn by the player's own renderer: the scene is laid out on the
 * reference screen (1920×1080, or 1080×1920 for a portrait scene) and scaled down, so the
 * widgets size their text and media as on a screen. Inactive, so videos wait on their first
 * frame instead of playing. Decorative: the row names the scene.
 */
export function SceneThumbnail({ scene, files }: Props) {
  const styles = useStyles();
  // Apollo hands back the same object for an unchanged scene, so a refetch keeps the widgets.
  const document = useMemo(() => sceneDocument(scene), [scene]);
  const portrait = isPortrait(scene);
  const width = portrait ? REFERENCE_SCREEN.height : REFERENCE_SCREEN.width;
  const height = portrait ? REFERENCE_SCREEN.width : REFERENCE_SCREEN.height;
  const scale = Math.min(THUMBNAIL_WIDTH_PX / width, THUMBNAIL_HEIGHT_PX / height);
  const empty = !document || document.sceneItems.length === 0;

  return (
    <div
      className={styles.frame}
      aria-hidden="true"
      data-testid="scene-thumbnail"
      data-empty={empty ? 'true' : undefined}
    >
      {!empty && (
        <div
          className={styles.screen}
          style={{
            left: `${(THUMBNAIL_WIDTH_PX - width * scale) / 2}px`,
            width: `${width}px`,
            height: `${height}px`,
            transform: `scale(${scale})`,
          }}
        >
          <ItemDataContext.Provider value={sharedEditorItemData()}>
            <WidgetsContext.Provider value={sceneCatalog}>
              <SceneView
                scene={document}
                files={files}
                mediaFit="contain"
                onReady={noop}
                active={false}
              />
            </WidgetsContext.Provider>
          </ItemDataContext.Provider>
        </div>
      )}
    </div>
  );
}

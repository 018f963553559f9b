import { makeStyles } from '@fluentui/react-components';
import type { PlayableFile } from '@marquee/sdk';
import type { Scene } from '@marquee/sdk/model';
import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import type { SceneEditor } from '../editor';
import { ASPECTS, isSideways, type AspectId, type PreviewRotation } from './aspect';
import { CanvasOverlay } from './CanvasOverlay';
import { ScenePreview } from './ScenePreview';

/** The canvas never grows taller than this share of the window, whatever its shape. */
const MAX_HEIGHT_VH = 65;

const useStyles = makeStyles({
  viewport: { position: 'relative', maxWidth: '100%', margin: '0 auto' },
  frame: {
    position: 'absolute',
    left: '50%',
    top: '50%',
    backgroundColor: '#000',
    overflow: 'visible',
    userSelect: 'none',
  },
  clip: { position: 'absolute', inset: 0, overflow: 'hidden' },
});

interface Props {
  editor: SceneEditor;
  document: Scene;
  selection: readonly string[];
  files: ReadonlyMap<string, PlayableFile>;
  aspect: AspectId;
  rotation: PreviewRotation;
  timeMs: number;
  playing: boolean;
  onItemDuration?: (itemId: string, seconds: number) => void;
  /** An item to move the focus to once it is drawn (a new item). */
  focusRequest?: { id: string; seq: number } | null;
}

/**
 * The scene at its aspect ratio, turned like a screen mounted at the preview rotation. The
 * viewport has the on-screen shape (sideways for 90° and 270°); the frame inside keeps the
 * scene's own shape and is rotated about its centre, and the drawing and the editing layer
 * both live in the frame, so percent geometry means the same in both.
 */
export function SceneCanvas(props: Props) {
  const { aspect, rotation } = props;
  const styles = useStyles();
  const frame = useRef<HTMLDivElement>(null);
  const width = useFrameWidth(frame);
  const { width: aw, height: ah } = ASPECTS[aspect];
  const sideways = isSideways(rotation);
  // The on-screen box: the scene's shape, or its transpose when the screen is on its side.
  const [sw, sh] = sideways ? [ah, aw] : [aw, ah];
  return (
    <div
      className={styles.viewport}
      style={{
        aspectRatio: `${sw} / ${sh}`,
        width: `min(100%, calc(${MAX_HEIGHT_VH}vh * ${sw} / ${sh}))`,
      }}
    >
      <div
        ref={frame}
        className={styles.frame}
        data-testid="scene-canvas"
        data-aspect={aspect}
        data-rotation={rotation}
        style={{
          width: sideways ? `${(aw / ah) * 100}%` : '100%',
          height: sideways ? `${(ah / aw) * 100}%` : '100%',
          transform: `translate(-50%, -50%) rotate(${rotation}deg)`,
        }}
      >
        <div className={styles.clip}>
          <ScenePreview
            scene={props.document}
            files={props.files}
            aspect={aspect}
            timeMs={props.timeMs}
            playing={props.playing}
            width={width}
            onItemDuration={props.onItemDuration}
          />
        </div>
        <CanvasOverlay
          editor={props.editor}
          document={props.document}
          selection={props.selection}
          files={props.files}
          timeMs={props.timeMs}
          rotation={rotation}
          focusRequest={props.focusRequest}
        />
      </div>
    </div>
  );
}

/** The frame's layout width (unaffected by its rotation), kept up to date as it resizes. */
function useFrameWidth(frame: RefObject<HTMLDivElement | null>) {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = frame.current;
    if (!element) return;
    const measure = () => setWidth(element.offsetWidth);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [frame]);
  return width;
}

import type { ReactNode } from 'react';
import { Button, Field, Select, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowRedoRegular, ArrowUndoRegular, KeyboardRegular } from '@fluentui/react-icons';
import { ToolTip } from '../../../widgets';
import { ASPECT_IDS, PREVIEW_ROTATIONS, type AspectId, type PreviewRotation } from './aspect';

const useStyles = makeStyles({
  bar: { display: 'flex', alignItems: 'end', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  select: { minWidth: '110px' },
});

interface Props {
  aspect: AspectId;
  onAspectChange: (aspect: AspectId) => void;
  rotation: PreviewRotation;
  onRotationChange: (rotation: PreviewRotation) => void;
  canUndo: boolean;
  canRedo: boolean;
  onUndo: () => void;
  onRedo: () => void;
  onShowShortcuts: () => void;
  /** The "Add item" menu. */
  children: ReactNode;
}

/** Above the canvas: adding items, undo and redo, the scene's shape and the preview's turn. */
export function CanvasControls(props: Props) {
  const styles = useStyles();
  return (
    <div className={styles.bar}>
      {props.children}
      <ToolTip content="Undo">
        <Button
          data-testid="undo"
          icon={<ArrowUndoRegular />}
          disabledFocusable={!props.canUndo}
          onClick={props.onUndo}
        />
      </ToolTip>
      <ToolTip content="Redo">
        <Button
          data-testid="redo"
          icon={<ArrowRedoRegular />}
          disabledFocusable={!props.canRedo}
          onClick={props.onRedo}
        />
      </ToolTip>
      <Field label="Aspect ratio">
        <Select
          className={styles.select}
          data-testid="aspect-ratio"
          value={props.aspect}
          onChange={(_e, d) => props.onAspectChange(d.value as AspectId)}
        >
          {ASPECT_IDS.map((id) => (
            <option key={id} value={id}>
              {id}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Preview rotation">
        <Select
          className={styles.select}
          data-testid="preview-rotation"
          value={String(props.rotation)}
          onChange={(_e, d) => props.onRotationChange(Number(d.value) as PreviewRotation)}
        >
          {PREVIEW_ROTATIONS.map((r) => (
            <option key={r} value={r}>
              {r}°
            </option>
          ))}
        </Select>
      </Field>
      <ToolTip content="Keyboard shortcuts (?)">
        <Button
          appearance="subtle"
          data-testid="show-shortcuts"
          icon={<KeyboardRegular />}
          onClick={props.onShowShortcuts}
        />
      </ToolTip>
    </div>
  );
}

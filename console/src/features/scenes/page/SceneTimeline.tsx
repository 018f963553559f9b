import { Button, Caption1, Slider, Text, makeStyles, tokens } from '@fluentui/react-components';
import { PauseFilled, PlayFilled } from '@fluentui/react-icons';
import type { Scene, SceneItem } from '@marquee/sdk/model';
import { useSelector } from '@xstate/react';
import { memo, useCallback } from 'react';
import type { EditorFile } from '../../../widgets';
import { selectLengthFollowsItems, type EditorActor } from '../editor';
import { SceneLengthField } from './SceneLengthField';
import { hasNoLengthYet, playedSeconds } from './sceneLengthText';
import { formatSceneTime, percentOfScene } from './sceneTime';
import { colourOf, labelOf } from './sceneWidgets';

const LABEL_WIDTH = '220px';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  transport: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  slider: { flexGrow: 1 },
  clock: { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
  rows: { position: 'relative', display: 'flex', flexDirection: 'column', gap: '2px' },
  row: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: '2px 4px',
    borderRadius: tokens.borderRadiusSmall,
    cursor: 'pointer',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
  },
  selected: { backgroundColor: tokens.colorNeutralBackground1Selected },
  label: {
    width: LABEL_WIDTH,
    textOverflow: 'ellipsis',
    flexShrink: 0,
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    overflow: 'hidden',
    whiteSpace: 'nowrap',
  },
  swatch: { width: '10px', height: '10px', borderRadius: '2px', flexShrink: 0 },
  track: {
    position: 'relative',
    flexGrow: 1,
    height: '16px',
    backgroundColor: tokens.colorNeutralBackground3,
  },
  bar: { position: 'absolute', top: '2px', bottom: '2px', borderRadius: '3px', opacity: 0.85 },
  playhead: {
    position: 'absolute',
    top: 0,
    bottom: 0,
    width: 0,
    borderLeft: `2px solid ${tokens.colorPaletteRedBorderActive}`,
    pointerEvents: 'none',
  },
});

interface Props {
  editor: EditorActor;
  /** Files by id: names tell rows of one type apart, lengths time a scene never edited here. */
  files: ReadonlyMap<string, EditorFile>;
  document: Scene;
  selection: readonly string[];
  timeMs: number;
  playing: boolean;
}

/**
 * The scene's length (SceneLengthField) and its items over it: one row per item, topmost first (as layers are
 * listed), with a bar from its start to its end and the playhead at the editor's time; the
 * transport plays, pauses and seeks. A click on a row selects its item (shift adds).
 */
export function SceneTimeline({ editor, files, document, selection, timeMs, playing }: Props) {
  const styles = useStyles();
  // What a screen plays: the editor's length, or the engine's rule for a scene without one;
  // nothing while the scene has no items and no length typed (there is nothing to preview).
  const unset = hasNoLengthYet(document, useSelector(editor, selectLengthFollowsItems));
  const seconds = unset ? 0 : playedSeconds(document, files);
  const durationMs = seconds * 1000;
  const selected = new Set(selection);
  const rows = [...document.sceneItems].reverse();
  const select = useCallback(
    (id: string, additive: boolean) => editor.send({ type: 'SELECT', ids: [id], additive }),
    [editor],
  );
  return (
    <section className={styles.root} aria-label="Timeline">
      <div className={styles.transport}>
        <Button
          data-testid="play-pause"
          aria-label={playing ? 'Pause' : 'Play'}
          icon={playing ? <PauseFilled /> : <PlayFilled />}
          disabledFocusable={unset && !playing}
          onClick={() => editor.send({ type: 'TOGGLE_PLAY' })}
        />
        <Slider
          className={styles.slider}
          data-testid="scene-time"
          aria-label="Scene time"
          min={0}
          max={Math.max(durationMs, 1)}
          value={Math.min(timeMs, durationMs)}
          onChange={(_e, d) => editor.send({ type: 'SET_TIME', timeMs: d.value })}
        />
        <Text className={styles.clock} data-testid="scene-clock">
          {formatSceneTime(timeMs)} / {formatSceneTime(durationMs)}
        </Text>
      </div>
      <SceneLengthField editor={editor} document={document} seconds={seconds} />
      {rows.length === 0 && <Caption1>No items yet. Add one to start.</Caption1>}
      <div className={styles.rows}>
        {rows.map((item) => (
          <TimelineRow
            key={item._id}
            item={item}
            selected={selected.has(item._id)}
            durationMs={durationMs}
            timeMs={timeMs}
            fileName={item.item.fileId ? files.get(item.item.fileId)?.name : undefined}
            onSelect={select}
          />
        ))}
      </div>
    </section>
  );
}

interface RowProps {
  item: SceneItem;
  selected: boolean;
  durationMs: number;
  timeMs: number;
  fileName: string | undefined;
  onSelect: (id: string, additive: boolean) => void;
}

/** One item's row; memoised, so dragging one item in a scene of 200 redraws one row. */
const TimelineRow = memo(function TimelineRow({
  item,
  selected,
  durationMs,
  timeMs,
  fileName,
  onSelect,
}: RowProps) {
  const styles = useStyles();
  const type = item.item.type;
  const left = percentOfScene(item.start * 1000, durationMs);
  const right = percentOfScene(item.end * 1000, durationMs);
  return (
    <div
      role="button"
      tabIndex={0}
      aria-pressed={selected}
      className={`${styles.row} ${selected ? styles.selected : ''}`}
      data-testid={`timeline-row-${item._id}`}
      onClick={(e) => onSelect(item._id, e.shiftKey)}
      onKeyDown={(e) => {
        if (e.key !== 'Enter' && e.key !== ' ') return;
        e.preventDefault();
        onSelect(item._id, e.shiftKey);
      }}
    >
      <span className={styles.label}>
        <span className={styles.swatch} style={{ backgroundColor: colourOf(type) }} />
        <Caption1>
          {labelOf(type)}
          {fileName ? ` · ${fileName}` : ''}
        </Caption1>
        <Caption1>
          {item.start}–{item.end} s
        </Caption1>
      </span>
      <span className={styles.track}>
        <span
          className={styles.bar}
          style={{ left: `${left}%`, width: `${right - left}%`, backgroundColor: colourOf(type) }}
        />
        <span
          className={styles.playhead}
          style={{ left: `${percentOfScene(timeMs, durationMs)}%` }}
        />
      </span>
    </div>
  );
});

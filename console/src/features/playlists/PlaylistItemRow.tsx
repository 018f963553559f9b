import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import {
  Body1Strong,
  Button,
  Field,
  Select,
  ToggleButton,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import {
  ArrowDownRegular,
  ArrowUpRegular,
  ClockRegular,
  DeleteRegular,
  FlashRegular,
  ReOrderDotsVerticalRegular,
} from '@fluentui/react-icons';
import type { PlayableFile } from '@marquee/sdk';
import { ZONE_COLOURS } from '@marquee/sdk/model';
import { useEffect, useRef, useState } from 'react';
import type { SceneListItemFragment } from '../../graphql/generated';
import { SceneThumbnail } from '../../widgets/shared/SceneThumbnail';
import { SceneSilenceNote } from '../scenes/list/SceneSilenceNote';
import { sceneSeconds } from '../scenes/list/sceneText';
import { sceneDocument } from '../../widgets/shared/listedScene';
import { ItemDurationField } from './ItemDurationField';
import { inlineScene, inlineSeconds, itemFile, type ItemFile } from './itemMedia';
import { ItemThumbnail } from './ItemThumbnail';
import { rowName, withField, type EditorItem } from './playlistEditing';
import { TimingRulesEditor } from './TimingRulesEditor';
import { TriggerEditor } from './TriggerEditor';

/** One track of the settings line: fits "Timing (99)" and "Trigger (on)". */
const SETTING_WIDTH = '130px';

const useStyles = makeStyles({
  item: {
    borderLeft: '6px solid',
    backgroundColor: tokens.colorNeutralBackground1,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  // Two lines beside the handle and picture: the name with the arrows and Remove in a column of
  // their own, then the settings on tracks of one width. Every row has the same tracks, so
  // buttons and fields sit at the same place in every row and wrap alike on a narrow screen.
  row: {
    display: 'grid',
    gridTemplateColumns: 'auto auto minmax(0, 1fr) auto',
    gridTemplateAreas: '"handle thumb label actions" "handle thumb fields fields"',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalXS,
    padding: tokens.spacingVerticalS,
  },
  handleCell: { gridArea: 'handle', alignSelf: 'start' },
  thumbCell: { gridArea: 'thumb', alignSelf: 'start', paddingTop: tokens.spacingVerticalXXS },
  label: {
    gridArea: 'label',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
  fields: {
    gridArea: 'fields',
    display: 'grid',
    gridTemplateColumns: `repeat(auto-fill, ${SETTING_WIDTH})`,
    alignItems: 'end',
    gap: tokens.spacingHorizontalS,
  },
  actions: {
    gridArea: 'actions',
    display: 'flex',
    flexWrap: 'nowrap',
    gap: tokens.spacingHorizontalXS,
  },
  toggle: { width: '100%', justifyContent: 'flex-start' },
  panel: { padding: `0 ${tokens.spacingHorizontalM} ${tokens.spacingVerticalM}` },
  handle: { cursor: 'grab', touchAction: 'none' },
});

/** What a scene-reference item points at, as the editor's scene list knows it. */
export interface SceneReferenceView {
  /** Undefined while the list loads, or when the scene is gone (then `missing`). */
  scene?: SceneListItemFragment;
  missing: boolean;
  files: ReadonlyMap<string, PlayableFile>;
}

interface Props {
  item: EditorItem;
  /** For a scene-reference item: the scene, shown by name and thumbnail. */
  reference?: SceneReferenceView;
  /** The media files of inline scenes, for the picture and a video's length. */
  files: ReadonlyMap<string, ItemFile>;
  index: number;
  count: number;
  zones: number;
  onChange: (item: EditorItem) => void;
  onMove: (to: number) => void;
  onRemove: () => void;
}

/** What to do when a referenced scene plays longer than its items. */
const SCENE_LENGTH_FIX = 'Open the scene and shorten it, or let its length follow its items.';

const countRules = (rules: unknown) => (Array.isArray(rules) ? rules.length : 0);

/** What an item's seconds come from when it has no duration of its own. */
function durationSource(item: EditorItem, reference: SceneReferenceView | undefined) {
  if (reference) return 'scene';
  const type = inlineScene(item)?.type;
  return type === 'video' ? 'video' : type === 'presentation' ? 'pages' : undefined;
}

/**
 * Moving re-renders the list in its new order, which can take focus from the pressed arrow (or
 * disable it at either end): once the row is in its new place, focus goes back to that arrow,
 * else to the row's drag handle.
 */
function useFocusAfterMove(index: number, onMove: (to: number) => void) {
  const handleRef = useRef<HTMLButtonElement>(null);
  const upRef = useRef<HTMLButtonElement>(null);
  const downRef = useRef<HTMLButtonElement>(null);
  const movedWith = useRef<'up' | 'down' | null>(null);
  useEffect(() => {
    if (movedWith.current === null) return;
    const arrow = movedWith.current === 'up' ? upRef.current : downRef.current;
    movedWith.current = null;
    const usable = arrow && !arrow.disabled && arrow.getAttribute('aria-disabled') !== 'true';
    (usable ? arrow : handleRef.current)?.focus();
  }, [index]);
  const move = (direction: 'up' | 'down') => {
    movedWith.current = direction;
    onMove(direction === 'up' ? index - 1 : index + 1);
  };
  return { handleRef, upRef, downRef, move };
}

type Panel = 'timing' | 'triggers';

/** One playlist item: drag handle, picture, name, zone, seconds; actions; timing and triggers. */
export function PlaylistItemRow({
  item,
  reference,
  files,
  index,
  count,
  zones,
  onChange,
  onMove,
  onRemove,
}: Props) {
  const styles = useStyles();
  const { attributes, listeners, setNodeRef, transform, transition } = useSortable({
    id: item._id,
  });
  const zoneId = item.zoneId ?? 0;
  const [open, setOpen] = useState<Panel | null>(null);
  const toggle = (panel: Panel) => setOpen((now) => (now === panel ? null : panel));
  const label = rowName(item, reference);
  const file = itemFile(item, files);
  const seconds = reference?.scene
    ? sceneSeconds(reference.scene, (id) => reference.files.get(id))
    : inlineSeconds(item, files);

  const { handleRef, upRef, downRef, move } = useFocusAfterMove(index, onMove);

  return (
    <div
      ref={setNodeRef}
      className={styles.item}
      data-testid="playlist-item"
      data-item-id={item._id}
      style={{
        transform: CSS.Transform.toString(transform),
        transition,
        borderLeftColor: ZONE_COLOURS[zoneId % ZONE_COLOURS.length],
      }}
    >
      <div className={styles.row}>
        <Button
          ref={handleRef}
          appearance="subtle"
          className={mergeClasses(styles.handle, styles.handleCell)}
          aria-label={`Drag ${label}`}
          icon={<ReOrderDotsVerticalRegular />}
          data-row-start
          {...attributes}
          {...listeners}
        />
        <div className={styles.thumbCell}>
          {reference?.scene ? (
            <SceneThumbnail scene={reference.scene} files={reference.files} />
          ) : (
            <ItemThumbnail file={reference ? undefined : file} />
          )}
        </div>
        <Body1Strong className={styles.label} data-testid="item-label" title={label}>
          {label}
        </Body1Strong>
        <div className={styles.actions}>
          <Button
            ref={upRef}
            aria-label={`Move ${label} up`}
            icon={<ArrowUpRegular />}
            disabledFocusable={index === 0}
            onClick={() => move('up')}
          />
          <Button
            ref={downRef}
            aria-label={`Move ${label} down`}
            icon={<ArrowDownRegular />}
            disabledFocusable={index === count - 1}
            onClick={() => move('down')}
          />
          <Button aria-label={`Remove ${label}`} icon={<DeleteRegular />} onClick={onRemove} />
        </div>
        <ItemSettings
          item={item}
          name={label}
          zones={zones}
          seconds={seconds}
          source={durationSource(item, reference)}
          open={open}
          onToggle={toggle}
          onChange={onChange}
        />
      </div>
      <SceneSilenceNote
        scene={reference?.scene ? sceneDocument(reference.scene) : inlineScene(item)}
        seconds={seconds}
        fix={reference ? SCENE_LENGTH_FIX : 'Lower its seconds to where its items end.'}
      />
      {open && <ItemRulesPanel panel={open} item={item} onChange={onChange} />}
    </div>
  );
}

/** The item's settings line: zone (with more than one), seconds, and the Timing and Trigger toggles. */
function ItemSettings({
  item,
  name,
  zones,
  seconds,
  source,
  open,
  onToggle,
  onChange,
}: {
  item: EditorItem;
  /** The row's name, carried by each control so a list of rows does not repeat bare "Timing". */
  name: string;
  zones: number;
  seconds: number | undefined;
  source: ReturnType<typeof durationSource>;
  open: Panel | null;
  onToggle: (panel: Panel) => void;
  onChange: (item: EditorItem) => void;
}) {
  const styles = useStyles();
  const zoneId = item.zoneId ?? 0;
  const rules = countRules(item.timingRulesV2);
  const timing = rules ? `Timing (${rules})` : 'Timing';
  const trigger = item.triggerRules ? 'Trigger (on)' : 'Trigger';
  return (
    <div className={styles.fields}>
      {zones > 1 && (
        <Field label="Zone">
          <Select
            aria-label={`Zone for ${name}`}
            data-testid="item-zone"
            value={String(zoneId)}
            onChange={(_e, d) => onChange({ ...item, zoneId: Number(d.value) })}
          >
            {Array.from({ length: zones }, (_, z) => (
              <option key={z} value={z}>
                {z === 0 ? 'Main' : `Zone ${z + 1}`}
              </option>
            ))}
          </Select>
        </Field>
      )}
      <ItemDurationField
        item={item}
        name={name}
        seconds={seconds}
        source={source}
        onChange={onChange}
      />
      <ToggleButton
        className={styles.toggle}
        icon={<ClockRegular />}
        data-testid="item-timing-toggle"
        aria-label={`${timing} for ${name}`}
        checked={open === 'timing'}
        onClick={() => onToggle('timing')}
      >
        {timing}
      </ToggleButton>
      <ToggleButton
        className={styles.toggle}
        icon={<FlashRegular />}
        data-testid="item-triggers-toggle"
        aria-label={`${trigger} for ${name}`}
        checked={open === 'triggers'}
        onClick={() => onToggle('triggers')}
      >
        {trigger}
      </ToggleButton>
    </div>
  );
}

/** The open panel under the row: the item's timing rules or its triggers, saved into the item. */
function ItemRulesPanel({
  panel,
  item,
  onChange,
}: {
  panel: Panel;
  item: EditorItem;
  onChange: (item: EditorItem) => void;
}) {
  const styles = useStyles();
  if (panel === 'timing')
    return (
      <div className={styles.panel}>
        <TimingRulesEditor
          stored={item.timingRulesV2}
          onSave={(next) => onChange(withField(item, 'timingRulesV2', next))}
        />
      </div>
    );
  return (
    <div className={styles.panel}>
      <TriggerEditor
        storedRules={item.triggerRules}
        storedSettings={item.triggerPlaybackSettings}
        onSave={(patch) =>
          onChange(
            withField(
              withField(item, 'triggerRules', patch.triggerRules),
              'triggerPlaybackSettings',
              patch.triggerPlaybackSettings,
            ),
          )
        }
      />
    </div>
  );
}

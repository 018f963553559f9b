import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import {
  Body1Strong,
  Button,
  Field,
  Input,
  Select,
  ToggleButton,
  makeStyles,
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
import { useState } from 'react';
import type { SceneListItemFragment } from '../../graphql/generated';
import { SceneThumbnail } from '../scenes/list/SceneThumbnail';
import {
  itemDuration,
  itemLabel,
  setItemDuration,
  withField,
  type EditorItem,
} from './playlistEditing';
import { TimingRulesEditor } from './TimingRulesEditor';
import { TriggerEditor } from './TriggerEditor';

const useStyles = makeStyles({
  item: {
    borderLeft: '6px solid',
    backgroundColor: tokens.colorNeutralBackground1,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  row: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'end',
    gap: tokens.spacingHorizontalM,
    padding: tokens.spacingVerticalS,
  },
  panel: { padding: `0 ${tokens.spacingHorizontalM} ${tokens.spacingVerticalM}` },
  label: { minWidth: '160px', flexGrow: 1 },
  short: { width: '110px' },
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
  index: number;
  count: number;
  zones: number;
  onChange: (item: EditorItem) => void;
  onMove: (to: number) => void;
  onRemove: () => void;
}

const countRules = (rules: unknown) => (Array.isArray(rules) ? rules.length : 0);

/** One playlist item: drag handle and arrows, zone, duration; timing and trigger panels. */
export function PlaylistItemRow({
  item,
  reference,
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
  const duration = itemDuration(item);
  const [open, setOpen] = useState<'timing' | 'triggers' | null>(null);
  const rules = countRules(item.timingRulesV2);
  const toggle = (panel: 'timing' | 'triggers') => setOpen((now) => (now === panel ? null : panel));
  const label = reference?.scene?.name ?? (reference?.missing ? 'Missing scene' : itemLabel(item));

  return (
    <div
      ref={setNodeRef}
      className={styles.item}
      data-testid="playlist-item"
      style={{
        transform: CSS.Transform.toString(transform),
        transition,
        borderLeftColor: ZONE_COLOURS[zoneId % ZONE_COLOURS.length],
      }}
    >
      <div className={styles.row}>
        <Button
          appearance="subtle"
          className={styles.handle}
          aria-label={`Drag ${label}`}
          icon={<ReOrderDotsVerticalRegular />}
          {...attributes}
          {...listeners}
        />
        {reference?.scene && <SceneThumbnail scene={reference.scene} files={reference.files} />}
        <Body1Strong className={styles.label} data-testid="item-label">
          {label}
        </Body1Strong>
        {zones > 1 && (
          <Field label="Zone">
            <Select
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
        {duration !== undefined && (
          <Field label="Seconds">
            <Input
              className={styles.short}
              data-testid="item-duration"
              type="number"
              min={1}
              defaultValue={String(duration)}
              onBlur={(e) => {
                const seconds = Math.round(Number(e.target.value));
                if (seconds >= 1 && seconds !== duration) onChange(setItemDuration(item, seconds));
              }}
            />
          </Field>
        )}
        <ToggleButton
          icon={<ClockRegular />}
          data-testid="item-timing-toggle"
          checked={open === 'timing'}
          onClick={() => toggle('timing')}
        >
          {rules ? `Timing (${rules})` : 'Timing'}
        </ToggleButton>
        <ToggleButton
          icon={<FlashRegular />}
          data-testid="item-triggers-toggle"
          checked={open === 'triggers'}
          onClick={() => toggle('triggers')}
        >
          {item.triggerRules ? 'Trigger (on)' : 'Trigger'}
        </ToggleButton>
        <Button
          aria-label="Move up"
          icon={<ArrowUpRegular />}
          disabled={index === 0}
          onClick={() => onMove(index - 1)}
        />
        <Button
          aria-label="Move down"
          icon={<ArrowDownRegular />}
          disabled={index === count - 1}
          onClick={() => onMove(index + 1)}
        />
        <Button aria-label={`Remove ${label}`} icon={<DeleteRegular />} onClick={onRemove} />
      </div>
      {open === 'timing' && (
        <div className={styles.panel}>
          <TimingRulesEditor
            stored={item.timingRulesV2}
            onSave={(next) => onChange(withField(item, 'timingRulesV2', next))}
          />
        </div>
      )}
      {open === 'triggers' && (
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
      )}
    </div>
  );
}

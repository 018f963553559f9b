import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import {
  Body1Strong,
  Button,
  Checkbox,
  Field,
  Input,
  Select,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import {
  ArrowDownRegular,
  ArrowUpRegular,
  DeleteRegular,
  ReOrderDotsVerticalRegular,
} from '@fluentui/react-icons';
import { ZONE_COLOURS } from '@marquee/sdk/model';
import { useState } from 'react';
import {
  itemDuration,
  itemLabel,
  readTiming,
  secondsOfDay,
  setItemDuration,
  validateTimingForm,
  writeTiming,
  type EditorItem,
} from './playlistEditing';

const useStyles = makeStyles({
  row: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'end',
    gap: tokens.spacingHorizontalM,
    padding: tokens.spacingVerticalS,
    borderLeft: '6px solid',
    backgroundColor: tokens.colorNeutralBackground1,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  label: { minWidth: '160px', flexGrow: 1 },
  short: { width: '110px' },
  handle: { cursor: 'grab', touchAction: 'none' },
});

interface Props {
  item: EditorItem;
  index: number;
  count: number;
  zones: number;
  onChange: (item: EditorItem) => void;
  onMove: (to: number) => void;
  onRemove: () => void;
}

/** One playlist item: drag handle and arrows, zone, duration, time range with priority. */
export function PlaylistItemRow({ item, index, count, zones, onChange, onMove, onRemove }: Props) {
  const styles = useStyles();
  const { attributes, listeners, setNodeRef, transform, transition } = useSortable({
    id: item._id,
  });
  const zoneId = item.zoneId ?? 0;
  const duration = itemDuration(item);
  const timing = readTiming(item);
  const [range, setRange] = useState({ start: timing?.start ?? '', end: timing?.end ?? '' });
  const errors =
    range.start && range.end
      ? validateTimingForm(secondsOfDay(range.start), secondsOfDay(range.end))
      : {};
  const commitWindow = (
    next: { start: string; end: string },
    isPriority = timing?.isPriority ?? false,
  ) => {
    setRange(next);
    if (!next.start && !next.end) return onChange(writeTiming(item, null));
    const e =
      next.start && next.end
        ? validateTimingForm(secondsOfDay(next.start), secondsOfDay(next.end))
        : { start: 'Required' };
    if (!e.start && !e.end) onChange(writeTiming(item, { ...next, isPriority }));
  };

  return (
    <div
      ref={setNodeRef}
      className={styles.row}
      data-testid="playlist-item"
      style={{
        transform: CSS.Transform.toString(transform),
        transition,
        borderLeftColor: ZONE_COLOURS[zoneId % ZONE_COLOURS.length],
      }}
    >
      <Button
        appearance="subtle"
        className={styles.handle}
        aria-label={`Drag ${itemLabel(item)}`}
        icon={<ReOrderDotsVerticalRegular />}
        {...attributes}
        {...listeners}
      />
      <Body1Strong className={styles.label}>{itemLabel(item)}</Body1Strong>
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
      <Field label="From" validationMessage={errors.start}>
        <Input
          className={styles.short}
          type="time"
          data-testid="item-time-start"
          value={range.start}
          onChange={(_e, d) => commitWindow({ ...range, start: d.value })}
        />
      </Field>
      <Field label="To" validationMessage={errors.end}>
        <Input
          className={styles.short}
          type="time"
          data-testid="item-time-end"
          value={range.end}
          onChange={(_e, d) => commitWindow({ ...range, end: d.value })}
        />
      </Field>
      <Checkbox
        label="Priority"
        data-testid="item-priority"
        disabled={!timing}
        checked={timing?.isPriority ?? false}
        onChange={(_e, d) => commitWindow(range, d.checked === true)}
      />
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
      <Button
        aria-label={`Remove ${itemLabel(item)}`}
        icon={<DeleteRegular />}
        onClick={onRemove}
      />
    </div>
  );
}

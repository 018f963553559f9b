import { Field, Input, Select, Tab, TabList, makeStyles, tokens } from '@fluentui/react-components';
import { ROTATIONS, type SceneItem } from '@marquee/sdk/model';
import { useState } from 'react';
import { clamp, clampPosition, MIN_SIZE_PCT, type ItemPatch } from '../editor';
import type { AspectId } from './aspect';
import {
  fromDisplay,
  GEOMETRY_FIELDS,
  toDisplay,
  unitSuffix,
  type GeometryField,
  type PositionUnit,
} from './positionUnits';
import { referenceSize } from './aspect';

const useStyles = makeStyles({
  // Fluent inputs keep a minimum width of their own; in a narrow panel they share the row.
  input: { minWidth: 0, width: '100%' },
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
    gap: tokens.spacingHorizontalM,
  },
});

const LABELS: Record<GeometryField, string> = { x: 'X', y: 'Y', w: 'Width', h: 'Height' };

interface Props {
  item: SceneItem;
  aspect: AspectId;
  unit: PositionUnit;
  onUnitChange: (unit: PositionUnit) => void;
  onChange: (patch: ItemPatch) => void;
}

/**
 * Where the item is and how big, in percent of the screen or in pixels of the reference
 * screen (see positionUnits.ts). A typed value is kept inside the screen as the keyboard keeps
 * it: sizes from 1 % up to what fits, positions so that position plus size stays within 100 %.
 * Every type is placed here, also those the pointer may not drag or resize (text, video,
 * boards): a type's flags are about handles, and an operator must still put the item somewhere.
 */
export function GeometryFields(props: Props) {
  const { item, aspect, unit, onChange } = props;
  const styles = useStyles();
  const [draft, setDraft] = useState<Partial<Record<GeometryField, string>>>({});
  const reference = referenceSize(aspect);

  const commit = (field: GeometryField) => {
    const text = draft[field];
    setDraft(({ [field]: _gone, ...rest }) => rest);
    if (text === undefined || text.trim() === '' || !Number.isFinite(Number(text))) return;
    const pct = fromDisplay(Number(text), field, unit, aspect);
    const value =
      field === 'x'
        ? clampPosition(pct, item.w)
        : field === 'y'
          ? clampPosition(pct, item.h)
          : clamp(pct, MIN_SIZE_PCT, 100 - (field === 'w' ? item.x : item.y));
    if (value !== item[field]) onChange({ [field]: value });
  };

  return (
    <div className={styles.root} role="group" aria-label="Position and size">
      <TabList
        size="small"
        selectedValue={unit}
        onTabSelect={(_e, d) => props.onUnitChange(d.value as PositionUnit)}
      >
        <Tab value="percents">Percent</Tab>
        <Tab value="relativeToAspectRatio">
          Pixels ({reference.width}×{reference.height})
        </Tab>
      </TabList>
      <div className={styles.grid}>
        {GEOMETRY_FIELDS.map((field) => (
          <Field key={field} label={`${LABELS[field]} (${unitSuffix(unit)})`}>
            <Input
              className={styles.input}
              type="number"
              data-testid={`item-${field}`}
              value={draft[field] ?? String(toDisplay(item[field], field, unit, aspect))}
              onChange={(_e, d) => setDraft((all) => ({ ...all, [field]: d.value }))}
              onBlur={() => commit(field)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') commit(field);
              }}
            />
          </Field>
        ))}
        <Field label="Rotation">
          <Select
            data-testid="item-rotation"
            value={String(item.rotation)}
            onChange={(_e, d) => onChange({ rotation: Number(d.value) as SceneItem['rotation'] })}
          >
            {ROTATIONS.map((r) => (
              <option key={r} value={r}>
                {r}°
              </option>
            ))}
          </Select>
        </Field>
      </div>
    </div>
  );
}

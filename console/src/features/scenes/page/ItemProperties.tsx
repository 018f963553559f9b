import { Caption1, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import type { SceneItem } from '@marquee/sdk/model';
import type { ItemPatch } from '../editor';
import type { AspectId } from './aspect';
import { GeometryFields } from './GeometryFields';
import type { PositionUnit } from './positionUnits';
import { labelOf } from './sceneWidgets';
import { TimingFields } from './TimingFields';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

interface Props {
  /** The one selected item; null with none or several selected. */
  item: SceneItem | null;
  selectedCount: number;
  aspect: AspectId;
  unit: PositionUnit;
  onUnitChange: (unit: PositionUnit) => void;
  onChange: (id: string, patch: ItemPatch) => void;
}

/** The selected item's timing, position and size. Fields start afresh for each item. */
export function ItemProperties({
  item,
  selectedCount,
  aspect,
  unit,
  onUnitChange,
  onChange,
}: Props) {
  const styles = useStyles();
  if (!item)
    return (
      <Caption1>
        {selectedCount > 1
          ? `${selectedCount} items selected.`
          : 'Select an item to edit its timing and position.'}
      </Caption1>
    );
  const change = (patch: ItemPatch) => onChange(item._id, patch);
  return (
    <section className={styles.root} aria-label="Item properties" data-testid="item-properties">
      <Subtitle2 as="h3">{labelOf(item.item.type)}: timing and place</Subtitle2>
      <TimingFields key={`t-${item._id}`} start={item.start} end={item.end} onChange={change} />
      <GeometryFields
        key={`g-${item._id}`}
        item={item}
        aspect={aspect}
        unit={unit}
        onUnitChange={onUnitChange}
        onChange={change}
      />
    </section>
  );
}

import { Dropdown, Field, Option, makeStyles, tokens } from '@fluentui/react-components';
import {
  LAYOUT_PRESETS,
  LAYOUT_PRESET_IDS,
  ZONE_COLOURS,
  isLayoutPresetId,
  type LayoutPresetId,
} from '@marquee/sdk/model';
import { LAYOUT_PRESET_NAMES } from './layoutPresetNames';

const useStyles = makeStyles({
  drawing: {
    flexShrink: 0,
    width: '48px',
    height: '27px',
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusSmall,
    backgroundColor: tokens.colorNeutralBackground3,
  },
  choice: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  dropdown: { minWidth: '290px' },
});

/**
 * A preset drawn from its zone geometry (percent of a 16:9 screen), each zone in its zone
 * colour, as the editor tints the items' rows. Decorative: the name beside it is what is read.
 */
function LayoutPresetDrawing({ presetId }: { presetId: LayoutPresetId }) {
  const styles = useStyles();
  return (
    <svg
      className={styles.drawing}
      viewBox="0 0 100 100"
      preserveAspectRatio="none"
      aria-hidden="true"
      data-testid={`layout-drawing-${presetId}`}
    >
      {LAYOUT_PRESETS[presetId].map((zone, index) => (
        <rect
          key={index}
          x={zone.x}
          y={zone.y}
          width={zone.w}
          height={zone.h}
          fill={ZONE_COLOURS[index % ZONE_COLOURS.length]}
          fillOpacity={0.75}
          stroke="#fff"
          strokeWidth={2}
          vectorEffect="non-scaling-stroke"
        />
      ))}
    </svg>
  );
}

function PresetChoice({ presetId }: { presetId: LayoutPresetId }) {
  const styles = useStyles();
  return (
    <span className={styles.choice}>
      <LayoutPresetDrawing presetId={presetId} />
      {LAYOUT_PRESET_NAMES[presetId]}
    </span>
  );
}

interface Props {
  value: LayoutPresetId;
  onChange: (presetId: LayoutPresetId) => void;
}

/** The playlist's layout, chosen from drawings of the presets' zones with readable names. */
export function LayoutPresetPicker({ value, onChange }: Props) {
  const styles = useStyles();
  return (
    <Field label="Layout">
      <Dropdown
        className={styles.dropdown}
        data-testid="layout-select"
        value={LAYOUT_PRESET_NAMES[value]}
        selectedOptions={[value]}
        button={{ children: <PresetChoice presetId={value} /> }}
        onOptionSelect={(_e, data) => {
          const next = data.optionValue;
          if (next && next !== value && isLayoutPresetId(next)) onChange(next);
        }}
      >
        {LAYOUT_PRESET_IDS.map((id) => (
          <Option
            key={id}
            value={id}
            text={LAYOUT_PRESET_NAMES[id]}
            data-testid={`layout-option-${id}`}
          >
            <PresetChoice presetId={id} />
          </Option>
        ))}
      </Dropdown>
    </Field>
  );
}

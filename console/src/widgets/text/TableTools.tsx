import { makeStyles, tokens } from '@fluentui/react-components';
import { RICH_TEXT_DEFAULTS, TEXT_CELL_SPACING_RANGE } from '@marquee/sdk';
import { useSlate } from 'slate-react';
import { ToolTip } from '../../kit/ToolTip';
import { cellAt } from './nodes';
import { NumberTool } from './NumberTool';
import { useToolTabIndex } from './toolTabIndex';
import { onSelection } from './selectionMemory';
import { clampCellSpacing, setCellStyle } from './withTables';

const useStyles = makeStyles({
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  swatch: {
    width: '28px',
    height: '24px',
    padding: 0,
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: 'transparent',
    cursor: 'pointer',
  },
});

/** A padding or border width typed in: clamped to 0..20; what is not a number changes nothing. */
function spacingToApply(typed: string): number | null {
  const value = Number(typed.trim().replace(',', '.'));
  return typed.trim() === '' || !Number.isFinite(value) ? null : clampCellSpacing(value);
}

/**
 * The cell tools, shown while the selection is in a table: padding, border width (0 to 20)
 * and border colour of every cell the selection is in or crosses. They show the
 * values of the cell the selection starts in, its defaults where it sets none.
 */
export function TableTools() {
  const styles = useStyles();
  const editor = useSlate();
  const tabIndex = useToolTabIndex();
  const cell = editor.selection ? cellAt(editor, editor.selection.anchor)?.[0] : undefined;
  const padding = cell?.padding ?? RICH_TEXT_DEFAULTS.cellPadding;
  const borderWidth = cell?.borderWidth ?? RICH_TEXT_DEFAULTS.cellBorderWidth;
  const borderColour = cell?.borderColor ?? RICH_TEXT_DEFAULTS.cellBorderColor;
  return (
    <div className={styles.row} data-testid="text-table-tools">
      <NumberTool
        label="Cell padding"
        testId="text-tool-cell-padding"
        value={padding}
        min={TEXT_CELL_SPACING_RANGE.min}
        max={TEXT_CELL_SPACING_RANGE.max}
        toApply={spacingToApply}
        onApply={(value) => onSelection(editor, (e) => setCellStyle(e, { padding: value }))}
      />
      <NumberTool
        label="Border width"
        testId="text-tool-border-width"
        value={borderWidth}
        min={TEXT_CELL_SPACING_RANGE.min}
        max={TEXT_CELL_SPACING_RANGE.max}
        toApply={spacingToApply}
        onApply={(value) => onSelection(editor, (e) => setCellStyle(e, { borderWidth: value }))}
      />
      <ToolTip content="Border colour">
        <input
          type="color"
          tabIndex={tabIndex}
          className={styles.swatch}
          data-testid="text-tool-border-colour"
          value={/^#[0-9a-f]{6}$/i.test(borderColour) ? borderColour : '#ffffff'}
          onChange={(e) => {
            const colour = e.target.value;
            onSelection(editor, (ed) => setCellStyle(ed, { borderColor: colour }));
          }}
        />
      </ToolTip>
    </div>
  );
}

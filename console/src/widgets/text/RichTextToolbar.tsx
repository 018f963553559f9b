import { Select, makeStyles, tokens } from '@fluentui/react-components';
import {
  TableAddRegular,
  TextAlignCenterRegular,
  TextAlignJustifyRegular,
  TextAlignLeftRegular,
  TextAlignRightRegular,
  TextBoldRegular,
  TextBulletListLtrRegular,
  TextItalicRegular,
  TextNumberListLtrRegular,
  TextStrikethroughRegular,
  TextUnderlineRegular,
} from '@fluentui/react-icons';
import {
  DEFAULT_TEXT_STYLE,
  RICH_TEXT_DEFAULTS,
  TEXT_FONT_SIZE_RANGE,
  type TextAlign,
} from '@marquee/sdk';
import type { ReactElement } from 'react';
import { useSlate } from 'slate-react';
import { useFontFamilies } from '../shared/fonts/useFontFamilies';
import { ToolTip } from '../../kit/ToolTip';
import {
  alignAt,
  fontSizeAt,
  fontSizeToApply,
  isMarkActive,
  marksAt,
  setAlign,
  setFontSize,
  setStyle,
  toggleMark,
  type ToggleMark,
} from './formatting';
import { isListActive, toggleList, type ListType } from './lists';
import { touchesTable } from './nodes';
import { NumberTool } from './NumberTool';
import { onSelection } from './selectionMemory';
import { TableTools } from './TableTools';
import { useToolTabIndex } from './toolTabIndex';
import { ToolButton } from './ToolButton';
import { insertTable } from './withTables';

const useStyles = makeStyles({
  row: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXXS,
  },
  swatch: {
    width: '28px',
    height: '24px',
    padding: 0,
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: 'transparent',
    cursor: 'pointer',
  },
  family: { minWidth: '120px', flexGrow: 1 },
});

const MARK_TOOLS: readonly { mark: ToggleMark; label: string; icon: ReactElement }[] = [
  { mark: 'bold', label: 'Bold', icon: <TextBoldRegular /> },
  { mark: 'italic', label: 'Italic', icon: <TextItalicRegular /> },
  { mark: 'underline', label: 'Underline', icon: <TextUnderlineRegular /> },
  { mark: 'strikethrough', label: 'Strikethrough', icon: <TextStrikethroughRegular /> },
];

const ALIGN_TOOLS: readonly { align: TextAlign; label: string; icon: ReactElement }[] = [
  { align: 'left', label: 'Align left', icon: <TextAlignLeftRegular /> },
  { align: 'center', label: 'Centre', icon: <TextAlignCenterRegular /> },
  { align: 'right', label: 'Align right', icon: <TextAlignRightRegular /> },
  { align: 'justify', label: 'Justify', icon: <TextAlignJustifyRegular /> },
];

const LIST_TOOLS: readonly { type: ListType; label: string; icon: ReactElement }[] = [
  { type: 'bulleted-list', label: 'Bulleted list', icon: <TextBulletListLtrRegular /> },
  { type: 'numbered-list', label: 'Numbered list', icon: <TextNumberListLtrRegular /> },
];

/** A colour input shows hex only; a named colour in the document shows as the default. */
const asHex = (colour: string | undefined) =>
  colour && /^#[0-9a-f]{6}$/i.test(colour) ? colour : RICH_TEXT_DEFAULTS.color;

/**
 * The rich-text toolbar: marks, colour, size and font of the selected
 * text, alignment, lists, and tables: inserting one is offered only outside a table, and the
 * cell tools only inside one. Every tool is named by a tooltip (750 ms).
 */
export function RichTextToolbar() {
  const styles = useStyles();
  const editor = useSlate();
  const { families } = useFontFamilies();
  const marks = marksAt(editor);
  const inTable = touchesTable(editor);
  const act = (action: Parameters<typeof onSelection>[1]) => onSelection(editor, action);
  const tabIndex = useToolTabIndex();

  const family = marks.fontFamily ?? DEFAULT_TEXT_STYLE.fontFamily;
  const familyNames = families.map((choice) => choice.family);
  const familyOptions = familyNames.includes(family) ? familyNames : [family, ...familyNames];

  return (
    <div role="toolbar" aria-label="Text formatting">
      <div className={styles.row}>
        {MARK_TOOLS.map(({ mark, label, icon }) => (
          <ToolButton
            key={mark}
            label={label}
            testId={`text-tool-${mark}`}
            icon={icon}
            checked={isMarkActive(editor, mark)}
            onClick={() => act((e) => toggleMark(e, mark))}
          />
        ))}
        <ToolTip content="Text colour">
          <input
            type="color"
            tabIndex={tabIndex}
            className={styles.swatch}
            data-testid="text-tool-colour"
            value={asHex(marks.color)}
            onChange={(e) => {
              const colour = e.target.value;
              act((ed) => setStyle(ed, 'color', colour));
            }}
          />
        </ToolTip>
        <NumberTool
          label="Font size"
          testId="text-tool-font-size"
          value={fontSizeAt(editor)}
          min={TEXT_FONT_SIZE_RANGE.min}
          max={TEXT_FONT_SIZE_RANGE.max}
          toApply={fontSizeToApply}
          onApply={(size) => act((e) => setFontSize(e, size))}
        />
      </div>
      <div className={styles.row}>
        <ToolTip content="Font">
          <Select
            className={styles.family}
            size="small"
            tabIndex={tabIndex}
            data-testid="text-tool-font-family"
            value={family}
            onChange={(_e, d) => act((e) => setStyle(e, 'fontFamily', d.value))}
          >
            {familyOptions.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </Select>
        </ToolTip>
      </div>
      <div className={styles.row}>
        {ALIGN_TOOLS.map(({ align, label, icon }) => (
          <ToolButton
            key={align}
            label={label}
            testId={`text-tool-align-${align}`}
            icon={icon}
            checked={alignAt(editor) === align}
            onClick={() => act((e) => setAlign(e, align))}
          />
        ))}
        {LIST_TOOLS.map(({ type, label, icon }) => (
          <ToolButton
            key={type}
            label={label}
            testId={`text-tool-${type}`}
            icon={icon}
            checked={isListActive(editor, type)}
            // A cell holds paragraphs only.
            disabled={inTable}
            onClick={() => act((e) => toggleList(e, type))}
          />
        ))}
        {!inTable && (
          <ToolButton
            label="Insert table"
            testId="text-tool-insert-table"
            icon={<TableAddRegular />}
            onClick={() => act((e) => void insertTable(e))}
          />
        )}
      </div>
      {inTable && <TableTools />}
    </div>
  );
}

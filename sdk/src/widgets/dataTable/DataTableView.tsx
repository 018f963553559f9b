import type { CSSProperties } from 'react';
import type { JsonValue } from '../../host/index.js';
import { dataTableTextCss } from './fontStyle.js';
import { dataTableCellText } from './jsonPath.js';
import type { DataTableBody } from './model.js';

/** Text a cell cannot fit wraps, also inside long words (URLs, ids), rather than widening it. */
const CELL_TEXT: CSSProperties = { overflowWrap: 'anywhere', verticalAlign: 'middle' };

/**
 * The table as it shows: a header row with each column's title in its header style, then the
 * rows with each cell in its column's style. Sizes are reference pixels times `scale`; a set
 * border is never thinner than one CSS pixel, so it does not vanish on a small screen. With
 * `placeholder`, one quiet row across all columns says what will be there.
 */
export function DataTableView({
  body,
  rows,
  scale,
  placeholder,
}: {
  body: DataTableBody;
  rows: readonly JsonValue[];
  scale: number;
  placeholder?: string;
}) {
  const fontScale = scale * body.fontSizeRatio;
  const borderWidth = body.borderWidth > 0 ? Math.max(1, body.borderWidth * scale) : 0;
  const cell: CSSProperties = {
    ...CELL_TEXT,
    border: borderWidth > 0 ? `${borderWidth}px solid ${body.borderColor}` : 'none',
    // The body's spacing: the room around a cell's text, half of it above and below.
    padding: `${(body.spacing * scale) / 2}px ${body.spacing * scale}px`,
  };
  return (
    <table
      data-testid="data-table"
      style={{ width: '100%', borderCollapse: 'collapse', lineHeight: 1.2 }}
    >
      <thead>
        <tr>
          {body.columns.map((column, index) => (
            <th key={index} style={{ ...cell, ...dataTableTextCss(column.headerStyle, fontScale) }}>
              {column.title}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, rowIndex) => (
          <tr key={rowIndex}>
            {body.columns.map((column, index) => (
              <td key={index} style={{ ...cell, ...dataTableTextCss(column.fontStyle, fontScale) }}>
                {dataTableCellText(row, column.dataKey)}
              </td>
            ))}
          </tr>
        ))}
        {placeholder && body.columns[0] && (
          <tr>
            <td
              data-testid="data-table-placeholder"
              colSpan={body.columns.length}
              style={{
                ...cell,
                ...dataTableTextCss(body.columns[0].fontStyle, fontScale),
                textAlign: 'center',
                opacity: 0.75,
              }}
            >
              {placeholder}
            </td>
          </tr>
        )}
      </tbody>
    </table>
  );
}

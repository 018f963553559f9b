import { Body1, Field, Select, makeStyles, tokens } from '@fluentui/react-components';
import { readDataTableBody, type DataTableColumn, type DataTableFontStyle } from '@marquee/sdk';
import { useState } from 'react';
import { useFontStylesheet } from '../shared/fonts/useFontFamilies';
import type { ToolbarGroup, ToolbarGroupProps } from '../types';
import { FontStyleFields } from './FontStyleFields';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

const nameOf = (column: DataTableColumn, index: number) =>
  column.title.trim() || column.dataKey.trim() || `Column ${index + 1}`;

/** Each column's header style and cell style, one column at a time. */
export const columnStylesGroup: ToolbarGroup = {
  id: 'column-styles',
  label: 'Column styles',
  render: (props) => <ColumnStyles {...props} />,
};

function ColumnStyles({ body, onChange }: Pick<ToolbarGroupProps, 'body' | 'onChange'>) {
  const styles = useStyles();
  const { columns } = readDataTableBody(body);
  const [chosen, setChosen] = useState(0);
  const index = Math.min(chosen, columns.length - 1);
  const column = columns[index];
  // The editor's preview draws the families the columns use.
  useFontStylesheet(
    [...new Set(columns.flatMap((c) => [c.headerStyle.fontFamily, c.fontStyle.fontFamily]))].sort(),
  );
  if (!column) return <Body1>Add columns in the data table editor first.</Body1>;

  const restyle = (part: 'headerStyle' | 'fontStyle', patch: Partial<DataTableFontStyle>) =>
    onChange({
      body: {
        columns: columns.map((c, i) =>
          i === index ? { ...c, [part]: { ...c[part], ...patch } } : c,
        ),
      },
    });

  return (
    <div className={styles.root}>
      <Field label="Column">
        <Select value={String(index)} onChange={(_e, d) => setChosen(Number(d.value))}>
          {columns.map((c, i) => (
            <option key={i} value={i}>
              {nameOf(c, i)}
            </option>
          ))}
        </Select>
      </Field>
      <FontStyleFields
        label="Header"
        value={column.headerStyle}
        onChange={(patch) => restyle('headerStyle', patch)}
      />
      <FontStyleFields
        label="Cells"
        value={column.fontStyle}
        onChange={(patch) => restyle('fontStyle', patch)}
      />
    </div>
  );
}

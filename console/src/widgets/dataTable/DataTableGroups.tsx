import { Body1, Button, Field, Select, makeStyles, tokens } from '@fluentui/react-components';
import { TableEditRegular } from '@fluentui/react-icons';
import {
  DATA_TABLE_BORDER_WIDTH,
  DATA_TABLE_OFFSET,
  DATA_TABLE_REFRESH_INTERVALS_MIN,
  DATA_TABLE_SIZE,
  DATA_TABLE_SPACING,
  readDataTableBody,
} from '@marquee/sdk';
import { useState } from 'react';
import { refreshIntervalLabel } from '../iframe/refreshIntervals';
import { ColourField } from '../shared/ColourField';
import { RangeField } from '../shared/RangeField';
import type { ToolbarGroup, ToolbarGroupProps } from '../types';
import { DataTableDialog } from './DataTableDialog';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  address: { overflowWrap: 'anywhere', color: tokens.colorNeutralForeground2 },
});

type GroupProps = Pick<ToolbarGroupProps, 'body' | 'onChange'>;

/** The intervals offered, plus a stored one outside them (an older item), in words. */
function intervalChoices(current: number): number[] {
  const offered: number[] = [...DATA_TABLE_REFRESH_INTERVALS_MIN];
  return offered.includes(current) ? offered : [...offered, current].sort((a, b) => a - b);
}

/** The feed: the button that opens the data table editor, and how often screens fetch it. */
export const dataGroup: ToolbarGroup = {
  id: 'data',
  label: 'Data',
  render: (props) => <Data {...props} />,
};

function Data({ body, onChange }: GroupProps) {
  const styles = useStyles();
  const table = readDataTableBody(body);
  const [editing, setEditing] = useState(false);
  return (
    <div className={styles.root}>
      <Body1 className={styles.address} data-testid="data-table-feed">
        {table.dataFeedUrl || 'No data feed yet.'}
      </Body1>
      <Button icon={<TableEditRegular />} onClick={() => setEditing(true)}>
        Edit data and columns
      </Button>
      {editing && (
        <DataTableDialog
          body={body}
          onCancel={() => setEditing(false)}
          onSave={(saved) => {
            setEditing(false);
            onChange({ body: saved });
          }}
        />
      )}
      <Field label="Fetch the data every">
        <Select
          data-testid="data-table-refresh"
          value={String(table.refetchInterval)}
          onChange={(_e, d) => onChange({ body: { refetchInterval: Number(d.value) } })}
        >
          {intervalChoices(table.refetchInterval).map((minutes) => (
            <option key={minutes} value={minutes}>
              {refreshIntervalLabel(minutes)}
            </option>
          ))}
        </Select>
      </Field>
    </div>
  );
}

/** Which rows show: the first one (offset 0..1000) and how many (1..50). */
export const rowsGroup: ToolbarGroup = {
  id: 'rows',
  label: 'Rows',
  render: (props) => <Rows {...props} />,
};

function Rows({ body, onChange }: GroupProps) {
  const styles = useStyles();
  const { dataRange } = readDataTableBody(body);
  return (
    <div className={styles.root}>
      <RangeField
        label="Offset"
        testId="data-table-offset"
        value={dataRange.offset}
        range={DATA_TABLE_OFFSET}
        onChange={(offset) => onChange({ body: { dataRange: { ...dataRange, offset } } })}
      />
      <RangeField
        label="Number of rows"
        testId="data-table-size"
        value={dataRange.size}
        range={DATA_TABLE_SIZE}
        onChange={(size) => onChange({ body: { dataRange: { ...dataRange, size } } })}
      />
    </div>
  );
}

/** The table's background and its border colour. */
export const coloursGroup: ToolbarGroup = {
  id: 'colours',
  label: 'Colours',
  render: (props) => <Colours {...props} />,
};

function Colours({ body, onChange }: GroupProps) {
  const styles = useStyles();
  const table = readDataTableBody(body);
  return (
    <div className={styles.root}>
      <ColourField
        label="Background colour"
        testId="data-table-background"
        value={table.backgroundColor}
        onChange={(backgroundColor) => onChange({ body: { backgroundColor } })}
      />
      <ColourField
        label="Border colour"
        testId="data-table-border-colour"
        value={table.borderColor}
        onChange={(borderColor) => onChange({ body: { borderColor } })}
      />
    </div>
  );
}

/** The cells' border width (0..10) and the spacing around their text (0..50). */
export const borderGroup: ToolbarGroup = {
  id: 'border',
  label: 'Border and spacing',
  render: (props) => <Border {...props} />,
};

function Border({ body, onChange }: GroupProps) {
  const styles = useStyles();
  const table = readDataTableBody(body);
  return (
    <div className={styles.root}>
      <RangeField
        label="Border width"
        testId="data-table-border-width"
        value={table.borderWidth}
        range={DATA_TABLE_BORDER_WIDTH}
        onChange={(borderWidth) => onChange({ body: { borderWidth } })}
      />
      <RangeField
        label="Spacing"
        testId="data-table-spacing"
        value={table.spacing}
        range={DATA_TABLE_SPACING}
        onChange={(spacing) => onChange({ body: { spacing } })}
      />
    </div>
  );
}

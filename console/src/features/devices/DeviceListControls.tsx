import { Button, Field, Input, Select, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowSortDownRegular, ArrowSortUpRegular, SearchRegular } from '@fluentui/react-icons';
import type { DeviceSortField, DeviceStatusFilter } from '../../graphql/generated';
import { SORT_FIELD_LABELS, STATUS_FILTER_LABELS, type DeviceSort } from './deviceListControls';

const useStyles = makeStyles({
  bar: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'end',
    gap: tokens.spacingHorizontalM,
    marginBottom: tokens.spacingVerticalM,
  },
});

interface Props {
  search: string;
  onSearch: (value: string) => void;
  status: DeviceStatusFilter;
  onStatus: (value: DeviceStatusFilter) => void;
  sort: DeviceSort;
  onSort: (value: DeviceSort) => void;
}

/** Search by name, filter by status, sort field and direction (the sort is saved per user). */
export function DeviceListControls({ search, onSearch, status, onStatus, sort, onSort }: Props) {
  const styles = useStyles();
  const ascending = sort.direction === 'asc';
  return (
    <div className={styles.bar}>
      <Field label="Search">
        <Input
          data-testid="device-search"
          contentBefore={<SearchRegular />}
          placeholder="Screen name"
          value={search}
          onChange={(_e, d) => onSearch(d.value)}
        />
      </Field>
      <Field label="Status">
        <Select
          data-testid="device-status-filter"
          value={status}
          onChange={(_e, d) => onStatus(d.value as DeviceStatusFilter)}
        >
          {Object.entries(STATUS_FILTER_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Sort by">
        <Select
          data-testid="device-sort-field"
          value={sort.field}
          onChange={(_e, d) => onSort({ ...sort, field: d.value as DeviceSortField })}
        >
          {Object.entries(SORT_FIELD_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </Select>
      </Field>
      <Button
        data-testid="device-sort-direction"
        aria-label={
          ascending ? 'Ascending, switch to descending' : 'Descending, switch to ascending'
        }
        icon={ascending ? <ArrowSortUpRegular /> : <ArrowSortDownRegular />}
        onClick={() => onSort({ ...sort, direction: ascending ? 'desc' : 'asc' })}
      >
        {ascending ? 'Ascending' : 'Descending'}
      </Button>
    </div>
  );
}

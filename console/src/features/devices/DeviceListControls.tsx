import {
  Button,
  Checkbox,
  Field,
  Input,
  Select,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import {
  ArrowSortDownRegular,
  ArrowSortUpRegular,
  FilterRegular,
  SearchRegular,
} from '@fluentui/react-icons';
import { useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import {
  DeviceTagsDocument,
  ScreenGroupsDocument,
  type DeviceSortField,
  type DeviceStatusFilter,
} from '../../graphql/generated';
import { useNarrowerThan } from '../../kit/useNarrowerThan';
import { PLATFORM_LABELS } from './deviceFacts';
import {
  SORT_FIELD_LABELS,
  STATUS_FILTER_LABELS,
  type DeviceFilters,
  type DeviceSort,
} from './deviceListControls';

const useStyles = makeStyles({
  bar: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'end',
    gap: tokens.spacingHorizontalM,
    marginBottom: tokens.spacingVerticalM,
  },
  // The fields sit in the bar's own row of fields: a wrapper that takes no room of its own.
  fields: { display: 'contents' },
});

/**
 * Below this width the filters and the sort fold under one button beside the search: stacked
 * on a phone, the seven fields filled the first screen and the first screen of the list was
 * below it.
 */
export const FOLD_FILTERS_BELOW_PX = 600;

/** How long typing pauses before the search is handed on (one request per word, not per key). */
export const DEVICE_SEARCH_SETTLE_MS = 300;

interface Props {
  search: string;
  onSearch: (value: string) => void;
  status: DeviceStatusFilter;
  onStatus: (value: DeviceStatusFilter) => void;
  filters: DeviceFilters;
  onFilters: (value: DeviceFilters) => void;
  sort: DeviceSort;
  onSort: (value: DeviceSort) => void;
}

/**
 * Search by name, filter by status, group, tag, platform and problems, sort field and direction (the sort
 * is saved per user).
 */
export function DeviceListControls(props: Props) {
  const { search, onSearch, status, filters } = props;
  const styles = useStyles();
  const [barRef, narrow] = useNarrowerThan<HTMLDivElement>(FOLD_FILTERS_BELOW_PX);
  const [unfolded, setUnfolded] = useState(false);
  const searchText = useSettledText(search, onSearch);
  const active = activeFilterCount(status, filters);
  return (
    <div className={styles.bar} ref={barRef}>
      <Field label="Search">
        <Input
          data-testid="device-search"
          contentBefore={<SearchRegular />}
          placeholder="Screen name"
          value={searchText.text}
          onChange={(_e, d) => searchText.type(d.value)}
          onKeyDown={(e) => e.key === 'Enter' && searchText.apply()}
        />
      </Field>
      {narrow && (
        // A button that shows and hides, announced as expanded or not (not also as pressed).
        <Button
          data-testid="device-filters-toggle"
          icon={<FilterRegular />}
          appearance={unfolded ? 'secondary' : 'outline'}
          aria-expanded={unfolded}
          aria-controls={unfolded ? 'device-filter-fields' : undefined}
          onClick={() => setUnfolded((open) => !open)}
        >
          {active > 0 ? `Filters and sort (${active} on)` : 'Filters and sort'}
        </Button>
      )}
      {(!narrow || unfolded) && (
        <div id="device-filter-fields" className={styles.fields}>
          <FilterFields {...props} />
        </div>
      )}
    </div>
  );
}

/** How many filters narrow the list now (status other than all, a group, tag, platform, problems). */
export function activeFilterCount(status: DeviceStatusFilter, filters: DeviceFilters): number {
  return [
    status !== 'all',
    filters.groupId !== '',
    filters.tag !== '',
    filters.platform !== '',
    filters.problems,
  ].filter(Boolean).length;
}

/** Status, group, tag, platform, problems, then the sort field and its direction. */
function FilterFields({ status, onStatus, filters, onFilters, sort, onSort }: Props) {
  const groups = useQuery(ScreenGroupsDocument).data?.screenGroups ?? [];
  const tags = useQuery(DeviceTagsDocument).data?.deviceTags ?? [];
  const ascending = sort.direction === 'asc';
  return (
    <>
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
      <Field label="Group">
        <Select
          data-testid="device-group-filter"
          value={filters.groupId}
          onChange={(_e, d) => onFilters({ ...filters, groupId: d.value })}
        >
          <option value="">Any group</option>
          {groups.map((group) => (
            <option key={group._id} value={group._id}>
              {group.name}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Tag">
        <Select
          data-testid="device-tag-filter"
          value={filters.tag}
          onChange={(_e, d) => onFilters({ ...filters, tag: d.value })}
        >
          <option value="">Any tag</option>
          {tags.map((tag) => (
            <option key={tag} value={tag}>
              {tag}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Platform">
        <Select
          data-testid="device-platform-filter"
          value={filters.platform}
          onChange={(_e, d) => onFilters({ ...filters, platform: d.value })}
        >
          <option value="">Any platform</option>
          {Object.entries(PLATFORM_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </Select>
      </Field>
      <Checkbox
        data-testid="device-problems-filter"
        label="Has problems"
        checked={filters.problems}
        onChange={(_e, d) => onFilters({ ...filters, problems: d.checked === true })}
      />
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
    </>
  );
}

/**
 * The search box's text, handed on once typing pauses (or on Enter); a search changed from
 * outside (the address, on Back or a link) shows in the box.
 */
function useSettledText(value: string, onSettle: (value: string) => void) {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  // What this box handed on last: its arrival in the address must not undo typing since.
  const [handed, setHanded] = useState<string | null>(null);
  if (shown !== value) {
    setShown(value);
    if (value !== handed) setText(value);
  }
  const latest = useRef({ value, onSettle });
  useEffect(() => {
    latest.current = { value, onSettle };
  });
  const apply = (typed: string) => {
    if (typed === latest.current.value) return;
    setHanded(typed);
    latest.current.onSettle(typed);
  };
  useEffect(() => {
    if (text === latest.current.value) return;
    const timer = setTimeout(() => apply(text), DEVICE_SEARCH_SETTLE_MS);
    return () => clearTimeout(timer);
    // `apply` reads the latest value and callback through the ref.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [text]);
  return { text, type: setText, apply: () => apply(text) };
}

import { useMutation, useQuery } from '@apollo/client/react';
import { useDeferredValue, useState } from 'react';
import {
  DeviceDashboardSortDocument,
  DevicePageDocument,
  SaveDeviceDashboardSortDocument,
  type DeviceStatusFilter,
} from '../../graphql/generated';
import {
  DEFAULT_DEVICE_SORT,
  DEVICE_PAGE_SIZE,
  NO_FILTERS,
  type DeviceFilters,
  type DeviceSort,
} from './deviceListControls';

/**
 * The device list's state: search, status, group, tag, platform, problems, sort and page; the server filters, sorts and pages.
 * The sort starts from the user's stored preference and every change is stored again.
 */
export function useDeviceList() {
  const [search, setSearchText] = useState('');
  const [status, setStatusValue] = useState<DeviceStatusFilter>('all');
  const [chosenSort, setChosenSort] = useState<DeviceSort | null>(null);
  const [offset, setOffset] = useState(0);
  // '' is "any": every group, tag or platform.
  const [filters, setFilterValues] = useState<DeviceFilters>(NO_FILTERS);
  const stored = useQuery(DeviceDashboardSortDocument);
  const [saveSort] = useMutation(SaveDeviceDashboardSortDocument);
  const storedSort = stored.data?.myPreferences.deviceDashboardSort;
  const sort: DeviceSort = chosenSort ?? storedSort ?? DEFAULT_DEVICE_SORT;
  const deferredSearch = useDeferredValue(search);

  const list = useQuery(DevicePageDocument, {
    variables: {
      search: deferredSearch.trim() || null,
      status,
      groupId: filters.groupId || null,
      tag: filters.tag || null,
      platform: filters.platform || null,
      problems: filters.problems || null,
      sort: { field: sort.field, direction: sort.direction },
      offset,
      limit: DEVICE_PAGE_SIZE,
    },
    // Wait for the stored sort, so the first page is not fetched twice in two orders.
    skip: stored.loading,
  });

  return {
    search,
    setSearch: (value: string) => {
      setSearchText(value);
      setOffset(0);
    },
    status,
    setStatus: (value: DeviceStatusFilter) => {
      setStatusValue(value);
      setOffset(0);
    },
    filters,
    setFilters: (value: DeviceFilters) => {
      setFilterValues(value);
      setOffset(0);
    },
    sort,
    setSort: (value: DeviceSort) => {
      setChosenSort(value);
      setOffset(0);
      void saveSort({ variables: { sort: value } }).catch(() => undefined);
    },
    offset,
    setOffset,
    list,
  };
}

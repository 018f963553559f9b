import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  DeviceDashboardSortDocument,
  DevicePageDocument,
  SaveDeviceDashboardSortDocument,
  type DeviceStatusFilter,
} from '../../graphql/generated';
import {
  DEFAULT_DEVICE_SORT,
  DEVICE_PAGE_SIZE,
  readDeviceListQuery,
  writeDeviceListQuery,
  type DeviceFilters,
  type DeviceListQuery,
  type DeviceSort,
} from './deviceListControls';

/**
 * The device list's state: search, status, group, tag, platform, problems, sort and page; the server filters, sorts and pages.
 * The search and filters live in the address (replaced, not pushed, as they change), so Back from
 * a screen, a reload or a shared link shows the same list. The sort starts from the user's
 * stored preference and every change is stored again. The page starts again at the first
 * whenever the search or a filter changes.
 */
export function useDeviceList() {
  const [params, setParams] = useSearchParams();
  const query = readDeviceListQuery(params);
  const { search, status, filters } = query;
  const queryKey = JSON.stringify(query);
  const [paging, setPaging] = useState({ queryKey, offset: 0 });
  const offset = paging.queryKey === queryKey ? paging.offset : 0;
  const [chosenSort, setChosenSort] = useState<DeviceSort | null>(null);
  const stored = useQuery(DeviceDashboardSortDocument);
  const [saveSort] = useMutation(SaveDeviceDashboardSortDocument);
  const storedSort = stored.data?.myPreferences.deviceDashboardSort;
  const sort: DeviceSort = chosenSort ?? storedSort ?? DEFAULT_DEVICE_SORT;

  const list = useQuery(DevicePageDocument, {
    variables: {
      search: search.trim() || null,
      status,
      // '' is "any": every group, tag or platform.
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

  const setQuery = (patch: Partial<DeviceListQuery>) =>
    setParams(
      (current) => writeDeviceListQuery(current, { ...readDeviceListQuery(current), ...patch }),
      { replace: true },
    );

  return {
    search,
    setSearch: (value: string) => setQuery({ search: value }),
    status,
    setStatus: (value: DeviceStatusFilter) => setQuery({ status: value }),
    filters,
    setFilters: (value: DeviceFilters) => setQuery({ filters: value }),
    sort,
    setSort: (value: DeviceSort) => {
      setChosenSort(value);
      setPaging({ queryKey, offset: 0 });
      void saveSort({ variables: { sort: value } }).catch(() => undefined);
    },
    offset,
    setOffset: (value: number) => setPaging({ queryKey, offset: value }),
    list,
  };
}

import type { DeviceSortField, DeviceStatusFilter, SortDirection } from '../../graphql/generated';

export const DEVICE_PAGE_SIZE = 25;

export interface DeviceSort {
  field: DeviceSortField;
  direction: SortDirection;
}

/** The list's filters besides search and status; '' is "any". */
export interface DeviceFilters {
  groupId: string;
  tag: string;
  platform: string;
  /** Only screens that are offline or logged errors in the last 24 hours. */
  problems: boolean;
}

export const NO_FILTERS: DeviceFilters = { groupId: '', tag: '', platform: '', problems: false };

/** Whether any filter besides search and status narrows the list. */
export const narrowed = (filters: DeviceFilters): boolean =>
  filters.problems || filters.groupId !== '' || filters.tag !== '' || filters.platform !== '';

/**
 * What the list is narrowed to, kept in the address (?q=…&status=…&group=…&tag=…&platform=…
 * &problems=1), so Back, a reload or a shared link shows the same list. Defaults stay out.
 */
export interface DeviceListQuery {
  /** Part of a name, as typed ('' for none). */
  search: string;
  status: DeviceStatusFilter;
  filters: DeviceFilters;
}

export const DEFAULT_DEVICE_LIST_QUERY: DeviceListQuery = {
  search: '',
  status: 'all',
  filters: NO_FILTERS,
};

/** The search and filters in the address's parameters, by the names a person reads there. */
const LIST_PARAMS = {
  search: 'q',
  status: 'status',
  groupId: 'group',
  tag: 'tag',
  platform: 'platform',
  problems: 'problems',
} as const;

/** The server's search bound: a longer text in the address is cut to it. */
export const MAX_DEVICE_SEARCH_LENGTH = 200;

const STATUSES: readonly DeviceStatusFilter[] = ['all', 'online', 'offline'];

/** The query an address states; what it does not state, or states wrongly, is the default. */
export function readDeviceListQuery(params: URLSearchParams): DeviceListQuery {
  const text = (name: string) => params.get(name) ?? '';
  const status = STATUSES.find((s) => s === params.get(LIST_PARAMS.status)) ?? 'all';
  return {
    search: text(LIST_PARAMS.search).slice(0, MAX_DEVICE_SEARCH_LENGTH),
    status,
    filters: {
      groupId: text(LIST_PARAMS.groupId),
      tag: text(LIST_PARAMS.tag),
      platform: text(LIST_PARAMS.platform),
      problems: params.get(LIST_PARAMS.problems) === '1',
    },
  };
}

/** The address's parameters for a query, other parameters kept; defaults are left out. */
export function writeDeviceListQuery(
  params: URLSearchParams,
  query: DeviceListQuery,
): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (name: string, value: string) => (value ? next.set(name, value) : next.delete(name));
  set(LIST_PARAMS.search, query.search);
  set(LIST_PARAMS.status, query.status === 'all' ? '' : query.status);
  set(LIST_PARAMS.groupId, query.filters.groupId);
  set(LIST_PARAMS.tag, query.filters.tag);
  set(LIST_PARAMS.platform, query.filters.platform);
  set(LIST_PARAMS.problems, query.filters.problems ? '1' : '');
  return next;
}

export const DEFAULT_DEVICE_SORT: DeviceSort = { field: 'name', direction: 'asc' };

export const SORT_FIELD_LABELS: Record<DeviceSortField, string> = {
  name: 'Name',
  onlineStatus: 'Status',
  createdAt: 'Created',
};

export const STATUS_FILTER_LABELS: Record<DeviceStatusFilter, string> = {
  all: 'All',
  online: 'Online',
  offline: 'Offline',
};

/** "26–50 of 120", or "No screens" for an empty result. */
export function pageLabel(offset: number, shown: number, total: number): string {
  if (total === 0 || shown === 0) return 'No screens';
  return `${offset + 1}–${offset + shown} of ${total}`;
}

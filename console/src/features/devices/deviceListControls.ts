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

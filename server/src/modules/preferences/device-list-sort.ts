// The orders an operator may keep for the Screens list. Preferences validate the stored choice;
// the devices list query sorts by it, so the devices module reads the list from here.
export const DEVICE_SORT_FIELDS = ['name', 'onlineStatus', 'createdAt'] as const;
export type DeviceSortField = (typeof DEVICE_SORT_FIELDS)[number];
export type SortDirection = 'asc' | 'desc';

import type { DeviceListItemFragment } from '../../graphql/generated';

const NOTHING_PUBLISHED = 'Nothing published';

/** What the screen was told to play, as the row shows it. */
export const publishedLabel = (
  device: Pick<DeviceListItemFragment, 'publishedContent'>,
): string => {
  const content = device.publishedContent;
  if (!content) return NOTHING_PUBLISHED;
  return content.name ?? `Deleted ${content.collectionName}`;
};

const createdFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

export const createdDateLabel = (iso: string): string => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : createdFormat.format(date);
};

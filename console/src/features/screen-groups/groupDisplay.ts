import type { ScreenGroupItemFragment } from '../../graphql/generated';

/** What a group plays, as its row says it. */
export function groupContentLabel(
  group: Pick<ScreenGroupItemFragment, 'publishedContent'>,
): string {
  const content = group.publishedContent;
  if (!content) return 'Nothing published';
  return content.name ?? `Deleted ${content.collectionName}`;
}

export const screenCountLabel = (n: number): string => (n === 1 ? '1 screen' : `${n} screens`);

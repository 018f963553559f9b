import type { CollectionName, ContentSourceKind } from '../../graphql/generated';
import { inputErrorsOf } from '../../kit/errorMessage';

// What the fleet actions (groups, tags, one publish to many) say, in one place.

/** The server's bounds on a screen's tags: at most 20, each at most 40 characters. */
export const MAX_TAGS = 20;
export const MAX_TAG_LENGTH = 40;

/** "1 screen", "12 screens". */
export const screenCountText = (n: number): string => (n === 1 ? '1 screen' : `${n} screens`);
const screens = screenCountText;

/** "Reaches 12 screens, 2 offline": who a publish reaches, as the dialog says it before Publish. */
export function reachText(reach: { screenCount: number; offlineCount: number }): string {
  if (reach.screenCount === 0) return 'Reaches no screens';
  const offline = reach.offlineCount === 0 ? 'all online' : `${reach.offlineCount} offline`;
  return `Reaches ${screens(reach.screenCount)}, ${offline}`;
}

/** The groups' screens that keep their own publish, which wins over a group's; null for none. */
export function keepingOwnText(keeping: number): string | null {
  if (keeping === 0) return null;
  return `${screens(keeping)} of these groups ${keeping === 1 ? 'keeps its' : 'keep their'} own content, which wins over a group's.`;
}

/** The notice after a publish to many: "Published Demo playlist to 12 screens". */
export function publishedToManyNotice(contentName: string, screenCount: number): string {
  return `Published ${contentName} to ${screens(screenCount)}`;
}

export const CONTENT_KIND_LABELS: Record<CollectionName, string> = {
  playlist: 'Playlist',
  scene: 'Scene',
  schedule: 'Schedule',
  file: 'File',
};

/** Where a screen's content comes from, as the device page says it. */
export function contentSourceText(source: {
  kind: ContentSourceKind;
  group?: { name: string } | null;
  broadcast?: { content: { name?: string | null } } | null;
}): string {
  switch (source.kind) {
    case 'broadcast':
      return `Emergency broadcast: ${source.broadcast?.content.name ?? 'content removed'}`;
    case 'own':
      return 'Own publish';
    case 'group':
      return `From group ${source.group?.name ?? ''}`.trim();
    case 'none':
      return 'Nothing published';
  }
}

/** "3 screens selected" / "All 48 matching screens selected". */
export function selectionText(count: number, allMatching: boolean): string {
  if (allMatching) return `All ${screens(count)} matching selected`;
  return `${screens(count)} selected`;
}

/**
 * A refused tag list's errors, each beside the tag it names ("tags.3" is the fourth tag sent),
 * the rest (about the whole list) as they are.
 */
export function tagErrorsOf(error: unknown, sent: readonly string[]): string[] {
  return inputErrorsOf(error).map(({ path, message }) => {
    const index = /^tags\.(\d+)$/.exec(path)?.[1];
    const tag = index === undefined ? undefined : sent[Number(index)];
    return tag === undefined ? message : `"${tag}": ${message}`;
  });
}

/** Why a tag cannot be added before it is sent: empty, too long, already there, or one too many. */
export function tagProblem(tag: string, tags: readonly string[]): string | null {
  const trimmed = tag.trim();
  if (trimmed === '') return null;
  if (trimmed.length > MAX_TAG_LENGTH) return `A tag has at most ${MAX_TAG_LENGTH} characters.`;
  if (tags.some((t) => t.toLowerCase() === trimmed.toLowerCase()))
    return 'The screen has this tag.';
  if (tags.length >= MAX_TAGS) return `A screen has at most ${MAX_TAGS} tags.`;
  return null;
}

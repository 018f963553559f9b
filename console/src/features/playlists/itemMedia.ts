import { useQuery } from '@apollo/client/react';
import { sceneDurationSeconds, sceneFileIds, type FileFactsLookup } from '@marquee/sdk';
import { PERMISSIONS, sceneSchema, type Scene } from '@marquee/sdk/model';
import { useEffect, useMemo } from 'react';
import { useCan } from '../../shared/session/session';
import {
  SceneThumbnailFilesDocument,
  type SceneThumbnailFilesQuery,
} from '../../graphql/generated';
import { sceneCatalog } from '../../widgets/shared/listedScene';
import { itemDuration, type EditorItem } from './playlistEditing';

/** A media file as a playlist row shows it: its picture and what times it. */
export type ItemFile = SceneThumbnailFilesQuery['files'][number];

/** An inline scene as the player reads it, or null for other items and half-written scenes. */
export function inlineScene(item: EditorItem): Scene | null {
  if (item.type !== 'scene-inline') return null;
  const parsed = sceneSchema.safeParse(item.scene);
  return parsed.success ? parsed.data : null;
}

/** The file an inline scene shows first (a media item shows exactly one). */
export function itemFile(
  item: EditorItem,
  files: ReadonlyMap<string, ItemFile>,
): ItemFile | undefined {
  const scene = inlineScene(item);
  const id = scene ? sceneFileIds(scene)[0] : undefined;
  return id === undefined ? undefined : files.get(id);
}

/** The picture for a row's 64×36 thumbnail: the processed thumbnail, else an image itself. */
export const thumbnailUrl = (file: ItemFile | undefined): string | null =>
  file ? (file.thumbnailUrl ?? (file.mimetype.startsWith('image/') ? file.url : null)) : null;

/**
 * How long an inline scene plays, as a screen times it: its own duration, else its content's
 * (a video its file's length, a PDF its pages), else its type's default. Undefined for items that
 * are not inline scenes.
 */
export function inlineSeconds(item: EditorItem, files: ReadonlyMap<string, ItemFile>) {
  const scene = inlineScene(item);
  if (!scene) return itemDuration(item);
  const facts: FileFactsLookup = (id) => {
    const file = files.get(id);
    return file && { duration: file.duration, pageCount: file.numberOfPages };
  };
  return sceneDurationSeconds(scene, facts, sceneCatalog.itemSeconds);
}

/**
 * The media files the playlist's inline scenes show, for thumbnails and video lengths: the
 * library query the scene list shares, sent only when there is an inline scene and the user may
 * read media (without it rows show no picture and durations fall back to the type defaults).
 */
export function useItemFiles(items: readonly EditorItem[]): ReadonlyMap<string, ItemFile> {
  const mayReadMedia = useCan(PERMISSIONS.media.read);
  const needed = items.some((item) => item.type === 'scene-inline');
  const { data, refetch } = useQuery(SceneThumbnailFilesDocument, {
    skip: !mayReadMedia || !needed,
    errorPolicy: 'ignore',
  });
  const files = useMemo(() => new Map((data?.files ?? []).map((f) => [f._id, f])), [data]);
  // A file uploaded after the list was fetched (added from the picker): fetch the list again,
  // once for each new set of unknown files.
  const unknown = useMemo(() => {
    if (!data) return '';
    const ids = items.flatMap((item) => {
      const scene = inlineScene(item);
      return scene ? sceneFileIds(scene) : [];
    });
    return [...new Set(ids.filter((id) => !files.has(id)))].sort().join(',');
  }, [data, files, items]);
  useEffect(() => {
    if (unknown) void refetch();
  }, [unknown, refetch]);
  return files;
}

import { useQuery } from '@apollo/client/react';
import { sceneFileIds, type FileFactsLookup, type PlayableFile } from '@marquee/sdk';
import { PERMISSIONS } from '@marquee/sdk/model';
import { useMemo } from 'react';
import { useCan } from '../../shared/session/session';
import {
  SceneThumbnailFilesDocument,
  type SceneListItemFragment,
  type SceneThumbnailFilesQuery,
} from '../../graphql/generated';
import { sceneDocument } from './listedScene';

type ListedFile = SceneThumbnailFilesQuery['files'][number];

/**
 * A media file as the sdk's widgets read it (what playable content gives a player). An image
 * shows its small JPEG when processing made one: a 64×36 thumbnail needs no full-size picture.
 * The checksum only matters to players keeping media, so it is left empty.
 */
function toPlayableFile(file: ListedFile): PlayableFile {
  const image = file.mimetype.startsWith('image/');
  return {
    _id: file._id,
    name: file.originalName,
    mimetype: file.mimetype,
    url: image && file.thumbnailUrl ? file.thumbnailUrl : file.url,
    checksum: '',
    fileSizeInBytes: file.fileSizeInBytes,
    width: file.w,
    height: file.h,
    duration: file.duration,
    pageCount: file.numberOfPages,
    pageUrls: file.pageUrls,
    playQuota: null,
  };
}

/** Every file the listed scenes show (scenes whose items do not parse show none). */
function listedFileIds(scenes: readonly SceneListItemFragment[]): string[] {
  const ids = new Set<string>();
  for (const summary of scenes) {
    const scene = sceneDocument(summary);
    if (scene) for (const id of sceneFileIds(scene)) ids.add(id);
  }
  return [...ids];
}

export interface SceneFiles {
  files: ReadonlyMap<string, PlayableFile>;
  /** Video lengths and PDF pages, for scene durations. */
  facts: FileFactsLookup;
}

/**
 * The files of a whole list of scenes, in one query shared by every row. It is not sent when
 * no scene shows a file, nor to a user who may not read media (the thumbnails then draw the
 * scenes without their pictures, and durations fall back to the type defaults).
 */
export function useSceneFiles(scenes: readonly SceneListItemFragment[]): SceneFiles {
  const mayReadMedia = useCan(PERMISSIONS.media.read);
  const needed = useMemo(() => listedFileIds(scenes).length > 0, [scenes]);
  const { data } = useQuery(SceneThumbnailFilesDocument, {
    skip: !mayReadMedia || !needed,
    errorPolicy: 'ignore',
  });
  return useMemo(() => {
    const files = new Map((data?.files ?? []).map((f) => [f._id, toPlayableFile(f)]));
    return { files, facts: (id) => files.get(id) };
  }, [data]);
}

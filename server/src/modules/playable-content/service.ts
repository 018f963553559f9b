import { PERMISSIONS, type CollectionName, type Permission } from '@marquee/sdk/model';
import type { AppServices } from '../../app-services.js';
import { notFound } from '../../errors.js';
import { assertPermission } from '../../graphql/guards.js';
import type { Scope } from '../../scope.js';
import type { FileRow } from '../files/repo.js';
import { fontLibrary } from '../fonts/library.js';
import { fontFilesForText, type FontPlayableFile } from '../fonts/playable-fonts.js';
import { playlistDocument } from '../playlists/repo.js';
import { scheduleDocument } from '../schedules/repo.js';
import { loadPlayableGraph, type PlayableGraph } from './graph.js';

export const READ_PERMISSION: Record<CollectionName, Permission> = {
  file: PERMISSIONS.media.read,
  playlist: PERMISSIONS.playlist.read,
  scene: PERMISSIONS.scene.read,
  schedule: PERMISSIONS.playlist.read,
};

/**
 * The content graph as GraphQL resolves it: documents as the player parses them, and file rows
 * the PlayableFile fields turn into signed URLs, and the font files the scenes' text draws with
 * (GraphQL lists them after the media). Play quota counters are a field the proof-of-play module
 * adds to this graph.
 */
export interface PlayableContentGraphResult {
  playlists: ReturnType<typeof playlistDocument>[];
  scenes: Record<string, unknown>[];
  schedules: ReturnType<typeof scheduleDocument>[];
  files: FileRow[];
  fontFiles: FontPlayableFile[];
}

/**
 * Everything needed to play an entity. For a device token (its own account, in the space the
 * screen was paired in) or a user who may read that kind of content (in the current space).
 */
export async function playableContent(
  app: AppServices,
  scope: Scope,
  entityId: string,
  collectionName: CollectionName,
) {
  if (scope.actor.kind === 'user') assertPermission(scope, READ_PERMISSION[collectionName]);
  const { accountId, spaceId } = scope;
  const graph = await loadPlayableGraph(app.db, accountId, spaceId, collectionName, entityId);
  if (!graph) throw notFound(`The ${collectionName}`);
  const scenes = graph.scenes.map((s) => s.document);
  const content: PlayableContentGraphResult = {
    playlists: graph.playlists.map(playlistDocument),
    scenes,
    schedules: graph.schedules.map(scheduleDocument),
    files: graph.files,
    // Kept by the player like media, so its text draws in its fonts offline.
    fontFiles: await fontFilesForText(fontLibrary(), scenes),
  };
  return { collectionName, entityId, publishedAt: versionTime(graph), content };
}

/** The latest change to any document of the graph (see PlayableContent.publishedAt). */
function versionTime(graph: PlayableGraph): string {
  const times = [
    ...graph.schedules.map((s) => s.updatedAt),
    ...graph.playlists.map((p) => p.updatedAt),
    ...graph.scenes.map((s) => s.updatedAt ?? ''),
  ];
  // A published file alone: its upload. (Inside a playlist, files do not restart the loop.)
  if (times.length === 0) times.push(...graph.files.map((f) => f.createdAt));
  return times.reduce((latest, t) => (t > latest ? t : latest), '1970-01-01T00:00:00.000Z');
}

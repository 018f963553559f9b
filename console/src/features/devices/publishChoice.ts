/**
 * Query parameter on Screens (/devices?playlist=<id>) naming the playlist the operator comes
 * from: the Publish dialog starts with it chosen. The playlist page's publish action links here.
 */
export const PUBLISH_PLAYLIST_PARAM = 'playlist';

/** The Screens address that publishes `playlistId` (the operator then picks the screen). */
export const publishToScreensPath = (playlistId: string): string =>
  `/devices?${new URLSearchParams({ [PUBLISH_PLAYLIST_PARAM]: playlistId }).toString()}`;

/**
 * The playlist the Publish dialog starts with: the one the operator came from when it exists,
 * else the newest. The API lists playlists oldest first (by creation), so the newest is the last:
 * the one an operator has just built.
 */
export function initialPlaylistId(
  playlists: readonly { _id: string }[] | undefined,
  preferredId: string | null | undefined,
): string {
  if (!playlists || playlists.length === 0) return '';
  if (preferredId && playlists.some((p) => p._id === preferredId)) return preferredId;
  return playlists[playlists.length - 1]!._id;
}

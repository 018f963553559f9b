/** Cache Storage bucket of the HostAPI's downloaded files (shared by the host and the service worker). */
export const FILES_CACHE = 'marquee-files';
/**
 * Path under the player's origin each kept file is filed under. The cache entry's URL is the
 * file's local URL: the service worker answers it from the cache, offline included.
 */
export const LOCAL_FILES_PATH = '/player/local-files/';

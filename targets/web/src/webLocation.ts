import { HostError, type GeoLocation } from '@marquee/sdk';

/** The browser's geolocation as a promise; a refusal becomes PERMISSION_DENIED. */
export function geolocationOf(geolocation: Geolocation): () => Promise<GeoLocation> {
  return () =>
    new Promise((resolve, reject) =>
      geolocation.getCurrentPosition(
        ({ coords }) =>
          resolve({
            latitude: coords.latitude,
            longitude: coords.longitude,
            accuracyM: coords.accuracy,
          }),
        (error) =>
          reject(
            new HostError(
              error.code === error.PERMISSION_DENIED ? 'PERMISSION_DENIED' : 'PLATFORM_ERROR',
              error.message || 'Location is not available',
            ),
          ),
        { maximumAge: 10 * 60 * 1000 },
      ),
    );
}

// The browser side of an upload: read what the browser can tell about a file,
// then PUT the bytes with progress (XMLHttpRequest: fetch has no upload progress).

const MIMETYPE_BY_EXTENSION: Record<string, string> = {
  gif: 'image/gif',
  jpeg: 'image/jpeg',
  jpg: 'image/jpeg',
  png: 'image/png',
  svg: 'image/svg+xml',
  webp: 'image/webp',
  mp4: 'video/mp4',
  mkv: 'video/x-matroska',
  avi: 'video/x-msvideo',
  '3gp': 'video/3gpp',
  flv: 'video/x-flv',
  mpg: 'video/mpeg',
  webm: 'video/webm',
  wmv: 'video/x-ms-wmv',
  mov: 'video/quicktime',
  qt: 'video/quicktime',
  pdf: 'application/pdf',
};

/** The upload chooser's accept list: the image, video and PDF extensions above, nothing else. */
export const ACCEPT = Object.keys(MIMETYPE_BY_EXTENSION)
  .map((ext) => `.${ext}`)
  .join(',');

/** The type the record and the PUT carry: from the extension, which browsers agree on. */
export function mimetypeFor(file: { name: string; type: string }): string {
  const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
  return MIMETYPE_BY_EXTENSION[ext] ?? file.type ?? 'application/octet-stream';
}

interface MediaInfo {
  w: number | null;
  h: number | null;
  duration: number | null;
}

const NO_INFO: MediaInfo = { w: null, h: null, duration: null };

/** Image size, or video size and duration, as the browser reads them; nothing for other types. */
export function readMediaInfo(file: File): Promise<MediaInfo> {
  const type = mimetypeFor(file);
  if (!type.startsWith('image/') && !type.startsWith('video/')) return Promise.resolve(NO_INFO);
  const url = URL.createObjectURL(file);
  return new Promise<MediaInfo>((resolve) => {
    const done = (info: MediaInfo) => {
      URL.revokeObjectURL(url);
      resolve(info);
    };
    if (type.startsWith('image/')) {
      const image = new Image();
      image.onload = () => done({ w: image.naturalWidth, h: image.naturalHeight, duration: null });
      image.onerror = () => done(NO_INFO);
      image.src = url;
    } else {
      const video = document.createElement('video');
      video.preload = 'metadata';
      video.onloadedmetadata = () =>
        done({
          w: video.videoWidth || null,
          h: video.videoHeight || null,
          duration: Number.isFinite(video.duration) ? video.duration : null,
        });
      video.onerror = () => done(NO_INFO);
      video.src = url;
    }
    // Some containers the browser cannot decode never fire either event.
    setTimeout(() => done(NO_INFO), 10_000);
  });
}

/** PUTs the body; resolves with the HTTP status (0 when the network failed). */
export function putWithProgress(
  url: string,
  body: Blob,
  contentType: string,
  onProgress: (percent: number) => void,
): Promise<number> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    xhr.setRequestHeader('Content-Type', contentType);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => resolve(xhr.status);
    xhr.onerror = () => resolve(0);
    xhr.send(body);
  });
}

import type { TestServer } from './harness.js';

// Helpers the media tests share: the GraphQL documents and the upload round trip.

export const FILE_FIELDS = `_id originalName mimetype fileSizeInBytes parentFolderId w h originalWidth
  originalHeight duration status fileProcessingProgressPercents playbackSource playQuota { count period }
  numberOfPages errorMessage isDemo spaceIds uploadUrl url downloadUrl thumbnailUrl`;

export interface FileResult {
  _id: string;
  originalName: string;
  mimetype: string;
  status: string;
  fileProcessingProgressPercents: number;
  parentFolderId: string | null;
  w: number | null;
  h: number | null;
  duration: number | null;
  numberOfPages: number | null;
  errorMessage: string | null;
  playbackSource: string;
  playQuota: { count: number | null; period: string } | null;
  uploadUrl: string | null;
  url: string;
  downloadUrl: string;
  thumbnailUrl: string | null;
}

export async function createFiles(
  t: TestServer,
  token: string,
  files: {
    originalName: string;
    mimetype: string;
    fileSizeInBytes: number;
    parentFolderId?: string;
  }[],
) {
  return t.gql<{ createFiles: FileResult[] }>(
    `mutation($files: [CreateFileInput!]!) { createFiles(files: $files) { ${FILE_FIELDS} } }`,
    { files },
    { token },
  );
}

export async function putBytes(url: string, bytes: Buffer, contentType: string) {
  const res = await fetch(url, {
    method: 'PUT',
    body: new Uint8Array(bytes),
    headers: { 'content-type': contentType },
  });
  return { status: res.status, body: await res.text() };
}

export async function confirm(t: TestServer, token: string, fileId: string) {
  return t.gql<{ confirmUpload: FileResult }>(
    `mutation($id: ID!) { confirmUpload(fileId: $id) { ${FILE_FIELDS} } }`,
    { id: fileId },
    { token },
  );
}

export async function getFile(t: TestServer, token: string, id: string) {
  const res = await t.gql<{ file: FileResult }>(
    `query($id: ID!) { file(id: $id) { ${FILE_FIELDS} } }`,
    { id },
    { token },
  );
  if (!res.data) throw new Error(JSON.stringify(res.errors));
  return res.data.file;
}

/** createFiles, PUT, confirm, then wait for the job queue to go idle; returns the final record. */
export async function uploadAndProcess(
  t: TestServer,
  token: string,
  name: string,
  mimetype: string,
  bytes: Buffer,
  parentFolderId?: string,
) {
  const created = await createFiles(t, token, [
    {
      originalName: name,
      mimetype,
      fileSizeInBytes: bytes.length,
      ...(parentFolderId ? { parentFolderId } : {}),
    },
  ]);
  if (!created.data) throw new Error(JSON.stringify(created.errors));
  const record = created.data.createFiles[0]!;
  const put = await putBytes(record.uploadUrl!, bytes, mimetype);
  if (put.status !== 200) throw new Error(`PUT ${put.status}: ${put.body}`);
  const confirmed = await confirm(t, token, record._id);
  if (!confirmed.data) throw new Error(JSON.stringify(confirmed.errors));
  await t.server.services.jobs.whenIdle();
  return getFile(t, token, record._id);
}

import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { Updateable } from 'kysely';
import type { AppServices } from '../../app-services.js';
import type { FilesTable } from '../../db/schema.js';
import type { ContentFormat } from '../../media/accepted-types.js';
import { publishFileChanged } from './events.js';
import * as repo from './repo.js';

/** What each media kind's processing step is given: the file, its work folder and the stores. */
export interface MediaStep {
  services: AppServices;
  fileId: string;
  /** Blob key prefix of everything derived from this file. */
  base: string;
  /** A scratch folder removed when the job ends. */
  work: string;
  /** The original, copied into the work folder. */
  input: string;
  format: ContentFormat;
  signal: AbortSignal;
  /** Writes columns of the file's record and tells watchers it changed. */
  save: (columns: Updateable<FilesTable>) => Promise<void>;
  /** Stores a file from disk as a blob; resolves to its size. */
  putFile: (key: string, path: string, contentType: string) => Promise<number>;
  /** Stores a converted file; players check their downloads against its checksum. */
  putConverted: (key: string, path: string, contentType: string) => Promise<StoredBlob>;
}

export interface StoredBlob {
  size: number;
  checksum: string;
}

export type MediaStepStores = Pick<MediaStep, 'save' | 'putFile' | 'putConverted'>;

/** The record writer and blob stores that every step of one file's processing shares. */
export function mediaStepStores(services: AppServices, fileId: string): MediaStepStores {
  const { db, blobs } = services;

  async function save(columns: Updateable<FilesTable>) {
    await repo.updateFileColumns(db, fileId, {
      ...columns,
      updated_at: services.clock.now().toISOString(),
    });
    const file = await repo.findFileById(db, fileId);
    if (file) publishFileChanged(services, file);
    if (file && columns.status === 'ERROR') {
      services.events.emit('file:processing-failed', {
        fileId: file.id,
        accountId: file.accountId,
      });
    }
  }

  async function putFile(key: string, path: string, contentType: string): Promise<number> {
    const { size } = await stat(path);
    const info = await blobs.put(key, createReadStream(path), { contentType, size });
    return info.size;
  }

  async function putConverted(key: string, path: string, contentType: string) {
    const hash = createHash('sha256');
    for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
    return { size: await putFile(key, path, contentType), checksum: hash.digest('hex') };
  }

  return { save, putFile, putConverted };
}

import type { Db } from '../../db/connect.js';

/**
 * A claim older than this is taken for one whose process died mid-upload (a failed or aborted
 * upload releases its claim at once), so the link works again. Generous: a large video on a slow
 * line may take hours, and the link itself lasts a day.
 */
export const UPLOAD_CLAIM_LEASE_MS = 6 * 60 * 60 * 1000;

export const LINK_ALREADY_USED = 'This upload link has already been used';

/**
 * Claims a file record waiting for its bytes for one PUT: one conditional UPDATE, so of any number
 * of PUTs at once, on one process or several, exactly one gets it. Not claimable: a record whose
 * bytes arrived (its checksum is set), or one another PUT holds. Returns the claim's mark for
 * releaseUpload, or null when the link was used.
 */
export async function claimUpload(db: Db, fileId: string, now: Date): Promise<string | null> {
  const claimedAt = now.toISOString();
  const stale = new Date(now.getTime() - UPLOAD_CLAIM_LEASE_MS).toISOString();
  const claimed = await db
    .updateTable('files')
    .set({ upload_claimed_at: claimedAt })
    .where('id', '=', fileId)
    .where('status', '=', 'UPLOADING')
    .where('deleted_at', 'is', null)
    .where('checksum', '=', '')
    .where((eb) =>
      eb.or([eb('upload_claimed_at', 'is', null), eb('upload_claimed_at', '<', stale)]),
    )
    .returning('id')
    .executeTakeFirst();
  return claimed ? claimedAt : null;
}

/** Gives the claim back after a failed or aborted upload, so the client can try again. */
export async function releaseUpload(db: Db, fileId: string, claimedAt: string): Promise<void> {
  await db
    .updateTable('files')
    .set({ upload_claimed_at: null })
    .where('id', '=', fileId)
    .where('upload_claimed_at', '=', claimedAt)
    .execute();
}

import type { AppServices } from '../../app-services.js';
import { randomToken, sha256Hex, uuidv7 } from '../../ids.js';
import { insertDevice, insertDeviceToken } from '../devices/repo.js';
import { assertScreenRoom } from '../devices/pairing/screen-limit.js';
import { addMembers, findGroups } from '../screen-groups/repo.js';
import * as repo from './repo.js';

// A display's first start: the Marquee player opened with ?provision=<token> trades the token for
// a device token, once. The display row flips from waiting to playing by compare-and-set in the
// same transaction that makes the screen, so of any number of parallel starts exactly one gets a
// screen; the others (and every later start) are told the token is used.

export type ProvisionOutcome =
  | { kind: 'started'; deviceId: string; deviceToken: string }
  | { kind: 'unknown' }
  | { kind: 'used' };

/** Thrown inside the transaction to undo the screen another start beat this one to. */
class LostRace extends Error {}

export async function redeemProvisioningToken(
  app: AppServices,
  token: string,
): Promise<ProvisionOutcome> {
  const row = await repo.findByTokenHash(app.db, sha256Hex(token));
  if (!row) return { kind: 'unknown' };
  if (row.status !== 'waiting') return { kind: 'used' };
  const now = app.clock.now();
  const deviceId = uuidv7(now.getTime());
  const deviceToken = randomToken('mqd_');
  const groups = row.group_id
    ? await findGroups(app.db, row.account_id, row.space_id, [row.group_id])
    : [];
  try {
    await app.db.transaction().execute(async (trx) => {
      if (!(await repo.markStarted(trx, row.id, deviceId, now.toISOString()))) throw new LostRace();
      await assertScreenRoom(app, trx, row.account_id);
      await insertDevice(trx, {
        id: deviceId,
        accountId: row.account_id,
        spaceId: row.space_id,
        name: row.name,
        platform: 'web',
        publishedCollection: null,
        publishedEntityId: null,
        createdAt: now.toISOString(),
      });
      await insertDeviceToken(trx, {
        id: uuidv7(now.getTime()),
        tokenHash: sha256Hex(deviceToken),
        deviceId,
        accountId: row.account_id,
        createdAt: now.toISOString(),
      });
      if (groups.length > 0)
        await addMembers(trx, [
          {
            id: uuidv7(now.getTime()),
            account_id: row.account_id,
            group_id: groups[0]!.id,
            device_id: deviceId,
            added_at: now.toISOString(),
          },
        ]);
    });
  } catch (error) {
    if (error instanceof LostRace) return { kind: 'used' };
    throw error;
  }
  app.pubsub.publish('device:changed', row.account_id, { deviceId });
  app.logger.info({ deviceId, sonyDisplayId: row.id }, 'Sony display started');
  return { kind: 'started', deviceId, deviceToken };
}

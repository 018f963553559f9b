import type { Db } from '../../db/connect.js';
import { createBatchLoader } from '../devices/listing/batch-loader.js';
import { listOpenCommands, markDeliveredReturning, type DeviceCommandRow } from './repo.js';

/**
 * Every screen asks for its pending commands on each currentDeviceChanged; batched so that a
 * publish to many screens costs one query, not one per screen. One per server process
 * (AppServices.openDeviceCommands).
 */
export type OpenCommandsLoader = (deviceId: string) => Promise<DeviceCommandRow[] | undefined>;

export const createOpenCommandsLoader = (db: Db): OpenCommandsLoader =>
  createBatchLoader((ids: string[]) => listOpenCommands(db, ids));

/**
 * Marks a queued command delivered; true when this call did (false: it was not queued any more).
 * A bulk reboot of 10,000 screens has each screen read its commands at once, and one UPDATE per
 * screen cost the server seconds; batched, it is one UPDATE per 500 commands.
 */
export type CommandDeliveries = (commandId: string, at: string) => Promise<boolean>;

export function createCommandDeliveries(db: Db): CommandDeliveries {
  // Keyed by id and time: the calls of one turn share the clock's reading, so in practice one key
  // per command; a command asked twice in a turn is updated once.
  const SEP = '\u0000';
  const mark = createBatchLoader(async (keys: string[]) => {
    const byTime = new Map<string, string[]>();
    for (const key of keys) {
      const [id, at] = key.split(SEP) as [string, string];
      byTime.set(at, [...(byTime.get(at) ?? []), id]);
    }
    const done = new Map<string, boolean>();
    for (const [at, ids] of byTime) {
      const updated = new Set(await markDeliveredReturning(db, ids, at));
      for (const id of ids) done.set(`${id}${SEP}${at}`, updated.has(id));
    }
    return done;
  });
  return async (commandId, at) => (await mark(`${commandId}${SEP}${at}`)) ?? false;
}

import { randomUUID } from 'node:crypto';
import type { RedisConnections } from './redis.js';

/**
 * Which device connections each server process holds, so that the connections of a process that
 * died are taken off the database's counts (devices.open_connections) by the processes still
 * alive. Without it a crashed process's connections stay counted for ever on PostgreSQL: the
 * device still turns offline once its heartbeats stop, but a later normal close of its new
 * connection no longer announces "offline", and the counts never come right again.
 */
export interface ConnectionLedger {
  /** Notes a device connection of this process before the database counts it; returns its id. */
  opened(deviceId: string): Promise<string>;
  /**
   * Forgets a connection before the database uncounts it: false when it was already taken off
   * the counts (this process had been taken for dead), so the caller must not uncount it again.
   */
  closed(connectionId: string): Promise<boolean>;
  /**
   * Takes the connections of processes that stopped renewing their liveness off the ledger:
   * one device id per connection, each to be uncounted once (exactly one caller gets them).
   */
  reapDead(): Promise<string[]>;
}

// In Redis, under the deployment's prefix:
//   presence:processes      set of live process ids
//   presence:alive:<id>     present while the process renews it (expires after TTL_MS)
//   presence:conns:<id>     hash connection id -> device id of that process
// Liveness is measured by Redis's clock (key expiry), so renewal runs on real timers.
const TTL_MS = 30_000;
const RENEW_MS = 10_000;

// Renews liveness and notes the connection in one step: a process that just counted a connection
// cannot be reaped before its database write lands (it stays alive for TTL_MS).
const OPEN = `
redis.call('SET', KEYS[2], '1', 'PX', ARGV[2])
local rejoined = redis.call('SADD', KEYS[1], ARGV[1])
redis.call('HSET', KEYS[3], ARGV[3], ARGV[4])
return rejoined
`;
const RENEW = `
redis.call('SET', KEYS[2], '1', 'PX', ARGV[2])
return redis.call('SADD', KEYS[1], ARGV[1])
`;
// Only one caller takes a dead process's connections: the SREM decides.
const REAP = `
if redis.call('EXISTS', KEYS[2]) == 1 then return {} end
if redis.call('SREM', KEYS[1], ARGV[1]) == 0 then return {} end
local devices = redis.call('HVALS', KEYS[3])
redis.call('DEL', KEYS[3])
return devices
`;
// Notes connections again after a reap; returns the device ids of those that were not noted.
const RENOTE = `
local added = {}
for i = 1, #ARGV, 2 do
  if redis.call('HSETNX', KEYS[1], ARGV[i], ARGV[i + 1]) == 1 then table.insert(added, ARGV[i + 1]) end
end
return added
`;

type Scripts = {
  presenceOpen(...args: string[]): Promise<number>;
  presenceRenew(...args: string[]): Promise<number>;
  presenceReap(...args: string[]): Promise<string[]>;
  presenceRenote(...args: string[]): Promise<string[]>;
};

export interface RedisLedgerOptions {
  /**
   * Counts again connections a reap took off while this process was still alive (stalled for
   * longer than the TTL): the database gets them back (one device id per connection).
   */
  recount: (deviceIds: string[]) => Promise<void>;
  onError: (err: unknown) => void;
  processId?: string;
}

export class RedisConnectionLedger implements ConnectionLedger {
  readonly processId: string;
  private readonly local = new Map<string, string>();
  private registered = false;
  private timer: NodeJS.Timeout | undefined;
  private readonly scripts: Scripts;

  constructor(
    private readonly redis: RedisConnections,
    private readonly options: RedisLedgerOptions,
  ) {
    this.processId = options.processId ?? randomUUID();
    redis.commands.defineCommand('presenceOpen', { lua: OPEN, numberOfKeys: 3 });
    redis.commands.defineCommand('presenceRenew', { lua: RENEW, numberOfKeys: 2 });
    redis.commands.defineCommand('presenceReap', { lua: REAP, numberOfKeys: 3 });
    redis.commands.defineCommand('presenceRenote', { lua: RENOTE, numberOfKeys: 1 });
    this.scripts = redis.commands as unknown as Scripts;
  }

  private key(name: string, id = this.processId) {
    return `${this.redis.prefix}presence:${name}:${id}`;
  }
  private get processes() {
    return `${this.redis.prefix}presence:processes`;
  }

  /** Registers this process and renews its liveness until stop(). */
  async start(): Promise<void> {
    await this.renew();
    this.timer = setInterval(() => void this.renew().catch(this.options.onError), RENEW_MS);
    this.timer.unref();
  }

  async opened(deviceId: string): Promise<string> {
    const connectionId = randomUUID();
    this.local.set(connectionId, deviceId);
    const rejoined = await this.scripts.presenceOpen(
      this.processes,
      this.key('alive'),
      this.key('conns'),
      this.processId,
      String(TTL_MS),
      connectionId,
      deviceId,
    );
    await this.afterJoin(rejoined);
    return connectionId;
  }

  async closed(connectionId: string): Promise<boolean> {
    this.local.delete(connectionId);
    return (await this.redis.commands.hdel(this.key('conns'), connectionId)) === 1;
  }

  async reapDead(): Promise<string[]> {
    const devices: string[] = [];
    for (const id of await this.redis.commands.smembers(this.processes)) {
      if (id === this.processId) continue;
      const reaped = await this.scripts.presenceReap(
        this.processes,
        this.key('alive', id),
        this.key('conns', id),
        id,
      );
      devices.push(...reaped);
    }
    return devices;
  }

  /**
   * Stops renewing and leaves: the connections still noted are returned to be uncounted (the
   * sockets' own closes that come later find them gone and uncount nothing).
   */
  async stop(): Promise<string[]> {
    clearInterval(this.timer);
    const results = await this.redis.commands
      .multi()
      .srem(this.processes, this.processId)
      .del(this.key('alive'))
      .hvals(this.key('conns'))
      .del(this.key('conns'))
      .exec();
    const devices = (results?.[2]?.[1] ?? []) as string[];
    this.local.clear();
    return devices;
  }

  private async renew(): Promise<void> {
    const rejoined = await this.scripts.presenceRenew(
      this.processes,
      this.key('alive'),
      this.processId,
      String(TTL_MS),
    );
    await this.afterJoin(rejoined);
  }

  /** A rejoin after the first join means another process reaped this one while it lived. */
  private async afterJoin(rejoined: number): Promise<void> {
    const wasRegistered = this.registered;
    this.registered = true;
    if (rejoined !== 1 || !wasRegistered || this.local.size === 0) return;
    const pairs = [...this.local].flat();
    const devices = await this.scripts.presenceRenote(this.key('conns'), ...pairs);
    if (devices.length > 0) await this.options.recount(devices);
  }
}

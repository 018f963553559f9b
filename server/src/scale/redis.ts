import { Redis } from 'ioredis';

/**
 * The Redis connections of one server process (REDIS_URL). Commands share one connection with
 * auto-pipelining, so the thousands of PUBLISHes of one content publish leave in a few writes;
 * a connection in subscriber mode cannot send other commands, so pub/sub gets its own, made
 * when first asked for.
 */
export interface RedisConnections {
  /** Publishes, rate-limit scripts, presence. */
  readonly commands: Redis;
  /** The connection that SUBSCRIBEs (one per process). */
  subscriber(): Redis;
  /**
   * Starts every key and channel of this deployment (default `marquee:`), so one Redis can
   * serve several deployments, and tests can run side by side without seeing each other.
   */
  readonly prefix: string;
  close(): Promise<void>;
  /** Drops the connections at once, waiting for nothing (a start-up that failed). */
  disconnect(): void;
}

export interface RedisOptions {
  prefix?: string;
  /** Shown by CLIENT LIST, to tell the processes apart. */
  name?: string;
  /** Connection errors (ioredis reconnects by itself; without a listener it prints them). */
  onError?: (err: unknown, role: string) => void;
}

export function connectRedis(url: string, options: RedisOptions = {}): RedisConnections {
  const open = (role: string) => {
    const connection = new Redis(url, {
      connectionName: `${options.name ?? 'marquee'}:${role}`,
      enableAutoPipelining: true,
    });
    connection.on('error', (err: unknown) => options.onError?.(err, role));
    return connection;
  };
  const commands = open('commands');
  let subscriber: Redis | undefined;
  return {
    commands,
    prefix: options.prefix ?? 'marquee:',
    subscriber: () => (subscriber ??= open('subscriber')),
    async close() {
      // quit() lets commands already sent finish (a last publish, a refund) before closing.
      await Promise.all([commands.quit(), subscriber?.quit()]);
    },
    disconnect() {
      commands.disconnect();
      subscriber?.disconnect();
    },
  };
}

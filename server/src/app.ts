import type { AddressInfo } from 'node:net';
import {
  closeModules,
  moduleJobs,
  moduleServices,
  openModules,
  startModules,
} from './app-modules.js';
import type { AppServices, InfrastructureServices } from './app-services.js';
import { systemClock, type Clock } from './clock.js';
import { ConfigError, listenUrl, parseConfig, type Config } from './config.js';
import { connectDatabase, type DbHandle } from './db/connect.js';
import { migrateToLatest } from './db/migrate.js';
import { createHttpServer } from './http/server.js';
import { createDomainEvents } from './events/domain-events.js';
import { createLogger, type Logger } from './logger.js';
import type { OutboundFetchPolicy } from './net/guardedFetch.js';
import { createMailer } from './mail/mailer.js';
import { createMediaServices, startMediaJobs } from './media/wiring.js';
import { DEFAULT_CONSOLE_DIST, DEFAULT_PLAYER_DIST } from './paths.js';
import { createScaleServices } from './scale/scale-services.js';
import { DEMO_EMAIL, seedDemoIfEmpty, type NewLogin } from './seed/demo-seed.js';
import { consoleCsp, pageHeaders, playerCsp } from './http/security-headers.js';
import { supportChatOrigins } from './modules/support/service.js';

export interface StartOptions {
  /** Environment variables; defaults to process.env. */
  env?: Record<string, string | undefined>;
  /** Overrides DATA_DIR. */
  dataDir?: string;
  /** Overrides PORT; 0 picks a free port. */
  port?: number;
  /** Overrides HOST. */
  host?: string;
  /** Virtual time for tests. */
  clock?: Clock;
  /** How user-given URLs are fetched (tests); OUTBOUND_ALLOW_INTERNAL is added to it. */
  outboundFetch?: OutboundFetchPolicy;
  logger?: Logger;
  /** Print the human banner and the MARQUEE_LISTENING line on stdout (the CLI does). */
  printBanner?: boolean;
}

export interface RunningServer {
  /** e.g. http://127.0.0.1:43121 (no trailing slash). */
  url: string;
  port: number;
  config: Config;
  services: AppServices;
  /** SQL statements executed so far; tests read it to check that work does not grow per item. */
  queryCount(): number;
  /** Logins the demo seed gave a random password at this start (the banner shows them). */
  newLogins: NewLogin[];
  close(): Promise<void>;
}

export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const { config, logger, handle, services, queryCount, newLogins } = await openApp(options);

  const http = createHttpServer(services, {
    console: {
      root: config.consoleDist ?? DEFAULT_CONSOLE_DIST,
      label: 'console',
      pageHeaders: pageHeaders(consoleCsp(supportChatOrigins(config.support)), false),
    },
    player: {
      root: config.playerDist ?? DEFAULT_PLAYER_DIST,
      label: 'web player',
      pageHeaders: pageHeaders(playerCsp(config.playerFrameAncestors), true),
    },
  });
  try {
    await http.listen(config.port, config.host);
  } catch (error) {
    await closeModules(services, 'server');
    await services.redis?.close();
    await handle.db.destroy();
    throw error;
  }
  const port = (http.server.address() as AddressInfo).port;
  const url = listenUrl(config.host, port);
  const openUrl = config.publicUrl ?? url;
  if (!config.publicUrl) {
    // A port of 0 (tests) is only known now.
    config.linkBaseUrl = url;
    logger.warn(
      { linkBaseUrl: url },
      'PUBLIC_URL is not set: links in e-mails point to the listen address; set PUBLIC_URL to the address people reach Marquee at',
    );
  }

  logger.info(
    {
      url: openUrl,
      port,
      dataDir: config.dataDir,
      database: handle.description,
      demoEmail: DEMO_EMAIL,
    },
    'Marquee server listening',
  );
  if (options.printBanner) {
    const lines = [
      '',
      '  Marquee is running',
      `  Open:      ${openUrl}/`,
      `  Player:    ${openUrl}/player/`,
      ...signInLines(config, newLogins),
      `  Data dir:  ${config.dataDir}`,
      `  Database:  ${handle.description}`,
      '',
    ];
    process.stdout.write(lines.join('\n') + '\n');
    // Machine-readable, for scripts and e2e tests that start the server with PORT=0.
    process.stdout.write(`MARQUEE_LISTENING ${url}\n`);
  }

  const stopModules = startModules(services, 'server');
  // With RUN_JOBS=false, `npm run worker` processes run them; this one only enqueues.
  if (config.runJobs) startMediaJobs(services, moduleJobs());
  let closing: Promise<void> | undefined;
  return {
    url,
    port,
    config,
    services,
    queryCount,
    newLogins,
    close() {
      closing ??= (async () => {
        stopModules();
        await services.jobs.stop();
        await http.close();
        await closeModules(services, 'server');
        // After the sockets: a last refund or publish of a closing request still gets out.
        await services.redis?.close();
        await handle.db.destroy();
      })();
      return closing;
    },
  };
}

/** What an API process and a worker process both open. */
export interface OpenedApp {
  env: Record<string, string | undefined>;
  config: Config;
  logger: Logger;
  handle: DbHandle;
  services: AppServices;
  /** SQL statements executed so far (RunningServer.queryCount). */
  queryCount: () => number;
  /** Logins the demo seed gave a random password at this start (shown once in the banner). */
  newLogins: NewLogin[];
}

/**
 * Configuration, the migrated database and the services: all a process needs before it serves
 * requests (`server`, which also seeds the demo) or only runs jobs (`worker`, see worker.ts).
 */
export async function openApp(
  options: StartOptions,
  role: 'server' | 'worker' = 'server',
): Promise<OpenedApp> {
  const env = { ...(options.env ?? process.env) };
  if (options.dataDir !== undefined) env.DATA_DIR = options.dataDir;
  if (options.port !== undefined) env.PORT = String(options.port);
  if (options.host !== undefined) env.HOST = options.host;
  const config = parseConfig(env);
  if (role === 'worker' && !config.databaseUrl) {
    throw new ConfigError(
      'A worker process needs PostgreSQL (DATABASE_URL): on SQLite the server is the only process and runs the jobs itself',
    );
  }
  const logger = options.logger ?? createLogger(config.logLevel);
  const clock = options.clock ?? systemClock;

  let queries = 0;
  const handle = connectDatabase({
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    onQuery: (event) => {
      queries++;
      if (event.level === 'error') logger.debug({ err: event.error }, 'query failed');
    },
    onCheckpointError: (err) =>
      logger.warn({ err }, 'checkpoint of the database log failed in its worker; ran it here'),
  });
  const mailer = createMailer({ config, logger, clock });
  const scale = await createScaleServices(config, handle.db, logger).catch(async (error) => {
    await handle.db.destroy();
    throw error;
  });
  const infra: InfrastructureServices = {
    config,
    db: handle.db,
    dialect: handle.dialect,
    clock,
    ...scale,
    events: createDomainEvents((err, name) =>
      logger.error({ err, event: name }, 'domain event handler failed'),
    ),
    ...createMediaServices(env, {
      db: handle.db,
      dialect: handle.dialect,
      clock,
      logger,
      dataDir: config.dataDir,
      redisUrl: config.redisUrl,
      redisPrefix: config.redisPrefix,
      jobLeaseMs: config.jobLeaseMs,
    }),
    logger,
    mailer,
    outboundFetch: outboundPolicyOf(config, options.outboundFetch),
  };
  const services: AppServices = { ...infra, ...moduleServices(infra) };

  let newLogins: NewLogin[] = [];
  try {
    await migrateToLatest(handle.db);
    if (role === 'server') newLogins = (await seedDemoIfEmpty(services)).newLogins;
    await openModules(services, role);
  } catch (error) {
    await services.redis?.close();
    await handle.db.destroy();
    throw error;
  }
  return { env, config, logger, handle, services, queryCount: () => queries, newLogins };
}

/**
 * The banner's sign-in lines: the demo admin with DEMO_PASSWORD, and any password made up at
 * this start (the service admin's, production's demo logins'), which is never shown again.
 */
function signInLines(config: Config, newLogins: NewLogin[]): string[] {
  const made = newLogins.find((login) => login.email === DEMO_EMAIL);
  const demo = made
    ? [`  Sign in:   ${DEMO_EMAIL} / ${made.password}`]
    : config.production && !config.demoPasswordSet
      ? []
      : [`  Sign in:   ${DEMO_EMAIL} / ${config.demoPassword}`];
  const others = newLogins
    .filter((login) => login !== made)
    .map((login) => `  Also:      ${login.email} / ${login.password} (shown only now)`);
  return [...demo, ...others];
}

/** The endpoints OUTBOUND_ALLOW_INTERNAL lets through, added to a test's policy; unset when none. */
function outboundPolicyOf(
  config: Config,
  policy: OutboundFetchPolicy | undefined,
): OutboundFetchPolicy | undefined {
  const allowInternal = [...(policy?.allowInternal ?? []), ...config.outboundAllowInternal];
  if (!policy && allowInternal.length === 0) return undefined;
  return { ...policy, allowInternal };
}

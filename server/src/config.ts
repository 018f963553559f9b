import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { resolve, join } from 'node:path';
import { z } from 'zod';

// One validated view of the environment. A bad value stops start-up with a message naming the variable.
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);

const envSchema = z.object({
  PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(65535).default(8080)),
  HOST: z.preprocess(emptyToUndefined, z.string().min(1).default('0.0.0.0')),
  DATA_DIR: z.preprocess(emptyToUndefined, z.string().min(1).default('./data')),
  DATABASE_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
  ),
  REDIS_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
      .optional(),
  ),
  REDIS_PREFIX: z.preprocess(emptyToUndefined, z.string().min(1).default('marquee:')),
  RUN_JOBS: z.preprocess(
    emptyToUndefined,
    z.enum(['true', 'false'], 'must be true or false').default('true'),
  ),
  JOB_LEASE_SECONDS: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(1).max(3600).default(60),
  ),
  PUBLIC_URL: z.preprocess(
    emptyToUndefined,
    z
      .url({ protocol: /^https?$/ })
      .transform((u) => u.replace(/\/+$/, ''))
      .optional(),
  ),
  TRUST_PROXY: z.preprocess(
    emptyToUndefined,
    z.enum(['true', 'false', '1', '0'], 'must be true or false (or 1 or 0)').default('false'),
  ),
  LOG_LEVEL: z.preprocess(emptyToUndefined, z.enum(LOG_LEVELS).default('info')),
  DEMO_PASSWORD: z.preprocess(emptyToUndefined, z.string().min(8).optional()),
  MARQUEE_SERVICE_ADMINS: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .transform((text) =>
        text
          .split(',')
          .map((email) => email.trim().toLowerCase())
          .filter(Boolean),
      )
      .pipe(z.array(z.email('must be comma-separated e-mail addresses')))
      .optional(),
  ),
  SECRET: z.preprocess(
    emptyToUndefined,
    z.string().min(32, 'must be at least 32 characters').optional(),
  ),
  CONSOLE_DIST: z.preprocess(emptyToUndefined, z.string().optional()),
  PLAYER_DIST: z.preprocess(emptyToUndefined, z.string().optional()),
  SMTP_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
  ),
  MAIL_FROM: z.preprocess(
    emptyToUndefined,
    z.string().min(3).default('Marquee <no-reply@marquee.local>'),
  ),
  NODE_ENV: z.preprocess(emptyToUndefined, z.string().optional()),
  CORS_ORIGINS: z.preprocess(emptyToUndefined, originList(',', true).optional()),
  PLAYER_FRAME_ANCESTORS: z.preprocess(emptyToUndefined, originList(/[\s,]+/, false).optional()),
  INSTAGRAM_APP_ID: z.preprocess(emptyToUndefined, z.string().optional()),
  INSTAGRAM_APP_SECRET: z.preprocess(emptyToUndefined, z.string().optional()),
  INSTAGRAM_OAUTH_URL: baseUrl('https://www.instagram.com'),
  INSTAGRAM_API_URL: baseUrl('https://api.instagram.com'),
  INSTAGRAM_GRAPH_URL: baseUrl('https://graph.instagram.com'),
  INSTAGRAM_WEB_URL: baseUrl('https://www.instagram.com'),
  WEATHER_API_URL: baseUrl('https://api.open-meteo.com'),
  GEOCODING_API_URL: baseUrl('https://geocoding-api.open-meteo.com'),
  // Sony professional BRAVIA zero-touch provisioning (modules/sony-bravia); see SonyBraviaConfig.
  MARQUEE_SONY_KITTING_URL: baseUrl('https://api.apps.rdm.sony.net'),
  MARQUEE_SONY_API_KEY: z.preprocess(emptyToUndefined, z.string().max(500).optional()),
  MARQUEE_SONY_IP_CONTROL_ALLOW_PRIVATE: z.preprocess(
    emptyToUndefined,
    z.enum(['true', 'false']).default('false'),
  ),
  // Subscription billing (modules/billing); see BillingConfig.
  BILLING_PROVIDER: z.preprocess(emptyToUndefined, z.enum(['subsbase', 'fake', 'none']).optional()),
  SUBSBASE_API_URL: baseUrl('https://api.subsbase.io'),
  SUBSBASE_SITE_ID: z.preprocess(emptyToUndefined, z.string().max(200).optional()),
  SUBSBASE_API_SECRET: z.preprocess(emptyToUndefined, z.string().max(500).optional()),
  SUBSBASE_WEBHOOK_SECRET: z.preprocess(emptyToUndefined, z.string().min(16).max(500).optional()),
  SUBSBASE_CUSTOMER_PORTAL_URL: z.preprocess(
    emptyToUndefined,
    z.url({ protocol: /^https$/ }).optional(),
  ),
  SUBSBASE_CHECKOUT_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^https$/ }).optional()),
  // Point-of-sale menu sources (modules/pos-sources); the default addresses are ASSUMED.
  SEPTIM_API_URL: baseUrl('https://api.septim.cz'),
  SEPTIM_API_KEY: z.preprocess(emptyToUndefined, z.string().optional()),
  GS_API_URL: baseUrl('https://api.gs-gastro.cz'),
  GS_API_KEY: z.preprocess(emptyToUndefined, z.string().optional()),
  POS_MENU_CACHE_SECONDS: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(1).max(3600).optional(),
  ),
  OUTBOUND_ALLOW_INTERNAL: z.preprocess(emptyToUndefined, endpointList().optional()),
  // The support chat (off unless a script is named); see SupportConfig.
  MARQUEE_SUPPORT_CHAT_SCRIPT_URL: z.preprocess(
    emptyToUndefined,
    z.url({ protocol: /^https?$/ }).optional(),
  ),
  MARQUEE_SUPPORT_CHAT_ID: z.preprocess(emptyToUndefined, z.string().max(200).optional()),
  MARQUEE_SUPPORT_EMAIL: z.preprocess(emptyToUndefined, z.email().optional()),
});

/**
 * Exact `address:port` pairs, comma-separated: `127.0.0.1:8081,[::1]:80`. Addresses are IP
 * literals, never names, so the allowance cannot move with DNS.
 */
function endpointList() {
  return z
    .string()
    .transform((text) =>
      text
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .pipe(
      z.array(
        z.string().transform((entry, ctx) => {
          const endpoint = endpointOf(entry);
          if (endpoint) return endpoint;
          ctx.addIssue({
            code: 'custom',
            message: `"${entry}" is not an IP address and port such as 127.0.0.1:8081 or [::1]:80`,
          });
          return z.NEVER;
        }),
      ),
    );
}

function endpointOf(entry: string): { address: string; port: number } | null {
  const match = /^(?:\[([0-9a-fA-F:.]+)\]|(\d{1,3}(?:\.\d{1,3}){3})):(\d{1,5})$/.exec(entry);
  if (!match) return null;
  const port = Number(match[3]);
  const literal = match[1] ?? match[2]!;
  if (port < 1 || port > 65535 || isIP(literal) !== (match[1] === undefined ? 4 : 6)) return null;
  // One spelling per address, the one the guard compares with (URL parsing's: "::1", not "0::1").
  const address = new URL(`http://${match[1] === undefined ? literal : `[${literal}]`}/`).hostname;
  return { address: address.replace(/^\[|\]$/g, ''), port };
}

/** An http(s) base URL without a trailing slash, e.g. an upstream API that tests point elsewhere. */
function baseUrl(defaultUrl: string) {
  return z.preprocess(
    emptyToUndefined,
    z
      .url({ protocol: /^https?$/ })
      .transform((u) => u.replace(/\/+$/, ''))
      .default(defaultUrl),
  );
}

/** A list of origins (`https://host[:port]`; `null`, for pages opened from file://, if allowed). */
function originList(separator: string | RegExp, allowNull: boolean) {
  return z
    .string()
    .transform((text) =>
      text
        .split(separator)
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .pipe(
      z.array(
        z.string().refine((origin) => (allowNull && origin === 'null') || isOrigin(origin), {
          message: `each entry must be an origin such as https://signage.example.com${allowNull ? ', or null' : ''}`,
        }),
      ),
    );
}

function isOrigin(text: string): boolean {
  try {
    const url = new URL(text);
    return /^https?:$/.test(url.protocol) && url.origin === text.replace(/\/+$/, '');
  } catch {
    return false;
  }
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /**
   * Redis (REDIS_URL) for several server processes: pub/sub across them, shared rate limits and
   * device presence. Unset: all of it stays inside this process (one process, the default).
   */
  redisUrl: string | undefined;
  /** Starts every Redis key and channel (REDIS_PREFIX, default `marquee:`): deployments sharing one Redis set their own. */
  redisPrefix: string;
  /**
   * Whether this process runs background jobs (RUN_JOBS, default true). Set it to false on API
   * processes when `npm run worker` processes run them; they still enqueue.
   */
  runJobs: boolean;
  /**
   * How long a running job stays claimed without its process renewing the claim
   * (JOB_LEASE_SECONDS, default 60): a killed process's job is taken over after about this long.
   */
  jobLeaseMs: number;
  publicUrl: string | undefined;
  /**
   * Whether requests come through a reverse proxy that sets X-Forwarded-Proto (TRUST_PROXY,
   * default false). Only then does the header say whether the browser used https (the Secure
   * cookie flag, addresses handed back); without a proxy any client could write it.
   */
  trustProxy: boolean;
  logLevel: (typeof LOG_LEVELS)[number];
  /**
   * The seeded demo logins' password (DEMO_PASSWORD; default the published `marquee-demo`).
   * The published one opens the demo accounts only: the service admin (ROLE_GOD) gets it only
   * when DEMO_PASSWORD is set (`demoPasswordSet`), and production never seeds it.
   */
  demoPassword: string;
  demoPasswordSet: boolean;
  /**
   * MARQUEE_SERVICE_ADMINS: comma-separated e-mails of existing users promoted to service admin
   * (ROLE_GOD, who see and manage every account) each time the server starts.
   */
  serviceAdminEmails: readonly string[];
  /** HMAC key for signed blob URLs; from SECRET or generated once into DATA_DIR/secret. */
  secret: string;
  /** Folders with the built console and web player; undefined means "next to the server package". */
  consoleDist: string | undefined;
  playerDist: string | undefined;
  /** SMTP server for outgoing mail; undefined writes each message under DATA_DIR/outbox. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** NODE_ENV=production: anonymous callers get no introspection and no GraphiQL. */
  production: boolean;
  /**
   * Where links in e-mails point: PUBLIC_URL, else the listen address (never a request's Host
   * header, which anyone can forge). Completed with the real port once the server listens.
   */
  linkBaseUrl: string;
  /**
   * Origins whose pages may read GraphQL answers (CORS): CORS_ORIGINS, plus PUBLIC_URL's origin,
   * `null` (packaged TV apps run from file://) and the Android shell's app origin.
   */
  corsOrigins: readonly string[];
  /** Origins that may frame the web player besides its own (PLAYER_FRAME_ANCESTORS). */
  playerFrameAncestors: readonly string[];
  /** The Instagram app (INSTAGRAM_*); without an app id and secret the Instagram item is disabled. */
  instagram: InstagramConfig;
  /** Open-Meteo's forecast API (WEATHER_API_URL), without a trailing slash. */
  weatherApiUrl: string;
  /** Open-Meteo's geocoding API (GEOCODING_API_URL). */
  geocodingApiUrl: string;
  /** Point-of-sale systems menus are read from (SEPTIM_*, GS_*; modules/pos-sources). */
  posSources: PosSourcesConfig;
  /** Subscription billing (BILLING_PROVIDER, SUBSBASE_*; modules/billing). */
  billing: BillingConfig;
  sonyBravia: SonyBraviaConfig;
  /**
   * Internal endpoints the server may fetch anyway (OUTBOUND_ALLOW_INTERNAL): an operator's
   * intranet feeds, or the fixture servers of an end-to-end run. Exact address and port only.
   */
  outboundAllowInternal: readonly { address: string; port: number }[];
  /** The support chat and the support address the console offers (MARQUEE_SUPPORT_*). */
  support: SupportConfig;
}

/**
 * A provider-neutral support chat: the console loads the script after sign-in and passes it the
 * id, the user and the account through `window.MarqueeSupportChat`
 * (console/src/shared/support/supportChat.ts). Without a script URL there is no chat; messages
 * then name the support e-mail, if set.
 */
export interface SupportConfig {
  /** MARQUEE_SUPPORT_CHAT_SCRIPT_URL: the chat provider's loader script; unset, no chat. */
  chatScriptUrl: string | undefined;
  /** MARQUEE_SUPPORT_CHAT_ID: the provider's id of this installation (workspace, app id). */
  chatId: string | undefined;
  /** MARQUEE_SUPPORT_EMAIL: where people write when there is no chat. */
  email: string | undefined;
}

export interface PosSourcesConfig {
  /** The Septim store system's API, without a trailing slash. */
  septimApiUrl: string;
  /** Sent as X-Api-Key when set (ASSUMED: the vendor's auth is not public). */
  septimApiKey: string | undefined;
  /** The GS food-service system's API. */
  gsApiUrl: string;
  /** Sent as a bearer token when set (ASSUMED). */
  gsApiKey: string | undefined;
  /**
   * How long the server keeps a store's menus (POS_MENU_CACHE_SECONDS), for every source; unset:
   * the spec's periods (Septim 120 s, GS 20 s). Lower it when sold-out meals must leave screens
   * sooner, raise it when a vendor limits calls.
   */
  menuCacheMs: number | undefined;
}

/**
 * Which payment provider subscription billing uses. `subsbase` needs the site id, API secret
 * and webhook secret; `fake` is an in-process stand-in whose pages "pay" without money (the
 * demo and tests, only when asked for); `none` turns billing off. Unset: subsbase when its
 * credentials are given, else none: a fake would hand out plans for free.
 */
export interface BillingConfig {
  provider: 'subsbase' | 'fake' | 'none';
  subsbase: {
    apiUrl: string;
    siteId: string;
    apiSecret: string;
    webhookSecret: string;
    customerPortalUrl: string;
    checkoutUrl: string;
  } | null;
}

/**
 * Sony BRAVIA kitting: Sony's cloud (MARQUEE_SONY_KITTING_URL) with this deployment's API key
 * (MARQUEE_SONY_API_KEY; unset, registering by code is off). IP control reaches displays on the
 * customer's network, which the outbound guard refuses; only an on-premises server turns it on
 * (MARQUEE_SONY_IP_CONTROL_ALLOW_PRIVATE=true), and then only for the address given per display.
 */
export interface SonyBraviaConfig {
  kittingUrl: string;
  apiKey: string | undefined;
  ipControlAllowPrivate: boolean;
}

export interface InstagramConfig {
  appId: string | undefined;
  appSecret: string | undefined;
  /** Where Instagram's authorisation page is (the browser goes there, not the server). */
  oauthUrl: string;
  /** The code exchange (api.instagram.com). */
  apiUrl: string;
  /** Long-lived tokens, profile and media (graph.instagram.com). */
  graphUrl: string;
  /** Public profiles (www.instagram.com). */
  webUrl: string;
}

/** Where the packaged players run: TV apps from file:// (origin "null"), Android from its assets. */
const PLAYER_APP_ORIGINS = ['null', 'https://appassets.androidplatform.net'] as const;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses an env object (process.env or a test's own); throws ConfigError naming the bad variable. */
export function parseConfig(env: Record<string, string | undefined>, cwd = process.cwd()): Config {
  const result = envSchema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  const e = result.data;
  // On SQLite this is the only process (a worker refuses SQLite): nothing would run the jobs.
  if (e.RUN_JOBS === 'false' && !e.DATABASE_URL)
    throw new ConfigError(
      'Invalid configuration:\n  RUN_JOBS: false needs DATABASE_URL (workers run jobs only on PostgreSQL)',
    );
  const dataDir = resolve(cwd, e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    runJobs: e.RUN_JOBS === 'true',
    jobLeaseMs: e.JOB_LEASE_SECONDS * 1000,
    publicUrl: e.PUBLIC_URL,
    trustProxy: e.TRUST_PROXY === 'true' || e.TRUST_PROXY === '1',
    logLevel: e.LOG_LEVEL,
    demoPassword: demoPasswordOf(e),
    demoPasswordSet: e.DEMO_PASSWORD !== undefined,
    serviceAdminEmails: e.MARQUEE_SERVICE_ADMINS ?? [],
    secret: e.SECRET ?? loadOrCreateSecret(dataDir),
    consoleDist: e.CONSOLE_DIST ? resolve(cwd, e.CONSOLE_DIST) : undefined,
    playerDist: e.PLAYER_DIST ? resolve(cwd, e.PLAYER_DIST) : undefined,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    production: e.NODE_ENV === 'production',
    linkBaseUrl: e.PUBLIC_URL ?? listenUrl(e.HOST, e.PORT),
    corsOrigins: [
      ...new Set([
        ...(e.PUBLIC_URL ? [new URL(e.PUBLIC_URL).origin] : []),
        ...PLAYER_APP_ORIGINS,
        ...(e.CORS_ORIGINS ?? []).map((origin) => origin.replace(/\/+$/, '')),
      ]),
    ],
    playerFrameAncestors: (e.PLAYER_FRAME_ANCESTORS ?? []).map((o) => o.replace(/\/+$/, '')),
    instagram: {
      appId: e.INSTAGRAM_APP_ID,
      appSecret: e.INSTAGRAM_APP_SECRET,
      oauthUrl: e.INSTAGRAM_OAUTH_URL,
      apiUrl: e.INSTAGRAM_API_URL,
      graphUrl: e.INSTAGRAM_GRAPH_URL,
      webUrl: e.INSTAGRAM_WEB_URL,
    },
    weatherApiUrl: e.WEATHER_API_URL,
    geocodingApiUrl: e.GEOCODING_API_URL,
    billing: billingConfigOf(e),
    sonyBravia: {
      kittingUrl: e.MARQUEE_SONY_KITTING_URL,
      apiKey: e.MARQUEE_SONY_API_KEY,
      ipControlAllowPrivate: e.MARQUEE_SONY_IP_CONTROL_ALLOW_PRIVATE === 'true',
    },
    posSources: {
      septimApiUrl: e.SEPTIM_API_URL,
      septimApiKey: e.SEPTIM_API_KEY,
      gsApiUrl: e.GS_API_URL,
      gsApiKey: e.GS_API_KEY,
      menuCacheMs:
        e.POS_MENU_CACHE_SECONDS === undefined ? undefined : e.POS_MENU_CACHE_SECONDS * 1000,
    },
    outboundAllowInternal: e.OUTBOUND_ALLOW_INTERNAL ?? [],
    support: {
      chatScriptUrl: e.MARQUEE_SUPPORT_CHAT_SCRIPT_URL,
      chatId: e.MARQUEE_SUPPORT_CHAT_ID,
      email: e.MARQUEE_SUPPORT_EMAIL,
    },
  };
}

/** The password the README publishes for the demo logins. */
export const PUBLISHED_DEMO_PASSWORD = 'marquee-demo';

/** A production server refuses the published password: anyone who read the README could sign in. */
function demoPasswordOf(e: z.infer<typeof envSchema>): string {
  if (e.NODE_ENV === 'production' && e.DEMO_PASSWORD === PUBLISHED_DEMO_PASSWORD)
    throw new ConfigError(
      `Invalid configuration:\n  DEMO_PASSWORD: ${PUBLISHED_DEMO_PASSWORD} is published; a production server needs another one, or none (then each seeded login gets a random password, printed once)`,
    );
  return e.DEMO_PASSWORD ?? PUBLISHED_DEMO_PASSWORD;
}

function billingConfigOf(e: z.infer<typeof envSchema>): BillingConfig {
  const { SUBSBASE_SITE_ID: siteId, SUBSBASE_API_SECRET: apiSecret } = e;
  const webhookSecret = e.SUBSBASE_WEBHOOK_SECRET;
  const provider = e.BILLING_PROVIDER ?? (siteId && apiSecret ? 'subsbase' : 'none');
  if (provider !== 'subsbase') return { provider, subsbase: null };
  if (!siteId || !apiSecret || !webhookSecret)
    throw new ConfigError(
      'Invalid configuration:\n  BILLING_PROVIDER: subsbase needs SUBSBASE_SITE_ID, SUBSBASE_API_SECRET and SUBSBASE_WEBHOOK_SECRET',
    );
  return {
    provider,
    subsbase: {
      apiUrl: e.SUBSBASE_API_URL,
      siteId,
      apiSecret,
      webhookSecret,
      customerPortalUrl:
        e.SUBSBASE_CUSTOMER_PORTAL_URL ?? `https://${siteId}.customers.subsbase.com`,
      checkoutUrl: e.SUBSBASE_CHECKOUT_URL ?? `https://${siteId}.subsbase.com/checkout`,
    },
  };
}

/** The address a server listening on host:port answers at, as a link ("localhost" for any-address). */
export function listenUrl(host: string, port: number): string {
  const shown =
    host === '0.0.0.0' || host === '::' || host === ''
      ? 'localhost'
      : host.includes(':')
        ? `[${host}]`
        : host;
  return `http://${shown}:${port}`;
}

// The secret must survive restarts, or every signed URL handed out before would break.
function loadOrCreateSecret(dataDir: string): string {
  const file = join(dataDir, 'secret');
  try {
    const existing = readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch {
    // first start: created below
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret + '\n', { mode: 0o600 });
  return secret;
}

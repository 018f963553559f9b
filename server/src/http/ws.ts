import type { Server } from 'node:http';
import type { DocumentNode, ExecutionArgs, GraphQLError, GraphQLSchema } from 'graphql';
import type { ServerOptions } from 'graphql-ws';
import { WebSocketServer } from 'ws';
import type { AppServices } from '../app-services.js';
import { tooManyRequests } from '../errors.js';
import { uuidv7 } from '../ids.js';
import {
  outletOf,
  sharedNoticeStream,
  type NoticeOutlet,
} from '../modules/content-delivery/shared-notices.js';
import { takeContentAt } from '../modules/content-delivery/socket-content.js';
import type { DevicePrincipal } from '../graphql/guards.js';
import { writtenCommandsStream } from '../modules/device-commands/written-commands.js';
import { DeviceConnection } from '../modules/devices/presence/connection.js';
import { writtenDeviceStream } from './written-device.js';
import { ONLINE_WINDOW_MS, SERVER_PING_MS } from '../modules/devices/presence/rules.js';
import { presentedToken, resolvePrincipal } from '../modules/auth/principal.js';
import { MAX_GRAPHQL_REQUEST_BYTES } from '../plugins/use-request-size-limit.js';
import { asSubscriptionEvent } from '../plugins/use-subscription-events.js';
import { socketRefusal } from './origins.js';
import { serveGraphQLWs, type SocketExtra } from './graphql-ws-server.js';
import { answerBacklog } from './socket-backlog.js';
import { keepHeartbeat } from './socket-heartbeat.js';
import { watchSocketAccess } from './socket-access.js';
import { sendText } from './text-frames.js';
import type { ServerContext } from '../request/context.js';
import type { MarqueeYoga } from './yoga.js';

type Enveloped = ReturnType<MarqueeYoga['getEnveloped']>;
type EnvelopedArgs = ExecutionArgs & {
  rootValue: {
    execute: Enveloped['execute'];
    subscribe: Enveloped['subscribe'];
    /** The operation's socket and id, for results written without graphql-ws. */
    outlet: NoticeOutlet;
  };
};
type Extra = {
  deviceConnection: DeviceConnection;
  /** The device whose token this socket was acknowledged with, if a device's. */
  device?: DevicePrincipal['device'];
  stopAccessWatch?: () => void;
  /** Its content requests not yet answered (socket-backlog.ts), from the first one. */
  backlog?: ReturnType<typeof answerBacklog>;
};
// Envelop types what its execute, subscribe, parse and validate return as `any`; these name what
// graphql-ws expects of them.
type OperationResult = ReturnType<NonNullable<ServerOptions['execute']>>;

/**
 * Operations one socket may have running at once. Each costs the server some kilobytes for as
 * long as it runs, so a client sending subscribe after subscribe could otherwise fill the
 * server's memory on one socket. A player runs three; the console runs one per media card still
 * processing, so an upload of hundreds of files needs hundreds.
 */
export const MAX_OPERATIONS_PER_SOCKET = 1_000;
export const TOO_MANY_OPERATIONS =
  'Too many operations are running on this connection. Close some before starting another.';

/** Drops what a subscription's arguments hold beyond its document, once nothing reads them. */
function releaseArguments(args: EnvelopedArgs): void {
  const released = args as Partial<EnvelopedArgs>;
  delete released.contextValue;
  delete released.rootValue;
  delete released.variableValues;
}

/**
 * A screen's content request taken from graphql-ws (content-delivery/socket-content.ts), counted
 * in its socket's backlog until it is answered or handed back: a socket with too many unanswered
 * is not read further until it has fewer.
 */
function takeContent(
  services: AppServices,
  extra: Extra & SocketExtra,
  bytes: Buffer,
  passOn: () => void,
): boolean {
  const backlog = (extra.backlog ??= answerBacklog(extra.socket));
  // Answered or handed on only in a later turn (after a read of the snapshot), so after `taken`.
  const taken = takeContentAt(
    services,
    extra.device,
    bytes,
    (id, write) => {
      backlog.answered();
      inOneWrite(extra, id, write);
    },
    () => {
      backlog.answered();
      passOn();
    },
  );
  if (taken) backlog.taken();
  return taken;
}

/**
 * Hands operation `id`'s outlet to `write`, and sends what it writes to the socket in one write
 * (the connection corked meanwhile): a content answer and its `complete` are one system call.
 */
function inOneWrite(
  { socket, request }: SocketExtra,
  id: string,
  write: (outlet: NoticeOutlet) => void,
): void {
  const connection = request.socket;
  connection.cork();
  try {
    write(outletOf(id, (head, tail) => sendText(socket, connection, head, tail)));
  } finally {
    connection.uncork();
  }
}

/**
 * graphql-ws on the same path as HTTP GraphQL. Every operation goes through yoga.getEnveloped, so
 * WebSocket operations get the same plugins, error masking and context as HTTP ones: useAuth
 * resolves the caller of each operation from connectionParams.authorization or the upgrade
 * request's cookie, so a session revoked while the socket is open stops working for new operations.
 * The connection itself resolves it once more, to mark a device's own connection online and to
 * close the socket when its credential loses rights (subscriptions already running included).
 */
export function attachGraphQLWebSocket(server: Server, yoga: MarqueeYoga, services: AppServices) {
  const wss = new WebSocketServer({
    server,
    path: '/graphql',
    // One message is one operation: held to the same size as an HTTP GraphQL body, so a socket
    // cannot hand the server a 100 MB message (ws's default) to read and parse.
    maxPayload: MAX_GRAPHQL_REQUEST_BYTES,
    // Checked before the upgrade, against the origins CORS allows (http/origins.ts).
    verifyClient: ({ req }, done) => {
      const refusal = socketRefusal(services.config, req);
      if (refusal === null) return done(true);
      done(false, 403, refusal, { 'Content-Type': 'text/plain; charset=utf-8' });
    },
  });
  const log = services.logger.child({ component: 'graphql-ws' });
  // Every socket, a screen's or an operator's: a screen's pongs keep it online, and a silent
  // socket of either kind is closed after as many pings as fit in the online window.
  wss.on('connection', (socket) => {
    keepHeartbeat(socket, services.clock, {
      pingEveryMs: SERVER_PING_MS,
      unansweredLimit: Math.round(ONLINE_WINDOW_MS / SERVER_PING_MS),
    });
  });

  const disposable = serveGraphQLWs<Record<string, unknown> | undefined, Extra>(
    {
      // Once per operation (for a subscription, once: its events run inside the returned stream).
      execute: (args) => (args as EnvelopedArgs).rootValue.execute(args) as OperationResult,
      // A screen's content-version notice is one message for all screens showing the content,
      // serialised once and written to each socket (modules/content-delivery/shared-notices.ts);
      // its list of commands is written as it is read (device-commands/written-commands.ts), and
      // its own state is executed per change and written (written-device.ts); every other one
      // is executed as a subscription.
      subscribe: (args) => {
        const { outlet, subscribe, execute } = (args as EnvelopedArgs).rootValue;
        const written =
          sharedNoticeStream(args, outlet) ??
          writtenCommandsStream(args, outlet) ??
          writtenDeviceStream(args, (event) => execute(asSubscriptionEvent(event)), outlet);
        if (!written) return subscribe(args) as OperationResult;
        // graphql-ws keeps the arguments as long as the subscription runs, to hand each result
        // to onNext; a stream that writes its own results hands it none and has taken what it
        // needs. Without its context and envelop instance an idle screen holds less.
        releaseArguments(args as EnvelopedArgs);
        return written as OperationResult;
      },

      onConnect: async (ctx) => {
        const { request, socket } = ctx.extra;
        const resolve = () =>
          resolvePrincipal(
            services,
            presentedToken({ req: request, connectionParams: ctx.connectionParams }),
          );
        const principal = await resolve();
        // Sign-out, revocation, a password or role change, removal: the socket closes within the
        // announcement's round trip, and a client that reconnects is authorised afresh.
        ctx.extra.stopAccessWatch = watchSocketAccess(services, principal, resolve, () =>
          socket.close(4403, 'Forbidden: the credential of this connection changed'),
        );
        // Only a device's own connection makes it online; operators' connections are not tracked.
        if (principal.kind === 'device') {
          const connection = new DeviceConnection(services, principal.device);
          ctx.extra.deviceConnection = connection;
          await connection.opened();
          const seen = () =>
            void connection
              .seen()
              .catch((err: unknown) => log.warn({ err }, 'presence update failed'));
          socket.on('pong', seen);
          socket.on('message', seen);
          ctx.extra.device = principal.device;
        }
        return true;
      },

      onClose: async (ctx) => {
        ctx.extra.stopAccessWatch?.();
        await ctx.extra.deviceConnection
          ?.closed()
          .catch((err: unknown) => log.warn({ err }, 'presence update failed'));
      },

      onSubscribe: async (ctx, id, payload) => {
        // ctx.subscriptions already holds this one: graphql-ws notes it before asking.
        if (Object.keys(ctx.subscriptions).length > MAX_OPERATIONS_PER_SOCKET)
          return [tooManyRequests(TOO_MANY_OPERATIONS)];
        const { socket } = ctx.extra;
        const serverContext: ServerContext = {
          req: ctx.extra.request,
          requestId: uuidv7(),
          transport: 'ws',
          responseCookies: [],
          connectionParams: ctx.connectionParams,
        };
        const enveloped = yoga.getEnveloped(serverContext);
        let document: DocumentNode;
        try {
          document = enveloped.parse(payload.query) as DocumentNode;
        } catch (error) {
          return [error as GraphQLError];
        }
        const errors = enveloped.validate(enveloped.schema, document) as readonly GraphQLError[];
        if (errors.length > 0) return errors;
        const args: EnvelopedArgs = {
          schema: enveloped.schema as GraphQLSchema,
          document,
          contextValue: await enveloped.contextFactory(),
          variableValues: payload.variables ?? undefined,
          operationName: payload.operationName ?? undefined,
          rootValue: {
            execute: enveloped.execute,
            subscribe: enveloped.subscribe,
            // The upgraded request's socket is the TCP connection ws writes to.
            outlet: outletOf(id, (head, tail) =>
              sendText(socket, ctx.extra.request.socket, head, tail),
            ),
          },
        };
        return args;
      },
    },
    wss,
    {
      // A screen's content asked over its socket is answered with the stored bytes, before
      // graphql-ws reads the message (content-delivery/socket-content.ts).
      takes: (bytes, extra, passOn) => takeContent(services, extra, bytes, passOn),
      onInternalError: (err) => log.error({ err }, 'graphql-ws internal error'),
    },
  );

  return {
    async close(): Promise<void> {
      for (const client of wss.clients) client.terminate();
      await disposable.dispose();
    },
  };
}

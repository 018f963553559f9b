// The layer order inside the server package, checked by `npm run lint` (dependency-cruiser).
// The root .dependency-cruiser.cjs adds these to the rules that cross packages; paths are
// relative to the repository root.
//
// From the top down:
//   app.ts, app-modules.ts, main.ts, worker*.ts, seed/   the process: opens and composes it all
//   http/                  the Node server, static files, yoga and graphql-ws, the route table
//   graphql/, plugins/     the schema built from the module list, the yoga plugins
//   modules/<domain>/      one folder per domain, each with its module.ts definition
//   request/, graphql kit  the request context, cookies, the route type; guards, generated
//                          types, graphql-js, in-process documents, widget access, scalars
//   infrastructure         db, jobs, events, pubsub, storage, mail, net, scale, threads, media,
//                          scope, errors, ids, clock, config, logger, rate limits, AppServices
// A layer imports the layers below it and never one above. Between modules:
//   identity (accounts, spaces, users, user-roles, security-policies, api-keys, preferences,
//   promotions, audit-log) → content (folders, files, fonts, scenes, playlists, schedules,
//   playable-content) → devices → auth and the modules screens reach through (screen-groups,
//   device-commands, content-delivery, proof-of-play, broadcasts); notifications on top, imported
//   by no module; service-admin (every query that crosses accounts) on top too, imported by none.
// Tests and test kits may import any layer.

const SERVER = '^server/src/';
const TESTS = [
  '[.]test[.]ts$',
  '(^|/)test/',
  '(^|/)testing/',
  '-test-kit[.]ts$',
  '[.]contract[.]ts$',
];

const modules = (...names) => `${SERVER}modules/(${names.join('|')})/`;

const LAYER = {
  process: [`${SERVER}(app|app-modules|main|worker|worker-process)[.]ts$`, `${SERVER}seed/`],
  http: `${SERVER}http/`,
  plugins: `${SERVER}plugins/`,
  /** graphql/ but its kit, which the modules build on. */
  graphql: `${SERVER}graphql/(?!(generated|guards|graphql-js|in-process-document|widget-access|scalars)[.]ts$)`,
  modules: `${SERVER}modules/`,
  request: `${SERVER}request/`,
  infrastructure: [
    `${SERVER}(db|jobs|events|pubsub|storage|mail|net|scale|threads|media)/`,
    `${SERVER}(app-services|scope|errors|ids|clock|config|logger|paths|rate-limits)[.]ts$`,
  ],
};

const MODULE_TIER = {
  identity: modules(
    'accounts',
    'spaces',
    'users',
    'user-roles',
    'security-policies',
    'api-keys',
    'preferences',
    'promotions',
    'audit-log',
  ),
  content: modules(
    'folders',
    'files',
    'fonts',
    'scenes',
    'playlists',
    'schedules',
    'playable-content',
  ),
  devices: modules('devices'),
  /** What sits above devices: auth resolves screen tokens; the rest serve screens. */
  screens: modules(
    'auth',
    'screen-groups',
    'device-commands',
    'device-diagnostics',
    'bulk-actions',
    'broadcasts',
    'content-delivery',
    'proof-of-play',
  ),
  notifications: modules('notifications'),
};

/** A rule that production code at `from` imports nothing at `to`. */
function forbid(name, from, to, comment, toNot) {
  return {
    name,
    severity: 'error',
    comment,
    from: { path: from, pathNot: TESTS },
    to: toNot ? { path: to, pathNot: toNot } : { path: to },
  };
}

/** @type {import('dependency-cruiser').IForbiddenRuleType[]} */
module.exports = [
  forbid(
    'server-http-is-the-top',
    [LAYER.graphql, LAYER.plugins, LAYER.modules, LAYER.request, ...LAYER.infrastructure],
    LAYER.http,
    'http/ is the top layer: only the process (app.ts) starts it. What lower layers need of a ' +
      'request (the context type, cookies, the route type) lives in request/.',
  ),
  forbid(
    'server-modules-below-graphql-and-plugins',
    [LAYER.modules, LAYER.request, ...LAYER.infrastructure],
    [LAYER.graphql, LAYER.plugins, ...LAYER.process],
    'graphql/ builds the schema from the module list and plugins/ wrap every operation: they ' +
      'sit above the modules. A module uses only the graphql kit (generated types, guards, ' +
      'graphql-js, widget access, scalars) and never the process that composes it.',
  ),
  forbid(
    'server-request-below-modules',
    LAYER.request,
    LAYER.modules,
    'request/ is what every module builds on (context, cookies, route type); it imports no ' +
      'module, except the type of the caller the context carries (auth/principal.ts).',
    `${SERVER}modules/auth/principal[.]ts$`,
  ),
  forbid(
    'server-infrastructure-below-request-and-modules',
    LAYER.infrastructure,
    [LAYER.modules, LAYER.request],
    'Infrastructure is what modules build on; it never imports a module. A module that needs ' +
      'to react to infrastructure subscribes to a domain event.',
  ),
  forbid(
    'server-identity-modules-below-content',
    MODULE_TIER.identity,
    [MODULE_TIER.content, MODULE_TIER.devices, MODULE_TIER.screens, MODULE_TIER.notifications],
    'Accounts, spaces, users, roles, policies, API keys and preferences are the bottom of the ' +
      'module order: content, screens and notifications build on them, never the reverse.',
  ),
  forbid(
    'server-content-knows-no-screens',
    MODULE_TIER.content,
    [MODULE_TIER.devices, MODULE_TIER.screens, MODULE_TIER.notifications],
    'Content (folders, files, fonts, scenes, playlists, schedules, playable content) knows ' +
      'nothing of screens: an edit is announced as a domain event (content:changed) and ' +
      'devices/ tells the screens showing it.',
  ),
  forbid(
    'server-devices-below-auth',
    MODULE_TIER.devices,
    [MODULE_TIER.screens, MODULE_TIER.notifications],
    'devices/ (pairing, presence, listing, publishing) sits on content and below auth, which ' +
      'resolves a screen token to its device, and below the modules that serve screens.',
  ),
  {
    name: 'server-no-module-imports-notifications',
    severity: 'error',
    comment:
      'Notifications sit on top: they subscribe to domain events in their module definition, ' +
      'and no module calls them (the module list, modules/index.ts, names them like any other).',
    from: {
      path: `${SERVER}modules/`,
      pathNot: [...TESTS, MODULE_TIER.notifications, `${SERVER}modules/index[.]ts$`],
    },
    to: { path: MODULE_TIER.notifications },
  },
  {
    name: 'server-no-module-imports-service-admin',
    severity: 'error',
    comment:
      'service-admin is the one module that crosses accounts (for ROLE_GOD users only): no other ' +
      'module reaches its cross-account reads, so every other query stays inside its account.',
    from: {
      path: `${SERVER}modules/`,
      pathNot: [...TESTS, `${SERVER}modules/service-admin/`, `${SERVER}modules/index[.]ts$`],
    },
    to: { path: `${SERVER}modules/service-admin/` },
  },
];

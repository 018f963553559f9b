// The layer order inside the console package, checked by `npm run lint` (dependency-cruiser).
// The root .dependency-cruiser.cjs adds these to the rules that cross packages; paths are
// relative to the repository root.
//
// From the top down:   app (the shell) → features → widgets → kit, shared, graphql
// A layer imports the layers below it and never one above. app/ is the shell: routes, layouts,
// loading the session, boot and the Apollo client. features/ are the areas (pages). widgets/ are
// the scene item editors, which features embed. kit/ is the shared UI and shared/ the helpers
// without UI that every layer reads; graphql/ is what codegen writes. Tests (`*.test.ts(x)`) may
// import any layer; the test harness and kits live in src/test/, for tests only.

const { layerRuleMaker } = require('../scripts/layer-rules.cjs');
const CONSOLE = '^console/src/';
const TESTS = ['[.]test[.]tsx?$', `${CONSOLE}test/`];

/** Every layer of the console, by folder. */
const LAYER = {
  app: [`${CONSOLE}app/`, `${CONSOLE}main[.]tsx$`],
  features: `${CONSOLE}features/`,
  widgets: `${CONSOLE}widgets/`,
  kit: `${CONSOLE}kit/`,
  shared: `${CONSOLE}shared/`,
  graphql: `${CONSOLE}graphql/`,
};

/** A rule that `layer`'s production code imports none of `above`. */
const below = layerRuleMaker(LAYER, TESTS);

/** @type {import('dependency-cruiser').IForbiddenRuleType[]} */
module.exports = [
  below(
    'console-features-below-the-shell',
    'features',
    ['app'],
    'An area is a page the shell mounts: it never reaches into the shell. What every area ' +
      'reads (the session, page titles, notices, dialogs) lives in kit/ or shared/.',
  ),
  below(
    'console-widgets-below-features',
    'widgets',
    ['app', 'features'],
    'The scene item editors are embedded by areas (the scene editor, playlists) and know none ' +
      'of them: what an editor and an area share belongs in widgets/shared, kit/ or shared/.',
  ),
  below(
    'console-kit-is-the-floor',
    'kit',
    ['app', 'features', 'widgets'],
    'The UI kit is generic: every layer builds on it, so it imports none of them.',
  ),
  below(
    'console-shared-is-the-floor',
    'shared',
    ['app', 'features', 'widgets', 'kit'],
    'shared/ holds the helpers without UI (session, flags, titles); the kit draws with them, ' +
      'never the other way round.',
  ),
  below(
    'console-graphql-is-generated',
    'graphql',
    ['app', 'features', 'widgets', 'kit', 'shared'],
    'graphql/ is what codegen writes from the documents; it imports no console code.',
  ),
  {
    name: 'console-test-kits-for-tests-only',
    severity: 'error',
    comment:
      'console/src/test holds the harness and the kits (fake API, seeders, render helpers): ' +
      'only tests import them, so no page can call one and no build ships one.',
    from: { path: CONSOLE, pathNot: TESTS },
    to: { path: `${CONSOLE}test/` },
  },
];

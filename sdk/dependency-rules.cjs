// The layer order inside the sdk package, checked by `npm run lint` (dependency-cruiser).
// The root .dependency-cruiser.cjs adds these to the rules that cross packages; paths are
// relative to the repository root.
//
// From the bottom up:   model → engine, host → player → render, fonts → widgets
// A layer imports the layers below it and never one above. Engine and host sit side by side
// on the model and never import each other. Inside the player: runtime → machines → storage and
// the server link. Tests (`*.test.ts`) and test kits (`testing/`) may import any layer; the
// package entry (`src/index.ts`) and the simulator (`src/simulate/`) sit on top of them all.

const { layerRuleMaker } = require('../scripts/layer-rules.cjs');
const SDK = '^sdk/src/';
const TESTS = ['[.]test[.]tsx?$', '(^|/)testing/'];

/** Every layer of the sdk, by folder; `fonts` is drawn with `render`. */
const LAYER = {
  model: `${SDK}model/`,
  engine: `${SDK}engine/`,
  host: `${SDK}host/`,
  player: `${SDK}player/`,
  render: `${SDK}(render|fonts)/`,
  widgets: `${SDK}widgets/`,
  top: [`${SDK}index[.]ts$`, `${SDK}simulate/`],
};

/** A rule that `layer`'s production code imports none of `above`. */
const below = layerRuleMaker(LAYER, TESTS);

/** @type {import('dependency-cruiser').IForbiddenRuleType[]} */
module.exports = [
  below(
    'sdk-model-imports-no-layer',
    'model',
    ['engine', 'host', 'player', 'render', 'widgets', 'top'],
    'The model (types, schemas, constants) is what every layer and the server share: it ' +
      'depends on nothing else in the sdk, so the server can import it without browser code.',
  ),
  below(
    'sdk-engine-is-pure-planning',
    'engine',
    ['host', 'player', 'render', 'widgets', 'top'],
    'The engine plans from the model alone: no host, no timers, no machines, no React. Time ' +
      'and content are its arguments, so it runs the same in the player, the console and the ' +
      'simulator.',
  ),
  below(
    'sdk-host-knows-no-player',
    'host',
    ['engine', 'player', 'render', 'widgets', 'top'],
    'The HostAPI is what a target implements; it knows the model and nothing of the player ' +
      'that uses it, so a target never pulls in the player to build its host.',
  ),
  below(
    'sdk-player-draws-nothing',
    'player',
    ['render', 'widgets', 'top'],
    'The player (machines, runtime, storage, server link) runs without React: the renderer ' +
      'shows its state, never the other way round.',
  ),
  below(
    'sdk-render-knows-no-widget',
    'render',
    ['widgets', 'top'],
    'The renderer draws any scene item through its WidgetDefinition; it never names a ' +
      'widget. A widget adds itself in widgets/index.ts, and what widgets share and the ' +
      'renderer needs lives in render/.',
  ),
  below(
    'sdk-widgets-below-the-entry',
    'widgets',
    ['top'],
    'Widgets are parts of the player: the package entry and the simulator list them, not ' +
      'the other way round.',
  ),
  {
    name: 'sdk-player-parts-below-the-runtime',
    severity: 'error',
    comment:
      'The runtime wires the player together; the machines, the storage and the server link ' +
      'are its parts and never import it.',
    from: { path: `${SDK}player/`, pathNot: [`${SDK}player/(runtime/|index[.]ts$)`, ...TESTS] },
    to: { path: `${SDK}player/runtime/` },
  },
  {
    name: 'sdk-player-storage-and-link-below-the-machines',
    severity: 'error',
    comment:
      'The machines drive storage and the server link through their actors; kept media, the ' +
      'outbox and the GraphQL client never import a machine.',
    from: {
      path: `${SDK}player/`,
      pathNot: [`${SDK}player/(runtime|machines)/`, `${SDK}player/index[.]ts$`, ...TESTS],
    },
    to: { path: `${SDK}player/machines/` },
  },
  {
    name: 'sdk-production-without-test-folders',
    severity: 'error',
    comment:
      'Test kits live in testing/ folders, which no build ships (tsconfig.build.json, the TV ' +
      'bundles); production code that imported one would need it at run time.',
    from: { path: '^(sdk|targets/[^/]+)/src/', pathNot: TESTS },
    to: { path: '(^|/)testing/' },
  },
  {
    name: 'targets-use-the-sdk-entry-points',
    severity: 'error',
    comment:
      'A target uses the sdk through the entry points package.json exports (@marquee/sdk, ' +
      '/model, /player, /shell, /host/contract, /testing, /simulate), never a file inside it, ' +
      'so the sdk can move its files without breaking a target.',
    from: { path: '^targets/' },
    to: {
      path: SDK,
      pathNot: [
        `${SDK}(index|host/shell)[.]ts$`,
        `${SDK}(model|player|host/contract|testing|simulate)/index[.]ts$`,
      ],
    },
  },
];

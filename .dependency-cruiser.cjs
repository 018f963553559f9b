// The import boundaries of the monorepo, checked by `npm run lint` (dependency-cruiser).
// Paths are relative to the repository root; workspace packages resolve to their sources through
// the "source" export condition, so `@marquee/sdk/model` is seen as sdk/src/model/index.ts.

/** Each package states the layer order inside it in its own file, beside its code. */
const PACKAGE_LAYER_RULES = [
  ...require('./sdk/dependency-rules.cjs'),
  ...require('./server/dependency-rules.cjs'),
  ...require('./console/dependency-rules.cjs'),
];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    ...PACKAGE_LAYER_RULES,
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'Files importing each other at runtime: module evaluation order then decides whether a ' +
        'binding is still undefined when it is first used. Break the cycle (a leaf file for the ' +
        'shared constant, a domain event instead of a call back up).',
      from: {},
      to: {
        circular: true,
        // A cycle only counts when every import in it survives compilation: imports that exist
        // for types alone (`import type`) are erased by TypeScript, so a cycle that needs one of
        // them to close does not exist at runtime and has no evaluation order to get wrong; types
        // may point both ways (a repo's row type used by the service that calls it). The edge
        // type is 'pre-compilation-only' (tsPreCompilationDeps: 'specify', which compiles each
        // file and compares), not 'type-only': dependency-cruiser merges all imports of one file
        // into one edge, so a file with `import type { Row }` and `import { findRow }` from the
        // same module is marked type-only although it imports at runtime, and that cycle would
        // be missed. Limit: dependency-cruiser reports the first cycle it finds through each
        // edge; a runtime cycle could hide behind a type-only one through the same edges.
        viaOnly: { dependencyTypesNot: ['pre-compilation-only'] },
      },
    },
    {
      name: 'sdk-stays-a-library',
      severity: 'error',
      comment:
        'The sdk is the player core every target and the console build on: it never depends on ' +
        'the server, the console or a target.',
      from: { path: '^sdk/' },
      to: { path: '^(server|console|targets)/' },
    },
    {
      name: 'console-talks-graphql-only',
      severity: 'error',
      comment:
        'The console reaches the server only over GraphQL, with the types codegen writes to ' +
        'console/src/graphql; it never imports server code (not even types) nor a target.',
      from: { path: '^console/' },
      to: { path: '^(server|targets)/' },
    },
    {
      name: 'nothing-imports-the-console',
      severity: 'error',
      comment: 'The console is an application, not a library.',
      from: { pathNot: '^console/' },
      to: { path: '^console/' },
    },
    {
      name: 'server-uses-the-sdk-model-only',
      severity: 'error',
      comment:
        'The server shares the content model (schemas, validation) and the pure planning engine ' +
        '(what a screen plays when, for the fleet timeline) with the player, and nothing else: ' +
        'the player, renderer and host code are browser code. Import `@marquee/sdk/model` or ' +
        '`@marquee/sdk/engine`. Tests may compare with the simulator.',
      from: { path: '^server/', pathNot: '[.]test[.]ts$' },
      to: { path: '^sdk/', pathNot: '^sdk/src/(model|engine)/' },
    },
    {
      name: 'no-cross-target-imports',
      severity: 'error',
      comment:
        'Targets are independent players; what two targets share belongs in the sdk (runtime ' +
        'code) or in scripts/build (build helpers).',
      from: { path: '^targets/([^/]+)/' },
      to: { path: '^targets/', pathNot: '^targets/$1/' },
    },
    {
      name: 'browser-code-without-node',
      severity: 'error',
      comment:
        'The sdk and the targets run in browsers and TV engines, where Node modules do not ' +
        'exist. Only tests, test helpers and the marquee-simulate CLI (a Node program) use them.',
      from: {
        path: '^(sdk|targets/[^/]+)/src/',
        pathNot: ['[.]test[.]tsx?$', '/testing/', '^sdk/src/simulate/cli[.]ts$'],
      },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'graphql-runtime-in-one-module',
      severity: 'error',
      comment:
        'graphql 16 ships a CommonJS and an ESM copy; Node and Vite can hand out different ' +
        'ones, which breaks `instanceof GraphQLError`. Runtime values from graphql come from ' +
        'server/src/graphql/graphql-js.ts only; `import type` is fine anywhere (erased when ' +
        'compiled, so "pre-compilation-only" below). The console ' +
        'needs no runtime graphql either: codegen writes ready document objects and Apollo ' +
        'helpers cover the rest.',
      from: { pathNot: '^server/src/graphql/graphql-js[.]ts$' },
      to: { path: '(^|/)node_modules/graphql/', dependencyTypesNot: ['pre-compilation-only'] },
    },
    {
      name: 'server-http-calls-no-repo',
      severity: 'error',
      comment:
        'The HTTP layer mounts routes and plugins; data access goes through a module service, ' +
        'which checks permissions and scoping, never straight to a repo.',
      from: { path: '^server/src/http/' },
      to: { path: '^server/src/modules/[^/]+/[^/]*repo[.]ts$' },
    },
    {
      name: 'production-code-without-test-kits',
      severity: 'error',
      comment:
        'Test kits (every test/ and testing/ folder, *-test-kit files) seed databases, fake ' +
        'hosts and render harnesses; production code that imported one would ship them and ' +
        'could call them.',
      from: {
        path: '^(sdk|server|console|targets/[^/]+)/src/',
        pathNot: ['[.]test[.]tsx?$', '(^|/)test/', '(^|/)testing/', '-test-kit[.]tsx?$'],
      },
      to: { path: ['(^|/)test/', '(^|/)testing/', '-test-kit[.]tsx?$', '[.]test[.]tsx?$'] },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      comment: 'An import that resolves to nothing: a typo or a missing dependency.',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    // Cruise the sources, not what is built, installed or generated at run time.
    exclude: {
      path: [
        '(^|/)dist/',
        '(^|/)coverage/',
        '(^|/)data/',
        '^e2e/artifacts/',
        '^targets/android-webview/app/',
      ],
    },
    doNotFollow: { path: 'node_modules' },
    // Parse TypeScript before compiling it, so type imports are seen (the boundary rules apply to
    // them too), and compile it as well to mark the ones compilation erases.
    tsPreCompilationDeps: 'specify',
    // The compiler options every package shares (verbatimModuleSyntax decides what is erased).
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['source', 'import', 'require', 'node', 'default'],
      mainFields: ['module', 'main', 'types', 'typings'],
      // NodeNext-style specifiers ('./x.js' meaning './x.ts') resolve by dependency-cruiser's
      // own fallback from .js to .ts.
      extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.cjs', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
    cache: false,
  },
};

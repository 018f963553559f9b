import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker, type ResourceLimits } from 'node:worker_threads';

// A worker thread running one ES module of the server, the same way from the built server and
// from the TypeScript sources the test runner runs. Callers name the module as it is built
// ("./feed-worker.js" beside them); when only its ".ts" source exists, the worker first
// registers typescript-hooks.mjs, which reads TypeScript (only the test runner runs sources).

/** The worker's boot script: hooks when asked for, then the module. */
const BOOT = String.raw`
const { workerData } = require('node:worker_threads');
if (workerData.hooks) require('node:module').register(workerData.hooks);
// A module that fails to load rejects here, and the worker ends with that error.
import(workerData.entry);
`;

const HOOKS = new URL('./typescript-hooks.mjs', import.meta.url);

/** The module to run: as named, or its TypeScript source with the hooks that read it. */
function entryOf(module: URL): { entry: string; hooks: string | null } {
  if (existsSync(fileURLToPath(module)) || !module.pathname.endsWith('.js'))
    return { entry: module.href, hooks: null };
  const source = new URL(module.href.replace(/\.js$/, '.ts'));
  if (!existsSync(fileURLToPath(source))) return { entry: module.href, hooks: null };
  return { entry: source.href, hooks: HOOKS.href };
}

/** Starts `module` (a file URL, or a data: URL in tests) in a new worker thread. */
export function startModuleWorker(
  module: URL,
  options: { resourceLimits?: ResourceLimits } = {},
): Worker {
  const workerData =
    module.protocol === 'file:' ? entryOf(module) : { entry: module.href, hooks: null };
  return new Worker(BOOT, { eval: true, workerData, ...options });
}

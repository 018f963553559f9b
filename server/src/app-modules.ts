import type { AppServices, InfrastructureServices, ModuleServices } from './app-services.js';
import type { JobDefinition } from './jobs/define-job.js';
import type { ProcessRole, ServerModule } from './modules/define-module.js';
import { SERVER_MODULES } from './modules/index.js';

// How a process runs the modules of modules/index.ts: their state, opening, starting, stopping
// and closing, each in list order (stopping and closing in reverse).

/**
 * The per-process state every module declared in ModuleServices. Each module's `services` is
 * checked against its own declaration; the whole is trusted to cover ModuleServices because a
 * module that declares state and lists a builder is in the list (modules/index.ts).
 */
export function moduleServices(
  infra: InfrastructureServices,
  modules: readonly ServerModule[] = SERVER_MODULES,
): ModuleServices {
  return Object.assign({}, ...modules.map((m) => m.services?.(infra) ?? {})) as ModuleServices;
}

/** Opens each module; when one fails, those opened before it are closed and the error thrown. */
export async function openModules(
  app: AppServices,
  role: ProcessRole,
  modules: readonly ServerModule[] = SERVER_MODULES,
): Promise<void> {
  const opened: ServerModule[] = [];
  try {
    for (const module of modules) {
      await module.open?.(app, role);
      opened.push(module);
    }
  } catch (error) {
    await closeModules(app, role, opened);
    throw error;
  }
}

/** Starts each module's subscriptions and timers; returns the function that stops them all. */
export function startModules(
  app: AppServices,
  role: ProcessRole,
  modules: readonly ServerModule[] = SERVER_MODULES,
): () => void {
  const stops = modules.map((m) => m.start?.(app, role) ?? (() => {}));
  return () => [...stops].reverse().forEach((stop) => stop());
}

export async function closeModules(
  app: AppServices,
  role: ProcessRole,
  modules: readonly ServerModule[] = SERVER_MODULES,
): Promise<void> {
  for (const module of [...modules].reverse()) await module.close?.(app, role);
}

/** Every module's background jobs, for the queue of a process that runs them. */
export const moduleJobs = (modules: readonly ServerModule[] = SERVER_MODULES): JobDefinition[] =>
  modules.flatMap((m) => m.jobs ?? []);

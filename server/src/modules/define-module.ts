import type { AppServices, InfrastructureServices, ModuleServices } from '../app-services.js';
import type { Resolvers } from '../graphql/generated.js';
import type { JobDefinition } from '../jobs/define-job.js';
import type { HttpRoute } from '../request/route.js';

/** An API process serves requests and runs jobs unless RUN_JOBS=false; a worker only runs jobs. */
export type ProcessRole = 'server' | 'worker';

/**
 * Everything one module adds to the server, in one value (its folder's module.ts). The app reads
 * the list in modules/index.ts: the schema joins each folder's schema.graphql and resolvers, the
 * HTTP server asks the routes, the job queue takes the jobs, and the process opens, starts and
 * closes each module in list order. Facts a module announces are declared beside it by adding to
 * DomainEventMap (events/domain-events.ts); the state it keeps per process, by adding to
 * ModuleServices (app-services.ts), both by declaration merging.
 */
export interface ServerModule {
  /** The module's folder under src/modules; its schema.graphql, if any, joins the schema. */
  name: string;
  resolvers?: Resolvers;
  /** Plain HTTP endpoints beside /graphql; the first route of the table that matches answers. */
  routes?: readonly HttpRoute[];
  /** Background work this module defines; every process that runs jobs registers them. */
  jobs?: readonly JobDefinition[];
  /** The per-process state this module declared in ModuleServices, built from the infrastructure. */
  services?(infra: InfrastructureServices): Partial<ModuleServices>;
  /**
   * Runs once the database is migrated (and the demo seeded), before the process serves or runs
   * jobs. When it fails it gives back what it took itself; the modules opened before it are closed.
   */
  open?(app: AppServices, role: ProcessRole): Promise<void>;
  /** Subscribes to domain events and starts timers; returns the function that stops them. */
  start?(app: AppServices, role: ProcessRole): () => void;
  /**
   * Gives back what open took, once the process has stopped serving (its sockets are closed), or
   * when it fails to start after this module opened.
   */
  close?(app: AppServices, role: ProcessRole): Promise<void>;
}

/** A module's definition, checked against ServerModule. */
export const defineModule = (module: ServerModule): ServerModule => module;

import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createSchema } from 'graphql-yoga';
import type { GraphQLContext, ServerContext } from '../request/context.js';
import type { ServerModule } from '../modules/define-module.js';
import { SERVER_MODULES } from '../modules/index.js';
import { MODULES_DIR } from '../paths.js';
import { scalarResolvers } from './scalars.js';

/** The SDL of each module's folder (schema.graphql), in list order; a module may have none. */
export function loadTypeDefs(
  modules: readonly ServerModule[] = SERVER_MODULES,
  modulesDir = MODULES_DIR,
): string[] {
  return modules
    .map((module) => join(modulesDir, module.name, 'schema.graphql'))
    .filter((file) => existsSync(file))
    .map((file) => readFileSync(file, 'utf8'));
}

export function buildSchema(modules: readonly ServerModule[] = SERVER_MODULES) {
  return createSchema<ServerContext & GraphQLContext>({
    typeDefs: loadTypeDefs(modules),
    resolvers: [scalarResolvers, ...modules.flatMap((module) => module.resolvers ?? [])],
  });
}

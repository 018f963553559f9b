import type { Resolvers } from '../../graphql/generated.js';
import { guard, requestFactsOf, signedInSessionOf } from '../../graphql/guards.js';
import { listSpaces } from '../spaces/repo.js';
import { serviceAdminOf } from './access.js';
import * as accounts from './accounts-service.js';
import { listAccountScreens, listAccountUsers } from './accounts-repo.js';
import * as commands from './device-commands.js';
import { startImpersonation, stopImpersonation } from './impersonation.js';
import * as promotions from './promotions.js';

// Every field checks its caller is a service admin (ROLE_GOD, own session) before it reads
// anything, but the two a "Sign in as" session needs: stopImpersonation (refused to any other
// session) and actingServiceAdmin (what any session asks to know whether it is one).

/** The root fields any signed-in session may ask (the tenancy walk expects FORBIDDEN of the rest). */
export const OPEN_TO_EVERY_SESSION: ReadonlySet<string> = new Set(['actingServiceAdmin']);

const MAX_SCREENS = 500;

export const serviceAdminResolvers: Resolvers = {
  Query: {
    actingServiceAdmin: (_root, _args, ctx) => {
      // A person's session only: a screen or an API key is no session anyone acts in.
      guard(ctx, { sessionOnly: true });
      const impersonator =
        ctx.principal.kind === 'user' ? ctx.principal.session.impersonator : null;
      return impersonator
        ? { email: impersonator.email, accountName: impersonator.actingInAccountName }
        : null;
    },
    serviceAccounts: (_root, args, ctx) =>
      accounts.serviceAccounts(ctx.services, serviceAdminOf(ctx), {
        search: args.search ?? null,
        sort: args.sort ?? 'name',
        direction: args.direction ?? 'asc',
        first: args.first ?? 50,
        offset: args.offset ?? 0,
      }),
    serviceAccount: (_root, { id }, ctx) =>
      accounts.serviceAccount(ctx.services, serviceAdminOf(ctx), id),
    serviceAdminCatalog: (_root, _args, ctx) => accounts.serviceAdminCatalog(serviceAdminOf(ctx)),
    serviceDeviceCommands: (_root, { accountId, deviceId, limit }, ctx) =>
      commands.serviceDeviceCommands(ctx.services, serviceAdminOf(ctx), {
        accountId,
        deviceId,
        limit: limit ?? 100,
      }),
    servicePromotions: (_root, { first }, ctx) =>
      promotions.servicePromotions(ctx.services, serviceAdminOf(ctx), first ?? 50),
  },
  Mutation: {
    updateServiceAccount: (_root, { id, input }, ctx) =>
      accounts.updateServiceAccount(ctx.services, serviceAdminOf(ctx), id, input),
    setServiceAccountDisabled: (_root, { id, disabled }, ctx) =>
      accounts.setServiceAccountDisabled(ctx.services, serviceAdminOf(ctx), id, disabled),
    createServiceAccount: (_root, { input }, ctx) =>
      accounts.createServiceAccount(ctx.services, serviceAdminOf(ctx), input),
    startImpersonation: (_root, { input }, ctx) =>
      startImpersonation(ctx.services, serviceAdminOf(ctx), requestFactsOf(ctx), input),
    stopImpersonation: (_root, _args, ctx) => {
      guard(ctx, { sessionOnly: true });
      return stopImpersonation(ctx.services, requestFactsOf(ctx), signedInSessionOf(ctx));
    },
    sendServiceDeviceCommand: (_root, { input }, ctx) =>
      commands.sendServiceDeviceCommand(ctx.services, serviceAdminOf(ctx), input),
    createPromotion: (_root, { input }, ctx) =>
      promotions.createPromotion(ctx.services, serviceAdminOf(ctx), input),
    updatePromotion: (_root, { id, input }, ctx) =>
      promotions.updatePromotion(ctx.services, serviceAdminOf(ctx), id, input),
    endPromotion: (_root, { id }, ctx) =>
      promotions.endPromotion(ctx.services, serviceAdminOf(ctx), id),
  },
  ServiceAccount: {
    _id: (a) => a.id,
    storageMaxMB: (a) => a.maxStorageCapacityInMB,
    disabled: (a) => a.disabledAt !== null,
    // The lists check again: a ServiceAccount only ever reaches a service admin, but a field
    // never trusts the path it was reached by.
    users: (a, _args, ctx) => {
      serviceAdminOf(ctx);
      return listAccountUsers(ctx.services.db, a.id);
    },
    spaces: async (a, _args, ctx) => {
      serviceAdminOf(ctx);
      return (await listSpaces(ctx.services.db, a.id)).map((s) => ({ _id: s.id, name: s.name }));
    },
    screens: (a, { first }, ctx) => {
      serviceAdminOf(ctx);
      const limit = Math.min(Math.max(first ?? 200, 1), MAX_SCREENS);
      return listAccountScreens(ctx.services.db, a.id, limit, ctx.services.clock.now());
    },
  },
};

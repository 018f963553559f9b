import { PERMISSIONS } from '@marquee/sdk/model';
import type { Resolvers } from '../../graphql/generated.js';
import { guard, type Access } from '../../graphql/guards.js';
import { removeChildUser, updateChildAccount } from './child-changes.js';
import { createChildAccount, inviteChildUser } from './children.js';
import * as partners from './service.js';

// Each operation needs its partner-accounts permission (checked here, FORBIDDEN without it) and
// the partner feature of the caller's account (checked by the service, FEATURE_LOCKED).
const { read, create, update } = PERMISSIONS.partnerAccounts;
const READ: Access = { anyOf: [read] };
const CREATE: Access = { anyOf: [create] };
const UPDATE: Access = { anyOf: [update] };

export const partnerResolvers: Resolvers = {
  Query: {
    partnerAccounts: (_root, args, ctx) =>
      partners.partnerAccounts(ctx.services, guard(ctx, READ), args),
    partnerAccount: (_root, { id }, ctx) =>
      partners.partnerAccount(ctx.services, guard(ctx, READ), id),
    partnerSignUpLink: (_root, _args, ctx) =>
      partners.partnerSignUpLink(ctx.services, guard(ctx, READ)),
  },
  Mutation: {
    createPartnerChildAccount: (_root, { input }, ctx) =>
      createChildAccount(ctx.services, guard(ctx, CREATE), input),
    invitePartnerChildUser: (_root, args, ctx) =>
      inviteChildUser(ctx.services, guard(ctx, UPDATE), args),
    updatePartnerChildAccount: (_root, { id, input }, ctx) =>
      updateChildAccount(ctx.services, guard(ctx, UPDATE), id, input),
    removePartnerChildUser: (_root, args, ctx) =>
      removeChildUser(ctx.services, guard(ctx, UPDATE), args),
  },
};

import type { Resolvers } from '../../graphql/generated.js';
import * as files from './service.js';
import { signedFileUrl } from './urls.js';

export const fileResolvers: Resolvers = {
  Query: {
    files: (_root, _args, ctx) => files.files(ctx),
  },
  File: {
    _id: (f) => f.id,
    url: (f, _args, ctx) => signedFileUrl(ctx, f),
  },
};

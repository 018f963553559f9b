import type { CodegenConfig } from '@graphql-codegen/cli';

// The SDL in server/src/modules/*/schema.graphql is the contract; everything here is generated from it.

/** What a screen plays, as the server sends it and the player reads it: one source for both ends. */
const PLAYABLE_CONTENT_DOCUMENT = 'sdk/src/model/playableContent.graphql';

const config: CodegenConfig = {
  schema: 'server/src/modules/*/schema.graphql',
  generates: {
    'server/src/graphql/generated.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useTypeImports: true,
        contextType: '../request/context.js#GraphQLContext',
        scalars: { DateTime: 'string', JSON: 'unknown' },
        enumsAsTypes: true,
        mappers: {
          User: '../modules/users/repo.js#UserRow',
          Account: '../modules/accounts/repo.js#AccountRow',
          Device: '../modules/devices/repo.js#DeviceRow',
          ScreenGroup: '../modules/screen-groups/repo.js#ScreenGroupRow',
          BulkAction: '../modules/bulk-actions/repo.js#BulkActionProgress',
          Broadcast: '../modules/broadcasts/repo.js#BroadcastRow',
          Playlist: '../modules/playlists/repo.js#PlaylistRow',
          File: '../modules/files/repo.js#FileRow',
          Folder: '../modules/folders/repo.js#FolderRow',
          ServiceAccount: '../modules/service-admin/accounts-repo.js#ServiceAccountRow',
          PlayableContentGraph: '../modules/playable-content/service.js#PlayableContentGraphResult',
          PlayableFile: '../modules/playable-content/playable-file.js#PlayableFileSource',
        },
      },
    },
    'console/src/graphql/generated.ts': {
      documents: 'console/src/**/*.graphql',
      // typescript-operations 6 emits the enums and inputs it needs; adding 'typescript' duplicates them.
      plugins: ['typescript-operations', 'typed-document-node'],
      config: {
        useTypeImports: true,
        scalars: { DateTime: 'string', JSON: 'unknown' },
        enumsAsTypes: true,
      },
    },
    'server/src/test/graphql/generated.ts': {
      // Server tests send these over HTTP like any client; one .graphql file per module.
      documents: 'server/src/test/documents/*.graphql',
      // typescript-operations 6 emits the enums and inputs it needs; adding 'typescript' duplicates them.
      plugins: ['typescript-operations', 'typed-document-node'],
      // Strings, not ASTs: only server/src/graphql/graphql-js.ts may load the graphql runtime.
      config: {
        useTypeImports: true,
        scalars: { DateTime: 'string', JSON: 'unknown' },
        enumsAsTypes: true,
        documentMode: 'string',
      },
    },
    'server/src/modules/content-delivery/graphql/generated.ts': {
      // The content a screen plays has one document, beside the content model both ends share:
      // the server runs it for every snapshot, and the player's generated.ts below holds the
      // same document and result type.
      documents: PLAYABLE_CONTENT_DOCUMENT,
      // typescript-operations 6 emits the enums and inputs it needs; adding 'typescript' duplicates them.
      plugins: ['typescript-operations', 'typed-document-node'],
      // Strings, not ASTs: only server/src/graphql/graphql-js.ts may load the graphql runtime.
      config: {
        useTypeImports: true,
        scalars: { DateTime: 'string', JSON: 'unknown' },
        enumsAsTypes: true,
        documentMode: 'string',
      },
    },
    'sdk/src/player/graphql/generated.ts': {
      // The player's own operations, the content it plays and the operations of its data widgets
      // (weather, feeds, Instagram).
      documents: [
        'sdk/src/player/graphql/*.graphql',
        PLAYABLE_CONTENT_DOCUMENT,
        'sdk/src/widgets/**/*.graphql',
      ],
      // typescript-operations 6 emits the enums and inputs it needs; adding 'typescript' duplicates them.
      plugins: ['typescript-operations', 'typed-document-node'],
      // Strings, not ASTs: the player sends them as-is and needs no graphql runtime.
      config: {
        useTypeImports: true,
        scalars: { DateTime: 'string', JSON: 'unknown' },
        enumsAsTypes: true,
        documentMode: 'string',
      },
    },
  },
};
export default config;

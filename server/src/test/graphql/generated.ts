/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type AspectRatioInput = {
  height: number;
  width: number;
};

export type AuditLogFilter = {
  action?: string | null | undefined;
  entityId?: string | number | null | undefined;
  entityType?: string | null | undefined;
  from?: string | null | undefined;
  to?: string | null | undefined;
  userId?: string | number | null | undefined;
};

export type CollectionName =
  | 'file'
  | 'playlist'
  | 'scene'
  | 'schedule';

/** A new scene: without aspectRatio 16:9 (aspectRatioId 16:9), without duration the type's default. */
export type CreateSceneInput = {
  aspectRatio?: AspectRatioInput | null | undefined;
  aspectRatioId?: string | null | undefined;
  duration?: number | null | undefined;
  name: string;
  /** SceneItem[] as in @marquee/sdk/model; validated with its sceneSchema. */
  sceneItems?: unknown;
  type: SceneType;
};

export type GeoCodingInput = {
  /** The language of the returned name, e.g. 'cs'; English when absent. */
  languageCode?: string | null | undefined;
  /** A place name, e.g. 'Brno'. */
  query: string;
};

/** Where an Instagram feed stands: created (waiting for the owner's consent), authorized, or its consent expired. */
export type InstagramFeedStatus =
  | 'AUTHORIZED'
  | 'CREATED'
  | 'EXPIRED';

export type MediaFit =
  | 'contain'
  | 'cover'
  | 'stretch';

/** Fields of a playlist; on update only the given ones change (layout: null means one full-screen zone). */
export type PlaylistInput = {
  layout?: unknown;
  mediaFit?: MediaFit | null | undefined;
  name?: string | null | undefined;
  /** PlaylistItem[] as in @marquee/sdk/model; validated with its playlistSchema. */
  playlistItems?: unknown;
  spaceIds?: Array<string | number> | null | undefined;
};

/** What a scene is; app scenes are guarded by the app permissions, the others by the scene ones. */
export type SceneType =
  | 'app'
  | 'image'
  | 'multimedial'
  | 'presentation'
  | 'slides'
  | 'video';

export type SecurityPoliciesInput = {
  minPasswordLength: number;
  requireDigit: boolean;
  requireSymbol: boolean;
  requireUppercase: boolean;
  sessionLifetimeMinutes?: number | null | undefined;
};

export type SignUpInput = {
  accountName?: string | null | undefined;
  email: string;
  partnerAccountId?: string | number | null | undefined;
  password: string;
};

export type UpdateFolderInput = {
  name?: string | null | undefined;
  /** null moves the folder to the root. */
  parentFolderId?: string | number | null | undefined;
  spaceIds?: Array<string | number> | null | undefined;
};

/** On update only the given fields change; duration, aspectRatio or aspectRatioId null removes it. */
export type UpdateSceneInput = {
  aspectRatio?: AspectRatioInput | null | undefined;
  aspectRatioId?: string | null | undefined;
  duration?: number | null | undefined;
  name?: string | null | undefined;
  /** SceneItem[] as in @marquee/sdk/model; validated with its sceneSchema. */
  sceneItems?: unknown;
};

export type ApiKeysQueryVariables = Exact<{ [key: string]: never; }>;


export type ApiKeysQuery = { apiKeys: Array<{ _id: string, name: string, prefix: string, permissions: Array<string>, lastUsedAt: string | null }> };

export type CreateApiKeyMutationVariables = Exact<{
  name: string;
  permissions: Array<string> | string;
}>;


export type CreateApiKeyMutation = { createApiKey: { secret: string, apiKey: { _id: string, name: string, prefix: string, permissions: Array<string> } } };

export type RevokeApiKeyMutationVariables = Exact<{
  id: string | number;
}>;


export type RevokeApiKeyMutation = { revokeApiKey: boolean };

export type ApiKeyMediaReachQueryVariables = Exact<{ [key: string]: never; }>;


export type ApiKeyMediaReachQuery = { files: Array<{ _id: string }> };

export type AuditLogQueryVariables = Exact<{
  filter?: AuditLogFilter | null | undefined;
  offset?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type AuditLogQuery = { auditLog: { total: number, items: Array<{ actor: string, action: string, entityType: string | null, entityId: string | null, changes: unknown }> } };

export type AuditedRenameSpaceMutationVariables = Exact<{
  id: string | number;
  name: string;
}>;


export type AuditedRenameSpaceMutation = { renameSpace: { _id: string } };

export type AuditedChangePasswordMutationVariables = Exact<{
  currentPassword: string;
  newPassword: string;
}>;


export type AuditedChangePasswordMutation = { changePassword: boolean };

export type FeedsCurrentWeatherQueryVariables = Exact<{
  query?: string | null | undefined;
}>;


export type FeedsCurrentWeatherQuery = { currentWeather: { locationName: string, lat: number, long: number, temperature: number | null, fetchedAt: string, forecast: Array<{ dateTimestamp: number, temperatureMin: number, temperatureMax: number, text: string, icon: string }> } };

export type FeedsRssFeedQueryVariables = Exact<{
  url: string;
  refreshIntervalInMinutes?: number | null | undefined;
}>;


export type FeedsRssFeedQuery = { rssFeed: { url: string, title: string | null, fetchedAt: string, feed: Array<{ title: string, imageUrl: string | null, imageProxyUrl: string | null, description: string | null, date: string | null, author: string | null, userName: string | null, likesCount: number | null }> } };

export type FeedsGeoCodingMutationVariables = Exact<{
  data: GeoCodingInput;
}>;


export type FeedsGeoCodingMutation = { geoCoding: { name: string, lat: number, long: number } | null };

export type TestFolderFragment = { _id: string, name: string, parentFolderId: string | null, spaceIds: Array<string>, ancestors: Array<{ name: string }> };

export type FoldersQueryVariables = Exact<{
  parentFolderId?: string | number | null | undefined;
}>;


export type FoldersQuery = { folders: Array<{ _id: string, name: string, parentFolderId: string | null, spaceIds: Array<string>, ancestors: Array<{ name: string }> }> };

export type FolderQueryVariables = Exact<{
  id: string | number;
}>;


export type FolderQuery = { folder: { _id: string, name: string, parentFolderId: string | null, spaceIds: Array<string>, ancestors: Array<{ name: string }> } };

export type CreateFolderMutationVariables = Exact<{
  name: string;
  parentFolderId?: string | number | null | undefined;
}>;


export type CreateFolderMutation = { createFolder: { _id: string, name: string, parentFolderId: string | null, spaceIds: Array<string>, ancestors: Array<{ name: string }> } };

export type UpdateFolderMutationVariables = Exact<{
  id: string | number;
  data: UpdateFolderInput;
}>;


export type UpdateFolderMutation = { updateFolder: { _id: string, name: string, parentFolderId: string | null, spaceIds: Array<string>, ancestors: Array<{ name: string }> } };

export type DeleteFolderMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteFolderMutation = { deleteFolder: boolean };

export type RestoreFolderMutationVariables = Exact<{
  id: string | number;
}>;


export type RestoreFolderMutation = { restoreFolder: { _id: string, name: string } };

export type PurgeFolderMutationVariables = Exact<{
  id: string | number;
}>;


export type PurgeFolderMutation = { purgeFolder: boolean };

export type TestSignInMutationVariables = Exact<{
  email: string;
  password: string;
}>;


export type TestSignInMutation = { signIn: { token: string } };

export type TestSignUpMutationVariables = Exact<{
  input: SignUpInput;
}>;


export type TestSignUpMutation = { signUp: boolean };

export type TestConfirmEmailMutationVariables = Exact<{
  token: string;
}>;


export type TestConfirmEmailMutation = { confirmEmail: boolean };

export type TestInviteUserMutationVariables = Exact<{
  email: string;
  userRoleId: string | number;
}>;


export type TestInviteUserMutation = { inviteUser: { _id: string } };

export type TestAcceptInvitationMutationVariables = Exact<{
  token: string;
  password: string;
}>;


export type TestAcceptInvitationMutation = { acceptInvitation: { token: string } };

export type TestCreateUserRoleMutationVariables = Exact<{
  name: string;
  permissions: Array<string> | string;
}>;


export type TestCreateUserRoleMutation = { createUserRole: { _id: string } };

export type TestInstagramMediaFragment = { id: string, caption: string | null, mediaType: string, mediaUrl: string, proxyUrl: string, permalink: string | null, timestamp: string | null, username: string | null };

export type TestInstagramFeedFragment = { _id: string, instagramUserId: string | null, instagramUsername: string | null, feedAuthorizationUrl: string, status: InstagramFeedStatus, authorId: string | null, updatedAt: string, createdAt: string, media: Array<{ id: string, caption: string | null, mediaType: string, mediaUrl: string, proxyUrl: string, permalink: string | null, timestamp: string | null, username: string | null }> };

export type TestInstagramPublicFeedFragment = { _id: string, username: string, updatedAt: string, media: Array<{ id: string, caption: string | null, mediaType: string, mediaUrl: string, proxyUrl: string, permalink: string | null, timestamp: string | null, username: string | null }> };

export type TestInstagramAppConfiguredQueryVariables = Exact<{ [key: string]: never; }>;


export type TestInstagramAppConfiguredQuery = { instagramAppConfigured: boolean };

export type TestInstagramFeedsQueryVariables = Exact<{ [key: string]: never; }>;


export type TestInstagramFeedsQuery = { instagramFeeds: Array<{ _id: string, instagramUserId: string | null, instagramUsername: string | null, feedAuthorizationUrl: string, status: InstagramFeedStatus, authorId: string | null, updatedAt: string, createdAt: string, media: Array<{ id: string, caption: string | null, mediaType: string, mediaUrl: string, proxyUrl: string, permalink: string | null, timestamp: string | null, username: string | null }> }> };

export type TestInstagramFeedQueryVariables = Exact<{
  id: string | number;
  refresh?: boolean | null | undefined;
}>;


export type TestInstagramFeedQuery = { instagramFeed: { _id: string, instagramUserId: string | null, instagramUsername: string | null, feedAuthorizationUrl: string, status: InstagramFeedStatus, authorId: string | null, updatedAt: string, createdAt: string, media: Array<{ id: string, caption: string | null, mediaType: string, mediaUrl: string, proxyUrl: string, permalink: string | null, timestamp: string | null, username: string | null }> } };

export type TestInstagramPublicFeedQueryVariables = Exact<{
  id: string | number;
  username: string;
  refresh?: boolean | null | undefined;
}>;


export type TestInstagramPublicFeedQuery = { instagramPublicFeed: { _id: string, username: string, updatedAt: string, media: Array<{ id: string, caption: string | null, mediaType: string, mediaUrl: string, proxyUrl: string, permalink: string | null, timestamp: string | null, username: string | null }> } };

export type TestCreateInstagramFeedMutationVariables = Exact<{ [key: string]: never; }>;


export type TestCreateInstagramFeedMutation = { createInstagramFeed: { _id: string, instagramUserId: string | null, instagramUsername: string | null, feedAuthorizationUrl: string, status: InstagramFeedStatus, authorId: string | null, updatedAt: string, createdAt: string, media: Array<{ id: string, caption: string | null, mediaType: string, mediaUrl: string, proxyUrl: string, permalink: string | null, timestamp: string | null, username: string | null }> } };

export type TestAuthorizeInstagramFeedMutationVariables = Exact<{
  feedId: string | number;
  code: string;
}>;


export type TestAuthorizeInstagramFeedMutation = { authorizeInstagramFeed: { _id: string, instagramUserId: string | null, instagramUsername: string | null, feedAuthorizationUrl: string, status: InstagramFeedStatus, authorId: string | null, updatedAt: string, createdAt: string, media: Array<{ id: string, caption: string | null, mediaType: string, mediaUrl: string, proxyUrl: string, permalink: string | null, timestamp: string | null, username: string | null }> } };

export type TestLoadInstagramProfileMutationVariables = Exact<{
  username: string;
}>;


export type TestLoadInstagramProfileMutation = { loadInstagramProfile: { _id: string, username: string, updatedAt: string, media: Array<{ id: string, caption: string | null, mediaType: string, mediaUrl: string, proxyUrl: string, permalink: string | null, timestamp: string | null, username: string | null }> } };

export type TestInstagramFeedChangedSubscriptionVariables = Exact<{
  id: string | number;
}>;


export type TestInstagramFeedChangedSubscription = { instagramFeedChanged: { _id: string, status: InstagramFeedStatus, instagramUsername: string | null, media: Array<{ id: string }> } };

export type CurrentPromotionQueryVariables = Exact<{ [key: string]: never; }>;


export type CurrentPromotionQuery = { currentPromotion: { type: string, title: string, redirectUrl: string | null, validUntil: string, discountPercents: number | null } | null };

export type SceneFieldsFragment = { _id: string, name: string, type: SceneType, duration: number | null, aspectRatioId: string | null, sceneItems: unknown, spaceIds: Array<string>, updatedAt: string, aspectRatio: { width: number, height: number } | null };

export type ScenesQueryVariables = Exact<{
  types?: Array<SceneType> | SceneType | null | undefined;
}>;


export type ScenesQuery = { scenes: Array<{ _id: string, name: string, type: SceneType, duration: number | null, aspectRatioId: string | null, sceneItems: unknown, spaceIds: Array<string>, updatedAt: string, aspectRatio: { width: number, height: number } | null }> };

export type SceneQueryVariables = Exact<{
  id: string | number;
}>;


export type SceneQuery = { scene: { _id: string, name: string, type: SceneType, duration: number | null, aspectRatioId: string | null, sceneItems: unknown, spaceIds: Array<string>, updatedAt: string, aspectRatio: { width: number, height: number } | null } | null };

export type CreateSceneMutationVariables = Exact<{
  input: CreateSceneInput;
}>;


export type CreateSceneMutation = { createScene: { _id: string, name: string, type: SceneType, duration: number | null, aspectRatioId: string | null, sceneItems: unknown, spaceIds: Array<string>, updatedAt: string, aspectRatio: { width: number, height: number } | null } };

export type UpdateSceneMutationVariables = Exact<{
  id: string | number;
  input: UpdateSceneInput;
}>;


export type UpdateSceneMutation = { updateScene: { _id: string, name: string, type: SceneType, duration: number | null, aspectRatioId: string | null, sceneItems: unknown, spaceIds: Array<string>, updatedAt: string, aspectRatio: { width: number, height: number } | null } };

export type DuplicateSceneMutationVariables = Exact<{
  id: string | number;
}>;


export type DuplicateSceneMutation = { duplicateScene: { _id: string, name: string, type: SceneType, duration: number | null, aspectRatioId: string | null, sceneItems: unknown, spaceIds: Array<string>, updatedAt: string, aspectRatio: { width: number, height: number } | null } };

export type DeleteSceneMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteSceneMutation = { deleteScene: boolean };

export type ShareSceneMutationVariables = Exact<{
  id: string | number;
  spaceIds: Array<string | number> | string | number;
}>;


export type ShareSceneMutation = { shareScene: { _id: string, name: string, type: SceneType, duration: number | null, aspectRatioId: string | null, sceneItems: unknown, spaceIds: Array<string>, updatedAt: string, aspectRatio: { width: number, height: number } | null } };

export type SceneTestCreateSpaceMutationVariables = Exact<{
  name: string;
}>;


export type SceneTestCreateSpaceMutation = { createSpace: { _id: string } };

export type SceneTestChangeSpaceMutationVariables = Exact<{
  spaceId: string | number;
}>;


export type SceneTestChangeSpaceMutation = { changeCurrentSpace: { token: string | null } };

export type SceneTestCreatePlaylistMutationVariables = Exact<{
  input: PlaylistInput;
}>;


export type SceneTestCreatePlaylistMutation = { createPlaylist: { _id: string } };

export type SceneTestPublishMutationVariables = Exact<{
  deviceId: string | number;
  entityId: string | number;
  collectionName: CollectionName;
}>;


export type SceneTestPublishMutation = { publishToDevice: { _id: string } };

export type ScenePlayableContentQueryVariables = Exact<{
  entityId: string | number;
  collectionName: CollectionName;
}>;


export type ScenePlayableContentQuery = { playableContent: { publishedAt: string, content: { playlists: Array<unknown>, scenes: Array<unknown> } } | null };

export type SceneAuditLogQueryVariables = Exact<{
  filter?: AuditLogFilter | null | undefined;
}>;


export type SceneAuditLogQuery = { auditLog: { items: Array<{ action: string, entityType: string | null, entityId: string | null }> } };

export type SecurityPoliciesQueryVariables = Exact<{ [key: string]: never; }>;


export type SecurityPoliciesQuery = { securityPolicies: { minPasswordLength: number, requireDigit: boolean, requireUppercase: boolean, requireSymbol: boolean, sessionLifetimeMinutes: number | null } };

export type UpdateSecurityPoliciesMutationVariables = Exact<{
  data: SecurityPoliciesInput;
}>;


export type UpdateSecurityPoliciesMutation = { updateSecurityPolicies: { minPasswordLength: number, requireDigit: boolean, requireUppercase: boolean, requireSymbol: boolean, sessionLifetimeMinutes: number | null } };

export type PolicyChangePasswordMutationVariables = Exact<{
  currentPassword: string;
  newPassword: string;
}>;


export type PolicyChangePasswordMutation = { changePassword: boolean };

export type PolicySessionUserQueryVariables = Exact<{ [key: string]: never; }>;


export type PolicySessionUserQuery = { currentUser: { _id: string } | null };

export type SpacesQueryVariables = Exact<{ [key: string]: never; }>;


export type SpacesQuery = { spaces: Array<{ _id: string, name: string }> };

export type CreateSpaceMutationVariables = Exact<{
  name: string;
}>;


export type CreateSpaceMutation = { createSpace: { _id: string, name: string } };

export type RenameSpaceMutationVariables = Exact<{
  id: string | number;
  name: string;
}>;


export type RenameSpaceMutation = { renameSpace: { _id: string, name: string } };

export type DeleteSpaceMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteSpaceMutation = { deleteSpace: boolean };

export type ChangeCurrentSpaceMutationVariables = Exact<{
  spaceId: string | number;
}>;


export type ChangeCurrentSpaceMutation = { changeCurrentSpace: { success: boolean, token: string | null } };

export type CurrentSpaceQueryVariables = Exact<{ [key: string]: never; }>;


export type CurrentSpaceQuery = { currentUserSession: { currentSpaceId: string | null } | null };

export type UserRolesQueryVariables = Exact<{ [key: string]: never; }>;


export type UserRolesQuery = { userRoles: Array<{ _id: string, name: string, permissions: Array<string>, isBuiltIn: boolean }> };

export type AllPermissionsQueryVariables = Exact<{ [key: string]: never; }>;


export type AllPermissionsQuery = { allPermissions: Array<string> };

export type CreateUserRoleMutationVariables = Exact<{
  name: string;
  permissions: Array<string> | string;
}>;


export type CreateUserRoleMutation = { createUserRole: { _id: string, name: string, permissions: Array<string>, isBuiltIn: boolean } };

export type UpdateUserRoleMutationVariables = Exact<{
  id: string | number;
  name: string;
  permissions: Array<string> | string;
}>;


export type UpdateUserRoleMutation = { updateUserRole: { _id: string, name: string, permissions: Array<string> } };

export type DeleteUserRoleMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteUserRoleMutation = { deleteUserRole: boolean };

export type RoleGatedDevicesQueryVariables = Exact<{ [key: string]: never; }>;


export type RoleGatedDevicesQuery = { devices: Array<{ _id: string }> };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const TestFolderFragmentDoc = new TypedDocumentString(`
    fragment TestFolder on Folder {
  _id
  name
  parentFolderId
  spaceIds
  ancestors {
    name
  }
}
    `, {"fragmentName":"TestFolder"}) as unknown as TypedDocumentString<TestFolderFragment, unknown>;
export const TestInstagramMediaFragmentDoc = new TypedDocumentString(`
    fragment TestInstagramMedia on InstagramMedia {
  id
  caption
  mediaType
  mediaUrl
  proxyUrl
  permalink
  timestamp
  username
}
    `, {"fragmentName":"TestInstagramMedia"}) as unknown as TypedDocumentString<TestInstagramMediaFragment, unknown>;
export const TestInstagramFeedFragmentDoc = new TypedDocumentString(`
    fragment TestInstagramFeed on InstagramFeed {
  _id
  instagramUserId
  instagramUsername
  feedAuthorizationUrl
  status
  authorId
  updatedAt
  createdAt
  media {
    ...TestInstagramMedia
  }
}
    fragment TestInstagramMedia on InstagramMedia {
  id
  caption
  mediaType
  mediaUrl
  proxyUrl
  permalink
  timestamp
  username
}`, {"fragmentName":"TestInstagramFeed"}) as unknown as TypedDocumentString<TestInstagramFeedFragment, unknown>;
export const TestInstagramPublicFeedFragmentDoc = new TypedDocumentString(`
    fragment TestInstagramPublicFeed on InstagramPublicApiFeed {
  _id
  username
  updatedAt
  media {
    ...TestInstagramMedia
  }
}
    fragment TestInstagramMedia on InstagramMedia {
  id
  caption
  mediaType
  mediaUrl
  proxyUrl
  permalink
  timestamp
  username
}`, {"fragmentName":"TestInstagramPublicFeed"}) as unknown as TypedDocumentString<TestInstagramPublicFeedFragment, unknown>;
export const SceneFieldsFragmentDoc = new TypedDocumentString(`
    fragment SceneFields on Scene {
  _id
  name
  type
  duration
  aspectRatio {
    width
    height
  }
  aspectRatioId
  sceneItems
  spaceIds
  updatedAt
}
    `, {"fragmentName":"SceneFields"}) as unknown as TypedDocumentString<SceneFieldsFragment, unknown>;
export const ApiKeysDocument = new TypedDocumentString(`
    query ApiKeys {
  apiKeys {
    _id
    name
    prefix
    permissions
    lastUsedAt
  }
}
    `) as unknown as TypedDocumentString<ApiKeysQuery, ApiKeysQueryVariables>;
export const CreateApiKeyDocument = new TypedDocumentString(`
    mutation CreateApiKey($name: String!, $permissions: [String!]!) {
  createApiKey(name: $name, permissions: $permissions) {
    secret
    apiKey {
      _id
      name
      prefix
      permissions
    }
  }
}
    `) as unknown as TypedDocumentString<CreateApiKeyMutation, CreateApiKeyMutationVariables>;
export const RevokeApiKeyDocument = new TypedDocumentString(`
    mutation RevokeApiKey($id: ID!) {
  revokeApiKey(id: $id)
}
    `) as unknown as TypedDocumentString<RevokeApiKeyMutation, RevokeApiKeyMutationVariables>;
export const ApiKeyMediaReachDocument = new TypedDocumentString(`
    query ApiKeyMediaReach {
  files {
    _id
  }
}
    `) as unknown as TypedDocumentString<ApiKeyMediaReachQuery, ApiKeyMediaReachQueryVariables>;
export const AuditLogDocument = new TypedDocumentString(`
    query AuditLog($filter: AuditLogFilter, $offset: Int, $limit: Int) {
  auditLog(filter: $filter, offset: $offset, limit: $limit) {
    total
    items {
      actor
      action
      entityType
      entityId
      changes
    }
  }
}
    `) as unknown as TypedDocumentString<AuditLogQuery, AuditLogQueryVariables>;
export const AuditedRenameSpaceDocument = new TypedDocumentString(`
    mutation AuditedRenameSpace($id: ID!, $name: String!) {
  renameSpace(id: $id, name: $name) {
    _id
  }
}
    `) as unknown as TypedDocumentString<AuditedRenameSpaceMutation, AuditedRenameSpaceMutationVariables>;
export const AuditedChangePasswordDocument = new TypedDocumentString(`
    mutation AuditedChangePassword($currentPassword: String!, $newPassword: String!) {
  changePassword(currentPassword: $currentPassword, newPassword: $newPassword)
}
    `) as unknown as TypedDocumentString<AuditedChangePasswordMutation, AuditedChangePasswordMutationVariables>;
export const FeedsCurrentWeatherDocument = new TypedDocumentString(`
    query FeedsCurrentWeather($query: String) {
  currentWeather(query: $query) {
    locationName
    lat
    long
    temperature
    fetchedAt
    forecast {
      dateTimestamp
      temperatureMin
      temperatureMax
      text
      icon
    }
  }
}
    `) as unknown as TypedDocumentString<FeedsCurrentWeatherQuery, FeedsCurrentWeatherQueryVariables>;
export const FeedsRssFeedDocument = new TypedDocumentString(`
    query FeedsRssFeed($url: String!, $refreshIntervalInMinutes: Int) {
  rssFeed(url: $url, refreshIntervalInMinutes: $refreshIntervalInMinutes) {
    url
    title
    fetchedAt
    feed {
      title
      imageUrl
      imageProxyUrl
      description
      date
      author
      userName
      likesCount
    }
  }
}
    `) as unknown as TypedDocumentString<FeedsRssFeedQuery, FeedsRssFeedQueryVariables>;
export const FeedsGeoCodingDocument = new TypedDocumentString(`
    mutation FeedsGeoCoding($data: GeoCodingInput!) {
  geoCoding(data: $data) {
    name
    lat
    long
  }
}
    `) as unknown as TypedDocumentString<FeedsGeoCodingMutation, FeedsGeoCodingMutationVariables>;
export const FoldersDocument = new TypedDocumentString(`
    query Folders($parentFolderId: ID) {
  folders(parentFolderId: $parentFolderId) {
    ...TestFolder
  }
}
    fragment TestFolder on Folder {
  _id
  name
  parentFolderId
  spaceIds
  ancestors {
    name
  }
}`) as unknown as TypedDocumentString<FoldersQuery, FoldersQueryVariables>;
export const FolderDocument = new TypedDocumentString(`
    query Folder($id: ID!) {
  folder(id: $id) {
    ...TestFolder
  }
}
    fragment TestFolder on Folder {
  _id
  name
  parentFolderId
  spaceIds
  ancestors {
    name
  }
}`) as unknown as TypedDocumentString<FolderQuery, FolderQueryVariables>;
export const CreateFolderDocument = new TypedDocumentString(`
    mutation CreateFolder($name: String!, $parentFolderId: ID) {
  createFolder(name: $name, parentFolderId: $parentFolderId) {
    ...TestFolder
  }
}
    fragment TestFolder on Folder {
  _id
  name
  parentFolderId
  spaceIds
  ancestors {
    name
  }
}`) as unknown as TypedDocumentString<CreateFolderMutation, CreateFolderMutationVariables>;
export const UpdateFolderDocument = new TypedDocumentString(`
    mutation UpdateFolder($id: ID!, $data: UpdateFolderInput!) {
  updateFolder(id: $id, data: $data) {
    ...TestFolder
  }
}
    fragment TestFolder on Folder {
  _id
  name
  parentFolderId
  spaceIds
  ancestors {
    name
  }
}`) as unknown as TypedDocumentString<UpdateFolderMutation, UpdateFolderMutationVariables>;
export const DeleteFolderDocument = new TypedDocumentString(`
    mutation DeleteFolder($id: ID!) {
  deleteFolder(id: $id)
}
    `) as unknown as TypedDocumentString<DeleteFolderMutation, DeleteFolderMutationVariables>;
export const RestoreFolderDocument = new TypedDocumentString(`
    mutation RestoreFolder($id: ID!) {
  restoreFolder(id: $id) {
    _id
    name
  }
}
    `) as unknown as TypedDocumentString<RestoreFolderMutation, RestoreFolderMutationVariables>;
export const PurgeFolderDocument = new TypedDocumentString(`
    mutation PurgeFolder($id: ID!) {
  purgeFolder(id: $id)
}
    `) as unknown as TypedDocumentString<PurgeFolderMutation, PurgeFolderMutationVariables>;
export const TestSignInDocument = new TypedDocumentString(`
    mutation TestSignIn($email: String!, $password: String!) {
  signIn(email: $email, password: $password) {
    token
  }
}
    `) as unknown as TypedDocumentString<TestSignInMutation, TestSignInMutationVariables>;
export const TestSignUpDocument = new TypedDocumentString(`
    mutation TestSignUp($input: SignUpInput!) {
  signUp(input: $input)
}
    `) as unknown as TypedDocumentString<TestSignUpMutation, TestSignUpMutationVariables>;
export const TestConfirmEmailDocument = new TypedDocumentString(`
    mutation TestConfirmEmail($token: String!) {
  confirmEmail(token: $token)
}
    `) as unknown as TypedDocumentString<TestConfirmEmailMutation, TestConfirmEmailMutationVariables>;
export const TestInviteUserDocument = new TypedDocumentString(`
    mutation TestInviteUser($email: String!, $userRoleId: ID!) {
  inviteUser(email: $email, userRoleId: $userRoleId) {
    _id
  }
}
    `) as unknown as TypedDocumentString<TestInviteUserMutation, TestInviteUserMutationVariables>;
export const TestAcceptInvitationDocument = new TypedDocumentString(`
    mutation TestAcceptInvitation($token: String!, $password: String!) {
  acceptInvitation(token: $token, password: $password) {
    token
  }
}
    `) as unknown as TypedDocumentString<TestAcceptInvitationMutation, TestAcceptInvitationMutationVariables>;
export const TestCreateUserRoleDocument = new TypedDocumentString(`
    mutation TestCreateUserRole($name: String!, $permissions: [String!]!) {
  createUserRole(name: $name, permissions: $permissions) {
    _id
  }
}
    `) as unknown as TypedDocumentString<TestCreateUserRoleMutation, TestCreateUserRoleMutationVariables>;
export const TestInstagramAppConfiguredDocument = new TypedDocumentString(`
    query TestInstagramAppConfigured {
  instagramAppConfigured
}
    `) as unknown as TypedDocumentString<TestInstagramAppConfiguredQuery, TestInstagramAppConfiguredQueryVariables>;
export const TestInstagramFeedsDocument = new TypedDocumentString(`
    query TestInstagramFeeds {
  instagramFeeds {
    ...TestInstagramFeed
  }
}
    fragment TestInstagramMedia on InstagramMedia {
  id
  caption
  mediaType
  mediaUrl
  proxyUrl
  permalink
  timestamp
  username
}
fragment TestInstagramFeed on InstagramFeed {
  _id
  instagramUserId
  instagramUsername
  feedAuthorizationUrl
  status
  authorId
  updatedAt
  createdAt
  media {
    ...TestInstagramMedia
  }
}`) as unknown as TypedDocumentString<TestInstagramFeedsQuery, TestInstagramFeedsQueryVariables>;
export const TestInstagramFeedDocument = new TypedDocumentString(`
    query TestInstagramFeed($id: ID!, $refresh: Boolean) {
  instagramFeed(id: $id, refresh: $refresh) {
    ...TestInstagramFeed
  }
}
    fragment TestInstagramMedia on InstagramMedia {
  id
  caption
  mediaType
  mediaUrl
  proxyUrl
  permalink
  timestamp
  username
}
fragment TestInstagramFeed on InstagramFeed {
  _id
  instagramUserId
  instagramUsername
  feedAuthorizationUrl
  status
  authorId
  updatedAt
  createdAt
  media {
    ...TestInstagramMedia
  }
}`) as unknown as TypedDocumentString<TestInstagramFeedQuery, TestInstagramFeedQueryVariables>;
export const TestInstagramPublicFeedDocument = new TypedDocumentString(`
    query TestInstagramPublicFeed($id: ID!, $username: String!, $refresh: Boolean) {
  instagramPublicFeed(id: $id, username: $username, refresh: $refresh) {
    ...TestInstagramPublicFeed
  }
}
    fragment TestInstagramMedia on InstagramMedia {
  id
  caption
  mediaType
  mediaUrl
  proxyUrl
  permalink
  timestamp
  username
}
fragment TestInstagramPublicFeed on InstagramPublicApiFeed {
  _id
  username
  updatedAt
  media {
    ...TestInstagramMedia
  }
}`) as unknown as TypedDocumentString<TestInstagramPublicFeedQuery, TestInstagramPublicFeedQueryVariables>;
export const TestCreateInstagramFeedDocument = new TypedDocumentString(`
    mutation TestCreateInstagramFeed {
  createInstagramFeed(data: {}) {
    ...TestInstagramFeed
  }
}
    fragment TestInstagramMedia on InstagramMedia {
  id
  caption
  mediaType
  mediaUrl
  proxyUrl
  permalink
  timestamp
  username
}
fragment TestInstagramFeed on InstagramFeed {
  _id
  instagramUserId
  instagramUsername
  feedAuthorizationUrl
  status
  authorId
  updatedAt
  createdAt
  media {
    ...TestInstagramMedia
  }
}`) as unknown as TypedDocumentString<TestCreateInstagramFeedMutation, TestCreateInstagramFeedMutationVariables>;
export const TestAuthorizeInstagramFeedDocument = new TypedDocumentString(`
    mutation TestAuthorizeInstagramFeed($feedId: ID!, $code: String!) {
  authorizeInstagramFeed(data: {feedId: $feedId, code: $code}) {
    ...TestInstagramFeed
  }
}
    fragment TestInstagramMedia on InstagramMedia {
  id
  caption
  mediaType
  mediaUrl
  proxyUrl
  permalink
  timestamp
  username
}
fragment TestInstagramFeed on InstagramFeed {
  _id
  instagramUserId
  instagramUsername
  feedAuthorizationUrl
  status
  authorId
  updatedAt
  createdAt
  media {
    ...TestInstagramMedia
  }
}`) as unknown as TypedDocumentString<TestAuthorizeInstagramFeedMutation, TestAuthorizeInstagramFeedMutationVariables>;
export const TestLoadInstagramProfileDocument = new TypedDocumentString(`
    mutation TestLoadInstagramProfile($username: String!) {
  loadInstagramProfile(username: $username) {
    ...TestInstagramPublicFeed
  }
}
    fragment TestInstagramMedia on InstagramMedia {
  id
  caption
  mediaType
  mediaUrl
  proxyUrl
  permalink
  timestamp
  username
}
fragment TestInstagramPublicFeed on InstagramPublicApiFeed {
  _id
  username
  updatedAt
  media {
    ...TestInstagramMedia
  }
}`) as unknown as TypedDocumentString<TestLoadInstagramProfileMutation, TestLoadInstagramProfileMutationVariables>;
export const TestInstagramFeedChangedDocument = new TypedDocumentString(`
    subscription TestInstagramFeedChanged($id: ID!) {
  instagramFeedChanged(id: $id) {
    _id
    status
    instagramUsername
    media {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<TestInstagramFeedChangedSubscription, TestInstagramFeedChangedSubscriptionVariables>;
export const CurrentPromotionDocument = new TypedDocumentString(`
    query CurrentPromotion {
  currentPromotion {
    type
    title
    redirectUrl
    validUntil
    discountPercents
  }
}
    `) as unknown as TypedDocumentString<CurrentPromotionQuery, CurrentPromotionQueryVariables>;
export const ScenesDocument = new TypedDocumentString(`
    query Scenes($types: [SceneType!]) {
  scenes(types: $types) {
    ...SceneFields
  }
}
    fragment SceneFields on Scene {
  _id
  name
  type
  duration
  aspectRatio {
    width
    height
  }
  aspectRatioId
  sceneItems
  spaceIds
  updatedAt
}`) as unknown as TypedDocumentString<ScenesQuery, ScenesQueryVariables>;
export const SceneDocument = new TypedDocumentString(`
    query Scene($id: ID!) {
  scene(id: $id) {
    ...SceneFields
  }
}
    fragment SceneFields on Scene {
  _id
  name
  type
  duration
  aspectRatio {
    width
    height
  }
  aspectRatioId
  sceneItems
  spaceIds
  updatedAt
}`) as unknown as TypedDocumentString<SceneQuery, SceneQueryVariables>;
export const CreateSceneDocument = new TypedDocumentString(`
    mutation CreateScene($input: CreateSceneInput!) {
  createScene(input: $input) {
    ...SceneFields
  }
}
    fragment SceneFields on Scene {
  _id
  name
  type
  duration
  aspectRatio {
    width
    height
  }
  aspectRatioId
  sceneItems
  spaceIds
  updatedAt
}`) as unknown as TypedDocumentString<CreateSceneMutation, CreateSceneMutationVariables>;
export const UpdateSceneDocument = new TypedDocumentString(`
    mutation UpdateScene($id: ID!, $input: UpdateSceneInput!) {
  updateScene(id: $id, input: $input) {
    ...SceneFields
  }
}
    fragment SceneFields on Scene {
  _id
  name
  type
  duration
  aspectRatio {
    width
    height
  }
  aspectRatioId
  sceneItems
  spaceIds
  updatedAt
}`) as unknown as TypedDocumentString<UpdateSceneMutation, UpdateSceneMutationVariables>;
export const DuplicateSceneDocument = new TypedDocumentString(`
    mutation DuplicateScene($id: ID!) {
  duplicateScene(id: $id) {
    ...SceneFields
  }
}
    fragment SceneFields on Scene {
  _id
  name
  type
  duration
  aspectRatio {
    width
    height
  }
  aspectRatioId
  sceneItems
  spaceIds
  updatedAt
}`) as unknown as TypedDocumentString<DuplicateSceneMutation, DuplicateSceneMutationVariables>;
export const DeleteSceneDocument = new TypedDocumentString(`
    mutation DeleteScene($id: ID!) {
  deleteScene(id: $id)
}
    `) as unknown as TypedDocumentString<DeleteSceneMutation, DeleteSceneMutationVariables>;
export const ShareSceneDocument = new TypedDocumentString(`
    mutation ShareScene($id: ID!, $spaceIds: [ID!]!) {
  shareScene(id: $id, spaceIds: $spaceIds) {
    ...SceneFields
  }
}
    fragment SceneFields on Scene {
  _id
  name
  type
  duration
  aspectRatio {
    width
    height
  }
  aspectRatioId
  sceneItems
  spaceIds
  updatedAt
}`) as unknown as TypedDocumentString<ShareSceneMutation, ShareSceneMutationVariables>;
export const SceneTestCreateSpaceDocument = new TypedDocumentString(`
    mutation SceneTestCreateSpace($name: String!) {
  createSpace(name: $name) {
    _id
  }
}
    `) as unknown as TypedDocumentString<SceneTestCreateSpaceMutation, SceneTestCreateSpaceMutationVariables>;
export const SceneTestChangeSpaceDocument = new TypedDocumentString(`
    mutation SceneTestChangeSpace($spaceId: ID!) {
  changeCurrentSpace(spaceId: $spaceId) {
    token
  }
}
    `) as unknown as TypedDocumentString<SceneTestChangeSpaceMutation, SceneTestChangeSpaceMutationVariables>;
export const SceneTestCreatePlaylistDocument = new TypedDocumentString(`
    mutation SceneTestCreatePlaylist($input: PlaylistInput!) {
  createPlaylist(input: $input) {
    _id
  }
}
    `) as unknown as TypedDocumentString<SceneTestCreatePlaylistMutation, SceneTestCreatePlaylistMutationVariables>;
export const SceneTestPublishDocument = new TypedDocumentString(`
    mutation SceneTestPublish($deviceId: ID!, $entityId: ID!, $collectionName: CollectionName!) {
  publishToDevice(
    deviceId: $deviceId
    content: {collectionName: $collectionName, entityId: $entityId}
  ) {
    _id
  }
}
    `) as unknown as TypedDocumentString<SceneTestPublishMutation, SceneTestPublishMutationVariables>;
export const ScenePlayableContentDocument = new TypedDocumentString(`
    query ScenePlayableContent($entityId: ID!, $collectionName: CollectionName!) {
  playableContent(entityId: $entityId, collectionName: $collectionName) {
    publishedAt
    content {
      playlists
      scenes
    }
  }
}
    `) as unknown as TypedDocumentString<ScenePlayableContentQuery, ScenePlayableContentQueryVariables>;
export const SceneAuditLogDocument = new TypedDocumentString(`
    query SceneAuditLog($filter: AuditLogFilter) {
  auditLog(filter: $filter) {
    items {
      action
      entityType
      entityId
    }
  }
}
    `) as unknown as TypedDocumentString<SceneAuditLogQuery, SceneAuditLogQueryVariables>;
export const SecurityPoliciesDocument = new TypedDocumentString(`
    query SecurityPolicies {
  securityPolicies {
    minPasswordLength
    requireDigit
    requireUppercase
    requireSymbol
    sessionLifetimeMinutes
  }
}
    `) as unknown as TypedDocumentString<SecurityPoliciesQuery, SecurityPoliciesQueryVariables>;
export const UpdateSecurityPoliciesDocument = new TypedDocumentString(`
    mutation UpdateSecurityPolicies($data: SecurityPoliciesInput!) {
  updateSecurityPolicies(data: $data) {
    minPasswordLength
    requireDigit
    requireUppercase
    requireSymbol
    sessionLifetimeMinutes
  }
}
    `) as unknown as TypedDocumentString<UpdateSecurityPoliciesMutation, UpdateSecurityPoliciesMutationVariables>;
export const PolicyChangePasswordDocument = new TypedDocumentString(`
    mutation PolicyChangePassword($currentPassword: String!, $newPassword: String!) {
  changePassword(currentPassword: $currentPassword, newPassword: $newPassword)
}
    `) as unknown as TypedDocumentString<PolicyChangePasswordMutation, PolicyChangePasswordMutationVariables>;
export const PolicySessionUserDocument = new TypedDocumentString(`
    query PolicySessionUser {
  currentUser {
    _id
  }
}
    `) as unknown as TypedDocumentString<PolicySessionUserQuery, PolicySessionUserQueryVariables>;
export const SpacesDocument = new TypedDocumentString(`
    query Spaces {
  spaces {
    _id
    name
  }
}
    `) as unknown as TypedDocumentString<SpacesQuery, SpacesQueryVariables>;
export const CreateSpaceDocument = new TypedDocumentString(`
    mutation CreateSpace($name: String!) {
  createSpace(name: $name) {
    _id
    name
  }
}
    `) as unknown as TypedDocumentString<CreateSpaceMutation, CreateSpaceMutationVariables>;
export const RenameSpaceDocument = new TypedDocumentString(`
    mutation RenameSpace($id: ID!, $name: String!) {
  renameSpace(id: $id, name: $name) {
    _id
    name
  }
}
    `) as unknown as TypedDocumentString<RenameSpaceMutation, RenameSpaceMutationVariables>;
export const DeleteSpaceDocument = new TypedDocumentString(`
    mutation DeleteSpace($id: ID!) {
  deleteSpace(id: $id)
}
    `) as unknown as TypedDocumentString<DeleteSpaceMutation, DeleteSpaceMutationVariables>;
export const ChangeCurrentSpaceDocument = new TypedDocumentString(`
    mutation ChangeCurrentSpace($spaceId: ID!) {
  changeCurrentSpace(spaceId: $spaceId) {
    success
    token
  }
}
    `) as unknown as TypedDocumentString<ChangeCurrentSpaceMutation, ChangeCurrentSpaceMutationVariables>;
export const CurrentSpaceDocument = new TypedDocumentString(`
    query CurrentSpace {
  currentUserSession {
    currentSpaceId
  }
}
    `) as unknown as TypedDocumentString<CurrentSpaceQuery, CurrentSpaceQueryVariables>;
export const UserRolesDocument = new TypedDocumentString(`
    query UserRoles {
  userRoles {
    _id
    name
    permissions
    isBuiltIn
  }
}
    `) as unknown as TypedDocumentString<UserRolesQuery, UserRolesQueryVariables>;
export const AllPermissionsDocument = new TypedDocumentString(`
    query AllPermissions {
  allPermissions
}
    `) as unknown as TypedDocumentString<AllPermissionsQuery, AllPermissionsQueryVariables>;
export const CreateUserRoleDocument = new TypedDocumentString(`
    mutation CreateUserRole($name: String!, $permissions: [String!]!) {
  createUserRole(name: $name, permissions: $permissions) {
    _id
    name
    permissions
    isBuiltIn
  }
}
    `) as unknown as TypedDocumentString<CreateUserRoleMutation, CreateUserRoleMutationVariables>;
export const UpdateUserRoleDocument = new TypedDocumentString(`
    mutation UpdateUserRole($id: ID!, $name: String!, $permissions: [String!]!) {
  updateUserRole(id: $id, name: $name, permissions: $permissions) {
    _id
    name
    permissions
  }
}
    `) as unknown as TypedDocumentString<UpdateUserRoleMutation, UpdateUserRoleMutationVariables>;
export const DeleteUserRoleDocument = new TypedDocumentString(`
    mutation DeleteUserRole($id: ID!) {
  deleteUserRole(id: $id)
}
    `) as unknown as TypedDocumentString<DeleteUserRoleMutation, DeleteUserRoleMutationVariables>;
export const RoleGatedDevicesDocument = new TypedDocumentString(`
    query RoleGatedDevices {
  devices {
    _id
  }
}
    `) as unknown as TypedDocumentString<RoleGatedDevicesQuery, RoleGatedDevicesQueryVariables>;
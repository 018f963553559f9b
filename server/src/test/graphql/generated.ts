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

/**
 * meals: MenuBoardMeal[] as JSON (without imageUrl), validated; BAD_USER_INPUT carries fieldErrors
 * with exact paths (e.g. meals.0.allergens.1). With menuBoardLocationId the board is daily and needs
 * menuDate; without it the board is static and has no date. type, when given, must agree.
 */
export type CreateMenuBoardInput = {
  alternativeLanguages?: Array<string> | null | undefined;
  language?: string | null | undefined;
  meals?: unknown;
  menuBoardLocationId?: string | number | null | undefined;
  menuDate?: string | null | undefined;
  name?: string | null | undefined;
  origin?: MenuBoardOrigin | null | undefined;
  type?: MenuBoardType | null | undefined;
};

/**
 * dataSource may be left out: it follows from the id given (none: NONE). The id matching the source
 * is required, the other one must be absent.
 */
export type CreateMenuBoardLocationInput = {
  /** ISO 4217 code; CZK when left out. */
  currency?: string | null | undefined;
  dataSource?: MenuBoardDataSource | null | undefined;
  gsAffiliateId?: string | null | undefined;
  name: string;
  septimStoreId?: string | null | undefined;
};

/**
 * spaceIds left out (or null): offered in every space of the account. An empty list: only in the
 * space the user is in now (the answer names it). A list: in those spaces of the account.
 */
export type CreateMenuBoardMealTemplateInput = {
  body: unknown;
  internalName: string;
  spaceIds?: Array<string | number> | null | undefined;
};

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

export type CreateServiceAccountInput = {
  /** The first administrator, invited by e-mail to choose a password. */
  adminEmail: string;
  /** subscription, invoice or none. */
  billingType: string;
  name: string;
  tariff: string;
};

/** queued (stored) -> delivered (the device read it) -> done or failed (the device reported). */
export type DeviceCommandStatus =
  | 'delivered'
  | 'done'
  | 'failed'
  | 'queued';

export type DeviceCommandType =
  | 'clearCache'
  | 'displayOff'
  | 'displayOn'
  | 'reboot'
  | 'reload'
  /** The screen takes a picture of itself and uploads it (uploadDeviceScreenshot). */
  | 'screenshot';

export type DeviceLogLevel =
  /** An uncaught error or an unhandled rejection in the player. */
  | 'crash'
  | 'error'
  | 'info'
  | 'warn';

export type DeviceLogLineInput = {
  level: DeviceLogLevel;
  loggedAt: string;
  message: string;
  /** The line's number in its stream; a line sent again is stored once. */
  seq: number;
};

export type DeviceScreenshotInput = {
  /** The image bytes, base64, at most 2 MB once decoded. */
  base64: string;
  /** What the host says the image is; the server checks it against the image's bytes. */
  mimeType: string;
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

/** Where a location's menus come from: entered by hand (NONE) or a point-of-sale system. Fixed at creation. */
export type MenuBoardDataSource =
  | 'GS'
  | 'NONE'
  | 'SEPTIM';

export type MenuBoardFilter = {
  menuBoardLocationId?: MenuBoardLocationIdFilter | null | undefined;
};

/** eq: boards of that location; isNull true: static boards. */
export type MenuBoardLocationIdFilter = {
  eq?: string | number | null | undefined;
  isNull?: boolean | null | undefined;
};

export type MenuBoardOrigin =
  | 'gs'
  | 'manual'
  | 'septim';

export type MenuBoardSort = {
  direction?: SortDirection;
  field?: MenuBoardSortField;
};

export type MenuBoardSortField =
  | 'createdAt'
  | 'menuDate';

/** daily: one per location and menuDate; static: no location, no date. */
export type MenuBoardType =
  | 'daily'
  | 'static';

/** The signed-in person's own contact details; a field left out stays, an empty one is removed. */
export type MyProfileInput = {
  /** ISO 3166-1 alpha-2 country code such as CZ. */
  countryCode?: string | null | undefined;
  /** International format (E.164) such as +420601234567; spaces, dashes and brackets are dropped. */
  phoneNumber?: string | null | undefined;
};

/** Fields of a playlist; on update only the given ones change (layout: null means one full-screen zone). */
export type PlaylistInput = {
  layout?: unknown;
  mediaFit?: MediaFit | null | undefined;
  name?: string | null | undefined;
  /** PlaylistItem[] as in @marquee/sdk/model; validated with its playlistSchema. */
  playlistItems?: unknown;
  spaceIds?: Array<string | number> | null | undefined;
};

/** A point-of-sale system that menus are read from, chosen in the location dialog. */
export type PosSource =
  /** The GS food-service system (GS Affiliate ID): boards with categories of meals. */
  | 'GS'
  /** The store system of the v1 board (Septim Store ID): a menuDate and a list of meals. */
  | 'SEPTIM';

export type PromotionInput = {
  /** 1 to 100, or null. */
  discountPercents?: number | null | undefined;
  redirectUrl?: string | null | undefined;
  title: string;
  /** e.g. PROMOTION (the banner shows PROMOTION-type ones). */
  type: string;
  /** Null: from now. */
  validFrom?: string | null | undefined;
  validUntil: string;
};

export type Role =
  | 'ROLE_ADMIN'
  | 'ROLE_GOD'
  | 'ROLE_USER';

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

export type ServiceAccountInput = {
  billingType?: string | null | undefined;
  /** Replaces the account's tariff features; each one of serviceAdminCatalog.features. */
  enabledFeatures?: Array<string> | null | undefined;
  enabledItemTypes?: Array<string> | null | undefined;
  freeScreens?: number | null | undefined;
  isTrial?: boolean | null | undefined;
  /** Decimal megabytes, 0 to 10,000,000. */
  maxStorageCapacityInMB?: number | null | undefined;
  subscribedScreens?: number | null | undefined;
  tariff?: string | null | undefined;
  /** Null with isTrial false; required while isTrial is true. */
  trialEndsAt?: string | null | undefined;
};

export type ServiceAccountSortField =
  | 'createdAt'
  | 'lastActivityAt'
  | 'name'
  | 'screensOnline'
  | 'screensTotal'
  | 'storageUsedMB'
  | 'userCount';

export type ServiceDeviceCommandInput = {
  accountId: string | number;
  deviceId: string | number;
  type: DeviceCommandType;
};

export type SignUpInput = {
  accountName?: string | null | undefined;
  email: string;
  partnerAccountId?: string | number | null | undefined;
  password: string;
};

export type SonyDisplayByCodeInput = {
  groupId?: string | number | null | undefined;
  /** The screen's name, at most 100 characters. */
  name: string;
  /** The one-time code the display shows: 4 to 32 letters, digits or dashes. */
  oneTimeCode: string;
};

export type SonyDisplayBySerialInput = {
  groupId?: string | number | null | undefined;
  /** The display's address on the local network (10.x, 172.16-31.x or 192.168.x), for IP control on port 80. */
  ipAddress?: string | null | undefined;
  /** The screen's name, at most 100 characters. */
  name: string;
  /** The display's IP control pre-shared key, at most 64 characters; needed with ipAddress. */
  psk?: string | null | undefined;
  /** The serial number, at most 32 letters, digits or dashes. */
  serial: string;
};

export type SonyDisplayStatus =
  /** Its player started: it is a paired screen. */
  | 'playing'
  /** Released: its screen was removed and its link refused. */
  | 'released'
  /** Registered; its player has not started with its provisioning link yet. */
  | 'waiting';

export type SortDirection =
  | 'asc'
  | 'desc';

export type StartImpersonationInput = {
  /** Why, for both accounts' audit logs (required). */
  reason: string;
  /** A user of any account but a service admin. */
  userId: string | number;
};

export type UpdateFolderInput = {
  name?: string | null | undefined;
  /** null moves the folder to the root. */
  parentFolderId?: string | number | null | undefined;
  spaceIds?: Array<string | number> | null | undefined;
};

/** Only the given fields change; menuDate only on a daily board. */
export type UpdateMenuBoardInput = {
  alternativeLanguages?: Array<string> | null | undefined;
  language?: string | null | undefined;
  meals?: unknown;
  menuDate?: string | null | undefined;
  name?: string | null | undefined;
};

/**
 * The name and the currency change. The source fields may be sent back as they are; a different
 * value is refused with BAD_USER_INPUT (it cannot be changed after creation; support can).
 */
export type UpdateMenuBoardLocationInput = {
  /** ISO 4217 code. */
  currency?: string | null | undefined;
  dataSource?: MenuBoardDataSource | null | undefined;
  gsAffiliateId?: string | null | undefined;
  name?: string | null | undefined;
  septimStoreId?: string | null | undefined;
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

export type AiConfigQueryVariables = Exact<{ [key: string]: never; }>;


export type AiConfigQuery = { aiConfig: { isEnabled: boolean, models: Array<{ name: string, label: string, isEnabled: boolean }> } };

export type SetAiModelEnabledMutationVariables = Exact<{
  name: string;
  enabled: boolean;
}>;


export type SetAiModelEnabledMutation = { setAiModelEnabled: { isEnabled: boolean, models: Array<{ name: string, isEnabled: boolean }> } };

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

export type AuditLogNamesQueryVariables = Exact<{
  filter?: AuditLogFilter | null | undefined;
}>;


export type AuditLogNamesQuery = { auditLog: { items: Array<{ action: string, subjects: Array<{ kind: string, name: string | null, deleted: boolean }> }> } };

export type TakeScreenshotMutationVariables = Exact<{
  deviceId: string | number;
}>;


export type TakeScreenshotMutation = { sendDeviceCommand: { _id: string, status: DeviceCommandStatus } };

export type UploadDeviceScreenshotMutationVariables = Exact<{
  commandId: string | number;
  image: DeviceScreenshotInput;
}>;


export type UploadDeviceScreenshotMutation = { uploadDeviceScreenshot: { _id: string, type: DeviceCommandType, status: DeviceCommandStatus } };

export type DeviceScreenshotQueryVariables = Exact<{
  id: string | number;
}>;


export type DeviceScreenshotQuery = { device: { _id: string, screenshot: { url: string, mimeType: string, width: number, height: number, takenAt: string, commandId: string | null } | null } | null };

export type RecordDeviceLogsMutationVariables = Exact<{
  stream: string | number;
  lines: Array<DeviceLogLineInput> | DeviceLogLineInput;
}>;


export type RecordDeviceLogsMutation = { recordDeviceLogs: { acknowledgedSeq: number } };

export type DeviceLogsQueryVariables = Exact<{
  id: string | number;
  levels?: Array<DeviceLogLevel> | DeviceLogLevel | null | undefined;
  before?: string | number | null | undefined;
  limit?: number | null | undefined;
}>;


export type DeviceLogsQuery = { device: { _id: string, logs: { hasOlder: boolean, entries: Array<{ _id: string, level: DeviceLogLevel, message: string, loggedAt: string }> } } | null };

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

export type TestMenuBoardLocationFragment = { _id: string, name: string, dataSource: MenuBoardDataSource, septimStoreId: string | null, gsAffiliateId: string | null, currency: string };

export type TestMenuBoardFragment = { _id: string, currency: string, name: string | null, menuDate: string | null, menuBoardLocationId: string | null, language: string, alternativeLanguages: Array<string>, origin: MenuBoardOrigin, type: MenuBoardType, createdAt: string, meals: Array<{ _id: string, price: string | null, allergens: Array<number>, energy: number | null, isAvailable: boolean, isSoldOut: boolean, fileId: string | null, imageUrl: string | null, name: { default: string, alternatives: Array<{ language: string, value: string }> }, category: { default: string } | null, description: { default: string } | null, customData: { pictograms: Array<number> }, extras: Array<{ title: string, allergens: Array<number>, price: string | null, isSoldOut: boolean }> }> };

export type TestMenuBoardLocationsQueryVariables = Exact<{ [key: string]: never; }>;


export type TestMenuBoardLocationsQuery = { menuBoardLocations: Array<{ _id: string, name: string, dataSource: MenuBoardDataSource, septimStoreId: string | null, gsAffiliateId: string | null, currency: string }> };

export type TestMenuBoardLocationQueryVariables = Exact<{
  id: string | number;
}>;


export type TestMenuBoardLocationQuery = { menuBoardLocation: { _id: string, name: string, dataSource: MenuBoardDataSource, septimStoreId: string | null, gsAffiliateId: string | null, currency: string } };

export type TestCreateMenuBoardLocationMutationVariables = Exact<{
  data: CreateMenuBoardLocationInput;
}>;


export type TestCreateMenuBoardLocationMutation = { createMenuBoardLocation: { _id: string, name: string, dataSource: MenuBoardDataSource, septimStoreId: string | null, gsAffiliateId: string | null, currency: string } };

export type TestUpdateMenuBoardLocationMutationVariables = Exact<{
  id: string | number;
  data: UpdateMenuBoardLocationInput;
}>;


export type TestUpdateMenuBoardLocationMutation = { updateMenuBoardLocation: { _id: string, name: string, dataSource: MenuBoardDataSource, septimStoreId: string | null, gsAffiliateId: string | null, currency: string } };

export type TestDeleteMenuBoardLocationMutationVariables = Exact<{
  id: string | number;
}>;


export type TestDeleteMenuBoardLocationMutation = { deleteMenuBoardLocation: boolean };

export type TestMenuBoardsQueryVariables = Exact<{
  filter?: MenuBoardFilter | null | undefined;
  sort?: MenuBoardSort | null | undefined;
  limit?: number | null | undefined;
  offset?: number | null | undefined;
}>;


export type TestMenuBoardsQuery = { menuBoards: { total: number, data: Array<{ _id: string, name: string | null, menuDate: string | null, menuBoardLocationId: string | null, type: MenuBoardType, createdAt: string, meals: Array<{ name: { default: string } }> }> } };

export type TestMenuBoardIdsQueryVariables = Exact<{
  filter?: MenuBoardFilter | null | undefined;
  sort?: MenuBoardSort | null | undefined;
  limit?: number | null | undefined;
  offset?: number | null | undefined;
}>;


export type TestMenuBoardIdsQuery = { menuBoards: { total: number, data: Array<{ _id: string }> } };

export type TestMenuBoardQueryVariables = Exact<{
  id: string | number;
}>;


export type TestMenuBoardQuery = { menuBoard: { _id: string, currency: string, name: string | null, menuDate: string | null, menuBoardLocationId: string | null, language: string, alternativeLanguages: Array<string>, origin: MenuBoardOrigin, type: MenuBoardType, createdAt: string, meals: Array<{ _id: string, price: string | null, allergens: Array<number>, energy: number | null, isAvailable: boolean, isSoldOut: boolean, fileId: string | null, imageUrl: string | null, name: { default: string, alternatives: Array<{ language: string, value: string }> }, category: { default: string } | null, description: { default: string } | null, customData: { pictograms: Array<number> }, extras: Array<{ title: string, allergens: Array<number>, price: string | null, isSoldOut: boolean }> }> } };

export type TestMenuBoardForDayQueryVariables = Exact<{
  locationId: string | number;
  menuDate: string;
  deviceId?: string | number | null | undefined;
}>;


export type TestMenuBoardForDayQuery = { menuBoardForDay: { _id: string, currency: string, name: string | null, menuDate: string | null, menuBoardLocationId: string | null, language: string, alternativeLanguages: Array<string>, origin: MenuBoardOrigin, type: MenuBoardType, createdAt: string, meals: Array<{ _id: string, price: string | null, allergens: Array<number>, energy: number | null, isAvailable: boolean, isSoldOut: boolean, fileId: string | null, imageUrl: string | null, name: { default: string, alternatives: Array<{ language: string, value: string }> }, category: { default: string } | null, description: { default: string } | null, customData: { pictograms: Array<number> }, extras: Array<{ title: string, allergens: Array<number>, price: string | null, isSoldOut: boolean }> }> } | null };

export type TestMenuBoardDatesQueryVariables = Exact<{
  locationId: string | number;
  month: string;
}>;


export type TestMenuBoardDatesQuery = { menuBoardDates: Array<string> };

export type TestCreateMenuBoardMutationVariables = Exact<{
  data: CreateMenuBoardInput;
}>;


export type TestCreateMenuBoardMutation = { createMenuBoard: { _id: string, currency: string, name: string | null, menuDate: string | null, menuBoardLocationId: string | null, language: string, alternativeLanguages: Array<string>, origin: MenuBoardOrigin, type: MenuBoardType, createdAt: string, meals: Array<{ _id: string, price: string | null, allergens: Array<number>, energy: number | null, isAvailable: boolean, isSoldOut: boolean, fileId: string | null, imageUrl: string | null, name: { default: string, alternatives: Array<{ language: string, value: string }> }, category: { default: string } | null, description: { default: string } | null, customData: { pictograms: Array<number> }, extras: Array<{ title: string, allergens: Array<number>, price: string | null, isSoldOut: boolean }> }> } };

export type TestUpdateMenuBoardMutationVariables = Exact<{
  id: string | number;
  data: UpdateMenuBoardInput;
}>;


export type TestUpdateMenuBoardMutation = { updateMenuBoard: { _id: string, currency: string, name: string | null, menuDate: string | null, menuBoardLocationId: string | null, language: string, alternativeLanguages: Array<string>, origin: MenuBoardOrigin, type: MenuBoardType, createdAt: string, meals: Array<{ _id: string, price: string | null, allergens: Array<number>, energy: number | null, isAvailable: boolean, isSoldOut: boolean, fileId: string | null, imageUrl: string | null, name: { default: string, alternatives: Array<{ language: string, value: string }> }, category: { default: string } | null, description: { default: string } | null, customData: { pictograms: Array<number> }, extras: Array<{ title: string, allergens: Array<number>, price: string | null, isSoldOut: boolean }> }> } };

export type TestDuplicateMenuBoardMutationVariables = Exact<{
  id: string | number;
  menuDate?: string | null | undefined;
}>;


export type TestDuplicateMenuBoardMutation = { duplicateMenuBoard: { _id: string, currency: string, name: string | null, menuDate: string | null, menuBoardLocationId: string | null, language: string, alternativeLanguages: Array<string>, origin: MenuBoardOrigin, type: MenuBoardType, createdAt: string, meals: Array<{ _id: string, price: string | null, allergens: Array<number>, energy: number | null, isAvailable: boolean, isSoldOut: boolean, fileId: string | null, imageUrl: string | null, name: { default: string, alternatives: Array<{ language: string, value: string }> }, category: { default: string } | null, description: { default: string } | null, customData: { pictograms: Array<number> }, extras: Array<{ title: string, allergens: Array<number>, price: string | null, isSoldOut: boolean }> }> } };

export type TestDeleteMenuBoardMutationVariables = Exact<{
  id: string | number;
}>;


export type TestDeleteMenuBoardMutation = { deleteMenuBoard: boolean };

export type TestConvertToStaticMenuBoardMutationVariables = Exact<{
  categories: unknown;
  name?: string | null | undefined;
}>;


export type TestConvertToStaticMenuBoardMutation = { convertToStaticMenuBoard: { _id: string, currency: string, name: string | null, menuDate: string | null, menuBoardLocationId: string | null, language: string, alternativeLanguages: Array<string>, origin: MenuBoardOrigin, type: MenuBoardType, createdAt: string, meals: Array<{ _id: string, price: string | null, allergens: Array<number>, energy: number | null, isAvailable: boolean, isSoldOut: boolean, fileId: string | null, imageUrl: string | null, name: { default: string, alternatives: Array<{ language: string, value: string }> }, category: { default: string } | null, description: { default: string } | null, customData: { pictograms: Array<number> }, extras: Array<{ title: string, allergens: Array<number>, price: string | null, isSoldOut: boolean }> }> } };

export type TestMenuBoardMealTemplatesQueryVariables = Exact<{ [key: string]: never; }>;


export type TestMenuBoardMealTemplatesQuery = { menuBoardMealTemplates: { data: Array<{ _id: string, internalName: string, spaceIds: Array<string> | null, body: unknown }> } };

export type TestCreateMenuBoardMealTemplateMutationVariables = Exact<{
  data: CreateMenuBoardMealTemplateInput;
}>;


export type TestCreateMenuBoardMealTemplateMutation = { createMenuBoardMealTemplate: { _id: string, internalName: string, spaceIds: Array<string> | null, body: unknown } };

export type TestDeleteMenuBoardMealTemplateMutationVariables = Exact<{
  id: string | number;
}>;


export type TestDeleteMenuBoardMealTemplateMutation = { deleteMenuBoardMealTemplate: boolean };

export type PosStoreMenuAnswerFragment = { warning: string | null, fetchedAt: string | null, boards: Array<{ id: string, menuDate: string, title: string | null, foodKindCode: string | null, availableFrom: string | null, availableTo: string | null, categories: Array<string>, meals: Array<{ id: string, name: string, category: string | null, description: string | null, type: string | null, allergens: Array<number>, price: number | null, priceText: string | null, energy: number | null, carbs: number | null, proteins: number | null, fats: number | null, cholesterol: number | null, isAvailable: boolean, isSoldOut: boolean, imageUrl: string | null, pictograms: Array<number>, receiptId: string | null, septimId: string | null, nameTranslations: Array<{ languageCode: string, value: string }> }> }> };

export type PosStoreMenuBoardsQueryVariables = Exact<{
  source: PosSource;
  storeId: string;
  dateFrom: string;
  dateTo: string;
}>;


export type PosStoreMenuBoardsQuery = { storeMenuBoards: { warning: string | null, fetchedAt: string | null, boards: Array<{ id: string, menuDate: string, title: string | null, foodKindCode: string | null, availableFrom: string | null, availableTo: string | null, categories: Array<string>, meals: Array<{ id: string, name: string, category: string | null, description: string | null, type: string | null, allergens: Array<number>, price: number | null, priceText: string | null, energy: number | null, carbs: number | null, proteins: number | null, fats: number | null, cholesterol: number | null, isAvailable: boolean, isSoldOut: boolean, imageUrl: string | null, pictograms: Array<number>, receiptId: string | null, septimId: string | null, nameTranslations: Array<{ languageCode: string, value: string }> }> }> } };

export type PosCurrentStoreMenuQueryVariables = Exact<{
  source: PosSource;
  storeId: string;
}>;


export type PosCurrentStoreMenuQuery = { currentStoreMenu: { warning: string | null, fetchedAt: string | null, boards: Array<{ id: string, menuDate: string, title: string | null, foodKindCode: string | null, availableFrom: string | null, availableTo: string | null, categories: Array<string>, meals: Array<{ id: string, name: string, category: string | null, description: string | null, type: string | null, allergens: Array<number>, price: number | null, priceText: string | null, energy: number | null, carbs: number | null, proteins: number | null, fats: number | null, cholesterol: number | null, isAvailable: boolean, isSoldOut: boolean, imageUrl: string | null, pictograms: Array<number>, receiptId: string | null, septimId: string | null, nameTranslations: Array<{ languageCode: string, value: string }> }> }> } };

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

export type ServiceAccountFactsFragment = { _id: string, name: string, tariff: string, billingType: string, partnerName: string | null, createdAt: string, lastActivityAt: string | null, disabled: boolean, screensOnline: number, screensTotal: number, storageUsedMB: number, storageMaxMB: number, userCount: number, enabledFeatures: Array<string>, subscribedScreens: number, freeScreens: number, isTrial: boolean, trialEndsAt: string | null, enabledItemTypes: Array<string> };

export type ServiceAccountsQueryVariables = Exact<{
  search?: string | null | undefined;
  sort?: ServiceAccountSortField | null | undefined;
  direction?: SortDirection | null | undefined;
  first?: number | null | undefined;
  offset?: number | null | undefined;
}>;


export type ServiceAccountsQuery = { serviceAccounts: { total: number, items: Array<{ _id: string, name: string, tariff: string, billingType: string, partnerName: string | null, createdAt: string, lastActivityAt: string | null, disabled: boolean, screensOnline: number, screensTotal: number, storageUsedMB: number, storageMaxMB: number, userCount: number, enabledFeatures: Array<string>, subscribedScreens: number, freeScreens: number, isTrial: boolean, trialEndsAt: string | null, enabledItemTypes: Array<string> }> } };

export type ServiceAccountQueryVariables = Exact<{
  id: string | number;
}>;


export type ServiceAccountQuery = { serviceAccount: { _id: string, name: string, tariff: string, billingType: string, partnerName: string | null, createdAt: string, lastActivityAt: string | null, disabled: boolean, screensOnline: number, screensTotal: number, storageUsedMB: number, storageMaxMB: number, userCount: number, enabledFeatures: Array<string>, subscribedScreens: number, freeScreens: number, isTrial: boolean, trialEndsAt: string | null, enabledItemTypes: Array<string>, users: Array<{ _id: string, email: string, role: Role, userRoleName: string }>, spaces: Array<{ _id: string, name: string }>, screens: Array<{ _id: string, name: string, online: boolean }> } | null };

export type UpdateServiceAccountMutationVariables = Exact<{
  id: string | number;
  input: ServiceAccountInput;
}>;


export type UpdateServiceAccountMutation = { updateServiceAccount: { _id: string, name: string, tariff: string, billingType: string, partnerName: string | null, createdAt: string, lastActivityAt: string | null, disabled: boolean, screensOnline: number, screensTotal: number, storageUsedMB: number, storageMaxMB: number, userCount: number, enabledFeatures: Array<string>, subscribedScreens: number, freeScreens: number, isTrial: boolean, trialEndsAt: string | null, enabledItemTypes: Array<string> } };

export type SetServiceAccountDisabledMutationVariables = Exact<{
  id: string | number;
  disabled: boolean;
}>;


export type SetServiceAccountDisabledMutation = { setServiceAccountDisabled: { _id: string, disabled: boolean } };

export type CreateServiceAccountMutationVariables = Exact<{
  input: CreateServiceAccountInput;
}>;


export type CreateServiceAccountMutation = { createServiceAccount: { _id: string, name: string, tariff: string, billingType: string, partnerName: string | null, createdAt: string, lastActivityAt: string | null, disabled: boolean, screensOnline: number, screensTotal: number, storageUsedMB: number, storageMaxMB: number, userCount: number, enabledFeatures: Array<string>, subscribedScreens: number, freeScreens: number, isTrial: boolean, trialEndsAt: string | null, enabledItemTypes: Array<string> } };

export type StartImpersonationMutationVariables = Exact<{
  input: StartImpersonationInput;
}>;


export type StartImpersonationMutation = { startImpersonation: { token: string, user: { _id: string, email: { email: string } } } };

export type StopImpersonationMutationVariables = Exact<{ [key: string]: never; }>;


export type StopImpersonationMutation = { stopImpersonation: { token: string, user: { email: { email: string } } } };

export type ActingServiceAdminQueryVariables = Exact<{ [key: string]: never; }>;


export type ActingServiceAdminQuery = { actingServiceAdmin: { email: string, accountName: string } | null, currentUser: { email: { email: string } } | null };

export type ServiceDeviceCommandsQueryVariables = Exact<{
  accountId: string | number;
}>;


export type ServiceDeviceCommandsQuery = { serviceDeviceCommands: Array<{ _id: string, deviceId: string, type: DeviceCommandType, status: DeviceCommandStatus }> };

export type SendServiceDeviceCommandMutationVariables = Exact<{
  input: ServiceDeviceCommandInput;
}>;


export type SendServiceDeviceCommandMutation = { sendServiceDeviceCommand: { _id: string, deviceName: string | null, type: DeviceCommandType, status: DeviceCommandStatus } };

export type ServicePromotionsQueryVariables = Exact<{ [key: string]: never; }>;


export type ServicePromotionsQuery = { servicePromotions: Array<{ _id: string, title: string, validFrom: string | null, validUntil: string, status: string }> };

export type CreatePromotionMutationVariables = Exact<{
  input: PromotionInput;
}>;


export type CreatePromotionMutation = { createPromotion: { _id: string, title: string, status: string } };

export type EndPromotionMutationVariables = Exact<{
  id: string | number;
}>;


export type EndPromotionMutation = { endPromotion: { _id: string, status: string } };

export type TestSonyDisplayFragment = { _id: string, name: string, status: SonyDisplayStatus, serial: string | null, mac: string | null, model: string | null, ipAddress: string | null, hasPsk: boolean, groupId: string | null, deviceId: string | null, provisioningUrl: string | null, ipControlNote: string | null };

export type TestSonyDisplaysQueryVariables = Exact<{ [key: string]: never; }>;


export type TestSonyDisplaysQuery = { sonyDisplays: Array<{ _id: string, name: string, status: SonyDisplayStatus, serial: string | null, mac: string | null, model: string | null, ipAddress: string | null, hasPsk: boolean, groupId: string | null, deviceId: string | null, provisioningUrl: string | null, ipControlNote: string | null }>, sonyBraviaSetup: { kittingConfigured: boolean, ipControlEnabled: boolean } };

export type TestRegisterSonyByCodeMutationVariables = Exact<{
  input: SonyDisplayByCodeInput;
}>;


export type TestRegisterSonyByCodeMutation = { registerSonyDisplayByCode: { _id: string, name: string, status: SonyDisplayStatus, serial: string | null, mac: string | null, model: string | null, ipAddress: string | null, hasPsk: boolean, groupId: string | null, deviceId: string | null, provisioningUrl: string | null, ipControlNote: string | null } };

export type TestRegisterSonyBySerialMutationVariables = Exact<{
  input: SonyDisplayBySerialInput;
}>;


export type TestRegisterSonyBySerialMutation = { registerSonyDisplayBySerial: { _id: string, name: string, status: SonyDisplayStatus, serial: string | null, mac: string | null, model: string | null, ipAddress: string | null, hasPsk: boolean, groupId: string | null, deviceId: string | null, provisioningUrl: string | null, ipControlNote: string | null } };

export type TestReleaseSonyMutationVariables = Exact<{
  id: string | number;
}>;


export type TestReleaseSonyMutation = { releaseSonyDisplay: { _id: string, name: string, status: SonyDisplayStatus, serial: string | null, mac: string | null, model: string | null, ipAddress: string | null, hasPsk: boolean, groupId: string | null, deviceId: string | null, provisioningUrl: string | null, ipControlNote: string | null } };

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

export type SupportConfigQueryVariables = Exact<{ [key: string]: never; }>;


export type SupportConfigQuery = { supportConfig: { chatScriptUrl: string | null, chatId: string | null, email: string | null } };

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

export type UpdateMyProfileMutationVariables = Exact<{
  input: MyProfileInput;
}>;


export type UpdateMyProfileMutation = { updateMyProfile: { _id: string, countryCode: string | null, phoneNumber: { phone: string } | null } };

export type MyProfileQueryVariables = Exact<{ [key: string]: never; }>;


export type MyProfileQuery = { currentUser: { _id: string, countryCode: string | null, phoneNumber: { phone: string } | null } | null };

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
export const TestMenuBoardLocationFragmentDoc = new TypedDocumentString(`
    fragment TestMenuBoardLocation on MenuBoardLocation {
  _id
  name
  dataSource
  septimStoreId
  gsAffiliateId
  currency
}
    `, {"fragmentName":"TestMenuBoardLocation"}) as unknown as TypedDocumentString<TestMenuBoardLocationFragment, unknown>;
export const TestMenuBoardFragmentDoc = new TypedDocumentString(`
    fragment TestMenuBoard on MenuBoard {
  _id
  currency
  name
  menuDate
  menuBoardLocationId
  language
  alternativeLanguages
  origin
  type
  createdAt
  meals {
    _id
    name {
      default
      alternatives {
        language
        value
      }
    }
    category {
      default
    }
    description {
      default
    }
    price
    allergens
    energy
    isAvailable
    isSoldOut
    fileId
    imageUrl
    customData {
      pictograms
    }
    extras {
      title
      allergens
      price
      isSoldOut
    }
  }
}
    `, {"fragmentName":"TestMenuBoard"}) as unknown as TypedDocumentString<TestMenuBoardFragment, unknown>;
export const PosStoreMenuAnswerFragmentDoc = new TypedDocumentString(`
    fragment PosStoreMenuAnswer on StoreMenuAnswer {
  warning
  fetchedAt
  boards {
    id
    menuDate
    title
    foodKindCode
    availableFrom
    availableTo
    categories
    meals {
      id
      name
      category
      nameTranslations {
        languageCode
        value
      }
      description
      type
      allergens
      price
      priceText
      energy
      carbs
      proteins
      fats
      cholesterol
      isAvailable
      isSoldOut
      imageUrl
      pictograms
      receiptId
      septimId
    }
  }
}
    `, {"fragmentName":"PosStoreMenuAnswer"}) as unknown as TypedDocumentString<PosStoreMenuAnswerFragment, unknown>;
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
export const ServiceAccountFactsFragmentDoc = new TypedDocumentString(`
    fragment ServiceAccountFacts on ServiceAccount {
  _id
  name
  tariff
  billingType
  partnerName
  createdAt
  lastActivityAt
  disabled
  screensOnline
  screensTotal
  storageUsedMB
  storageMaxMB
  userCount
  enabledFeatures
  subscribedScreens
  freeScreens
  isTrial
  trialEndsAt
  enabledItemTypes
}
    `, {"fragmentName":"ServiceAccountFacts"}) as unknown as TypedDocumentString<ServiceAccountFactsFragment, unknown>;
export const TestSonyDisplayFragmentDoc = new TypedDocumentString(`
    fragment TestSonyDisplay on SonyDisplay {
  _id
  name
  status
  serial
  mac
  model
  ipAddress
  hasPsk
  groupId
  deviceId
  provisioningUrl
  ipControlNote
}
    `, {"fragmentName":"TestSonyDisplay"}) as unknown as TypedDocumentString<TestSonyDisplayFragment, unknown>;
export const AiConfigDocument = new TypedDocumentString(`
    query AiConfig {
  aiConfig {
    isEnabled
    models {
      name
      label
      isEnabled
    }
  }
}
    `) as unknown as TypedDocumentString<AiConfigQuery, AiConfigQueryVariables>;
export const SetAiModelEnabledDocument = new TypedDocumentString(`
    mutation SetAiModelEnabled($name: String!, $enabled: Boolean!) {
  setAiModelEnabled(name: $name, enabled: $enabled) {
    isEnabled
    models {
      name
      isEnabled
    }
  }
}
    `) as unknown as TypedDocumentString<SetAiModelEnabledMutation, SetAiModelEnabledMutationVariables>;
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
export const AuditLogNamesDocument = new TypedDocumentString(`
    query AuditLogNames($filter: AuditLogFilter) {
  auditLog(filter: $filter, limit: 20) {
    items {
      action
      subjects {
        kind
        name
        deleted
      }
    }
  }
}
    `) as unknown as TypedDocumentString<AuditLogNamesQuery, AuditLogNamesQueryVariables>;
export const TakeScreenshotDocument = new TypedDocumentString(`
    mutation TakeScreenshot($deviceId: ID!) {
  sendDeviceCommand(deviceId: $deviceId, type: screenshot) {
    _id
    status
  }
}
    `) as unknown as TypedDocumentString<TakeScreenshotMutation, TakeScreenshotMutationVariables>;
export const UploadDeviceScreenshotDocument = new TypedDocumentString(`
    mutation UploadDeviceScreenshot($commandId: ID!, $image: DeviceScreenshotInput!) {
  uploadDeviceScreenshot(commandId: $commandId, image: $image) {
    _id
    type
    status
  }
}
    `) as unknown as TypedDocumentString<UploadDeviceScreenshotMutation, UploadDeviceScreenshotMutationVariables>;
export const DeviceScreenshotDocument = new TypedDocumentString(`
    query DeviceScreenshot($id: ID!) {
  device(id: $id) {
    _id
    screenshot {
      url
      mimeType
      width
      height
      takenAt
      commandId
    }
  }
}
    `) as unknown as TypedDocumentString<DeviceScreenshotQuery, DeviceScreenshotQueryVariables>;
export const RecordDeviceLogsDocument = new TypedDocumentString(`
    mutation RecordDeviceLogs($stream: ID!, $lines: [DeviceLogLineInput!]!) {
  recordDeviceLogs(stream: $stream, lines: $lines) {
    acknowledgedSeq
  }
}
    `) as unknown as TypedDocumentString<RecordDeviceLogsMutation, RecordDeviceLogsMutationVariables>;
export const DeviceLogsDocument = new TypedDocumentString(`
    query DeviceLogs($id: ID!, $levels: [DeviceLogLevel!], $before: ID, $limit: Int) {
  device(id: $id) {
    _id
    logs(levels: $levels, before: $before, limit: $limit) {
      entries {
        _id
        level
        message
        loggedAt
      }
      hasOlder
    }
  }
}
    `) as unknown as TypedDocumentString<DeviceLogsQuery, DeviceLogsQueryVariables>;
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
export const TestMenuBoardLocationsDocument = new TypedDocumentString(`
    query TestMenuBoardLocations {
  menuBoardLocations {
    ...TestMenuBoardLocation
  }
}
    fragment TestMenuBoardLocation on MenuBoardLocation {
  _id
  name
  dataSource
  septimStoreId
  gsAffiliateId
  currency
}`) as unknown as TypedDocumentString<TestMenuBoardLocationsQuery, TestMenuBoardLocationsQueryVariables>;
export const TestMenuBoardLocationDocument = new TypedDocumentString(`
    query TestMenuBoardLocation($id: ID!) {
  menuBoardLocation(id: $id) {
    ...TestMenuBoardLocation
  }
}
    fragment TestMenuBoardLocation on MenuBoardLocation {
  _id
  name
  dataSource
  septimStoreId
  gsAffiliateId
  currency
}`) as unknown as TypedDocumentString<TestMenuBoardLocationQuery, TestMenuBoardLocationQueryVariables>;
export const TestCreateMenuBoardLocationDocument = new TypedDocumentString(`
    mutation TestCreateMenuBoardLocation($data: CreateMenuBoardLocationInput!) {
  createMenuBoardLocation(data: $data) {
    ...TestMenuBoardLocation
  }
}
    fragment TestMenuBoardLocation on MenuBoardLocation {
  _id
  name
  dataSource
  septimStoreId
  gsAffiliateId
  currency
}`) as unknown as TypedDocumentString<TestCreateMenuBoardLocationMutation, TestCreateMenuBoardLocationMutationVariables>;
export const TestUpdateMenuBoardLocationDocument = new TypedDocumentString(`
    mutation TestUpdateMenuBoardLocation($id: ID!, $data: UpdateMenuBoardLocationInput!) {
  updateMenuBoardLocation(id: $id, data: $data) {
    ...TestMenuBoardLocation
  }
}
    fragment TestMenuBoardLocation on MenuBoardLocation {
  _id
  name
  dataSource
  septimStoreId
  gsAffiliateId
  currency
}`) as unknown as TypedDocumentString<TestUpdateMenuBoardLocationMutation, TestUpdateMenuBoardLocationMutationVariables>;
export const TestDeleteMenuBoardLocationDocument = new TypedDocumentString(`
    mutation TestDeleteMenuBoardLocation($id: ID!) {
  deleteMenuBoardLocation(id: $id)
}
    `) as unknown as TypedDocumentString<TestDeleteMenuBoardLocationMutation, TestDeleteMenuBoardLocationMutationVariables>;
export const TestMenuBoardsDocument = new TypedDocumentString(`
    query TestMenuBoards($filter: MenuBoardFilter, $sort: MenuBoardSort, $limit: Int, $offset: Int) {
  menuBoards(filter: $filter, sort: $sort, limit: $limit, offset: $offset) {
    total
    data {
      _id
      name
      menuDate
      menuBoardLocationId
      type
      createdAt
      meals {
        name {
          default
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<TestMenuBoardsQuery, TestMenuBoardsQueryVariables>;
export const TestMenuBoardIdsDocument = new TypedDocumentString(`
    query TestMenuBoardIds($filter: MenuBoardFilter, $sort: MenuBoardSort, $limit: Int, $offset: Int) {
  menuBoards(filter: $filter, sort: $sort, limit: $limit, offset: $offset) {
    total
    data {
      _id
    }
  }
}
    `) as unknown as TypedDocumentString<TestMenuBoardIdsQuery, TestMenuBoardIdsQueryVariables>;
export const TestMenuBoardDocument = new TypedDocumentString(`
    query TestMenuBoard($id: ID!) {
  menuBoard(id: $id) {
    ...TestMenuBoard
  }
}
    fragment TestMenuBoard on MenuBoard {
  _id
  currency
  name
  menuDate
  menuBoardLocationId
  language
  alternativeLanguages
  origin
  type
  createdAt
  meals {
    _id
    name {
      default
      alternatives {
        language
        value
      }
    }
    category {
      default
    }
    description {
      default
    }
    price
    allergens
    energy
    isAvailable
    isSoldOut
    fileId
    imageUrl
    customData {
      pictograms
    }
    extras {
      title
      allergens
      price
      isSoldOut
    }
  }
}`) as unknown as TypedDocumentString<TestMenuBoardQuery, TestMenuBoardQueryVariables>;
export const TestMenuBoardForDayDocument = new TypedDocumentString(`
    query TestMenuBoardForDay($locationId: ID!, $menuDate: String!, $deviceId: ID) {
  menuBoardForDay(
    menuBoardLocationId: $locationId
    menuDate: $menuDate
    deviceId: $deviceId
  ) {
    ...TestMenuBoard
  }
}
    fragment TestMenuBoard on MenuBoard {
  _id
  currency
  name
  menuDate
  menuBoardLocationId
  language
  alternativeLanguages
  origin
  type
  createdAt
  meals {
    _id
    name {
      default
      alternatives {
        language
        value
      }
    }
    category {
      default
    }
    description {
      default
    }
    price
    allergens
    energy
    isAvailable
    isSoldOut
    fileId
    imageUrl
    customData {
      pictograms
    }
    extras {
      title
      allergens
      price
      isSoldOut
    }
  }
}`) as unknown as TypedDocumentString<TestMenuBoardForDayQuery, TestMenuBoardForDayQueryVariables>;
export const TestMenuBoardDatesDocument = new TypedDocumentString(`
    query TestMenuBoardDates($locationId: ID!, $month: String!) {
  menuBoardDates(menuBoardLocationId: $locationId, month: $month)
}
    `) as unknown as TypedDocumentString<TestMenuBoardDatesQuery, TestMenuBoardDatesQueryVariables>;
export const TestCreateMenuBoardDocument = new TypedDocumentString(`
    mutation TestCreateMenuBoard($data: CreateMenuBoardInput!) {
  createMenuBoard(data: $data) {
    ...TestMenuBoard
  }
}
    fragment TestMenuBoard on MenuBoard {
  _id
  currency
  name
  menuDate
  menuBoardLocationId
  language
  alternativeLanguages
  origin
  type
  createdAt
  meals {
    _id
    name {
      default
      alternatives {
        language
        value
      }
    }
    category {
      default
    }
    description {
      default
    }
    price
    allergens
    energy
    isAvailable
    isSoldOut
    fileId
    imageUrl
    customData {
      pictograms
    }
    extras {
      title
      allergens
      price
      isSoldOut
    }
  }
}`) as unknown as TypedDocumentString<TestCreateMenuBoardMutation, TestCreateMenuBoardMutationVariables>;
export const TestUpdateMenuBoardDocument = new TypedDocumentString(`
    mutation TestUpdateMenuBoard($id: ID!, $data: UpdateMenuBoardInput!) {
  updateMenuBoard(id: $id, data: $data) {
    ...TestMenuBoard
  }
}
    fragment TestMenuBoard on MenuBoard {
  _id
  currency
  name
  menuDate
  menuBoardLocationId
  language
  alternativeLanguages
  origin
  type
  createdAt
  meals {
    _id
    name {
      default
      alternatives {
        language
        value
      }
    }
    category {
      default
    }
    description {
      default
    }
    price
    allergens
    energy
    isAvailable
    isSoldOut
    fileId
    imageUrl
    customData {
      pictograms
    }
    extras {
      title
      allergens
      price
      isSoldOut
    }
  }
}`) as unknown as TypedDocumentString<TestUpdateMenuBoardMutation, TestUpdateMenuBoardMutationVariables>;
export const TestDuplicateMenuBoardDocument = new TypedDocumentString(`
    mutation TestDuplicateMenuBoard($id: ID!, $menuDate: String) {
  duplicateMenuBoard(id: $id, menuDate: $menuDate) {
    ...TestMenuBoard
  }
}
    fragment TestMenuBoard on MenuBoard {
  _id
  currency
  name
  menuDate
  menuBoardLocationId
  language
  alternativeLanguages
  origin
  type
  createdAt
  meals {
    _id
    name {
      default
      alternatives {
        language
        value
      }
    }
    category {
      default
    }
    description {
      default
    }
    price
    allergens
    energy
    isAvailable
    isSoldOut
    fileId
    imageUrl
    customData {
      pictograms
    }
    extras {
      title
      allergens
      price
      isSoldOut
    }
  }
}`) as unknown as TypedDocumentString<TestDuplicateMenuBoardMutation, TestDuplicateMenuBoardMutationVariables>;
export const TestDeleteMenuBoardDocument = new TypedDocumentString(`
    mutation TestDeleteMenuBoard($id: ID!) {
  deleteMenuBoard(id: $id)
}
    `) as unknown as TypedDocumentString<TestDeleteMenuBoardMutation, TestDeleteMenuBoardMutationVariables>;
export const TestConvertToStaticMenuBoardDocument = new TypedDocumentString(`
    mutation TestConvertToStaticMenuBoard($categories: JSON!, $name: String) {
  convertToStaticMenuBoard(categories: $categories, name: $name) {
    ...TestMenuBoard
  }
}
    fragment TestMenuBoard on MenuBoard {
  _id
  currency
  name
  menuDate
  menuBoardLocationId
  language
  alternativeLanguages
  origin
  type
  createdAt
  meals {
    _id
    name {
      default
      alternatives {
        language
        value
      }
    }
    category {
      default
    }
    description {
      default
    }
    price
    allergens
    energy
    isAvailable
    isSoldOut
    fileId
    imageUrl
    customData {
      pictograms
    }
    extras {
      title
      allergens
      price
      isSoldOut
    }
  }
}`) as unknown as TypedDocumentString<TestConvertToStaticMenuBoardMutation, TestConvertToStaticMenuBoardMutationVariables>;
export const TestMenuBoardMealTemplatesDocument = new TypedDocumentString(`
    query TestMenuBoardMealTemplates {
  menuBoardMealTemplates {
    data {
      _id
      internalName
      spaceIds
      body
    }
  }
}
    `) as unknown as TypedDocumentString<TestMenuBoardMealTemplatesQuery, TestMenuBoardMealTemplatesQueryVariables>;
export const TestCreateMenuBoardMealTemplateDocument = new TypedDocumentString(`
    mutation TestCreateMenuBoardMealTemplate($data: CreateMenuBoardMealTemplateInput!) {
  createMenuBoardMealTemplate(data: $data) {
    _id
    internalName
    spaceIds
    body
  }
}
    `) as unknown as TypedDocumentString<TestCreateMenuBoardMealTemplateMutation, TestCreateMenuBoardMealTemplateMutationVariables>;
export const TestDeleteMenuBoardMealTemplateDocument = new TypedDocumentString(`
    mutation TestDeleteMenuBoardMealTemplate($id: ID!) {
  deleteMenuBoardMealTemplate(id: $id)
}
    `) as unknown as TypedDocumentString<TestDeleteMenuBoardMealTemplateMutation, TestDeleteMenuBoardMealTemplateMutationVariables>;
export const PosStoreMenuBoardsDocument = new TypedDocumentString(`
    query PosStoreMenuBoards($source: PosSource!, $storeId: String!, $dateFrom: String!, $dateTo: String!) {
  storeMenuBoards(
    source: $source
    storeId: $storeId
    dateFrom: $dateFrom
    dateTo: $dateTo
  ) {
    ...PosStoreMenuAnswer
  }
}
    fragment PosStoreMenuAnswer on StoreMenuAnswer {
  warning
  fetchedAt
  boards {
    id
    menuDate
    title
    foodKindCode
    availableFrom
    availableTo
    categories
    meals {
      id
      name
      category
      nameTranslations {
        languageCode
        value
      }
      description
      type
      allergens
      price
      priceText
      energy
      carbs
      proteins
      fats
      cholesterol
      isAvailable
      isSoldOut
      imageUrl
      pictograms
      receiptId
      septimId
    }
  }
}`) as unknown as TypedDocumentString<PosStoreMenuBoardsQuery, PosStoreMenuBoardsQueryVariables>;
export const PosCurrentStoreMenuDocument = new TypedDocumentString(`
    query PosCurrentStoreMenu($source: PosSource!, $storeId: String!) {
  currentStoreMenu(source: $source, storeId: $storeId) {
    ...PosStoreMenuAnswer
  }
}
    fragment PosStoreMenuAnswer on StoreMenuAnswer {
  warning
  fetchedAt
  boards {
    id
    menuDate
    title
    foodKindCode
    availableFrom
    availableTo
    categories
    meals {
      id
      name
      category
      nameTranslations {
        languageCode
        value
      }
      description
      type
      allergens
      price
      priceText
      energy
      carbs
      proteins
      fats
      cholesterol
      isAvailable
      isSoldOut
      imageUrl
      pictograms
      receiptId
      septimId
    }
  }
}`) as unknown as TypedDocumentString<PosCurrentStoreMenuQuery, PosCurrentStoreMenuQueryVariables>;
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
export const ServiceAccountsDocument = new TypedDocumentString(`
    query ServiceAccounts($search: String, $sort: ServiceAccountSortField, $direction: SortDirection, $first: Int, $offset: Int) {
  serviceAccounts(
    search: $search
    sort: $sort
    direction: $direction
    first: $first
    offset: $offset
  ) {
    total
    items {
      ...ServiceAccountFacts
    }
  }
}
    fragment ServiceAccountFacts on ServiceAccount {
  _id
  name
  tariff
  billingType
  partnerName
  createdAt
  lastActivityAt
  disabled
  screensOnline
  screensTotal
  storageUsedMB
  storageMaxMB
  userCount
  enabledFeatures
  subscribedScreens
  freeScreens
  isTrial
  trialEndsAt
  enabledItemTypes
}`) as unknown as TypedDocumentString<ServiceAccountsQuery, ServiceAccountsQueryVariables>;
export const ServiceAccountDocument = new TypedDocumentString(`
    query ServiceAccount($id: ID!) {
  serviceAccount(id: $id) {
    ...ServiceAccountFacts
    users {
      _id
      email
      role
      userRoleName
    }
    spaces {
      _id
      name
    }
    screens {
      _id
      name
      online
    }
  }
}
    fragment ServiceAccountFacts on ServiceAccount {
  _id
  name
  tariff
  billingType
  partnerName
  createdAt
  lastActivityAt
  disabled
  screensOnline
  screensTotal
  storageUsedMB
  storageMaxMB
  userCount
  enabledFeatures
  subscribedScreens
  freeScreens
  isTrial
  trialEndsAt
  enabledItemTypes
}`) as unknown as TypedDocumentString<ServiceAccountQuery, ServiceAccountQueryVariables>;
export const UpdateServiceAccountDocument = new TypedDocumentString(`
    mutation UpdateServiceAccount($id: ID!, $input: ServiceAccountInput!) {
  updateServiceAccount(id: $id, input: $input) {
    ...ServiceAccountFacts
  }
}
    fragment ServiceAccountFacts on ServiceAccount {
  _id
  name
  tariff
  billingType
  partnerName
  createdAt
  lastActivityAt
  disabled
  screensOnline
  screensTotal
  storageUsedMB
  storageMaxMB
  userCount
  enabledFeatures
  subscribedScreens
  freeScreens
  isTrial
  trialEndsAt
  enabledItemTypes
}`) as unknown as TypedDocumentString<UpdateServiceAccountMutation, UpdateServiceAccountMutationVariables>;
export const SetServiceAccountDisabledDocument = new TypedDocumentString(`
    mutation SetServiceAccountDisabled($id: ID!, $disabled: Boolean!) {
  setServiceAccountDisabled(id: $id, disabled: $disabled) {
    _id
    disabled
  }
}
    `) as unknown as TypedDocumentString<SetServiceAccountDisabledMutation, SetServiceAccountDisabledMutationVariables>;
export const CreateServiceAccountDocument = new TypedDocumentString(`
    mutation CreateServiceAccount($input: CreateServiceAccountInput!) {
  createServiceAccount(input: $input) {
    ...ServiceAccountFacts
  }
}
    fragment ServiceAccountFacts on ServiceAccount {
  _id
  name
  tariff
  billingType
  partnerName
  createdAt
  lastActivityAt
  disabled
  screensOnline
  screensTotal
  storageUsedMB
  storageMaxMB
  userCount
  enabledFeatures
  subscribedScreens
  freeScreens
  isTrial
  trialEndsAt
  enabledItemTypes
}`) as unknown as TypedDocumentString<CreateServiceAccountMutation, CreateServiceAccountMutationVariables>;
export const StartImpersonationDocument = new TypedDocumentString(`
    mutation StartImpersonation($input: StartImpersonationInput!) {
  startImpersonation(input: $input) {
    token
    user {
      _id
      email {
        email
      }
    }
  }
}
    `) as unknown as TypedDocumentString<StartImpersonationMutation, StartImpersonationMutationVariables>;
export const StopImpersonationDocument = new TypedDocumentString(`
    mutation StopImpersonation {
  stopImpersonation {
    token
    user {
      email {
        email
      }
    }
  }
}
    `) as unknown as TypedDocumentString<StopImpersonationMutation, StopImpersonationMutationVariables>;
export const ActingServiceAdminDocument = new TypedDocumentString(`
    query ActingServiceAdmin {
  actingServiceAdmin {
    email
    accountName
  }
  currentUser {
    email {
      email
    }
  }
}
    `) as unknown as TypedDocumentString<ActingServiceAdminQuery, ActingServiceAdminQueryVariables>;
export const ServiceDeviceCommandsDocument = new TypedDocumentString(`
    query ServiceDeviceCommands($accountId: ID!) {
  serviceDeviceCommands(accountId: $accountId) {
    _id
    deviceId
    type
    status
  }
}
    `) as unknown as TypedDocumentString<ServiceDeviceCommandsQuery, ServiceDeviceCommandsQueryVariables>;
export const SendServiceDeviceCommandDocument = new TypedDocumentString(`
    mutation SendServiceDeviceCommand($input: ServiceDeviceCommandInput!) {
  sendServiceDeviceCommand(input: $input) {
    _id
    deviceName
    type
    status
  }
}
    `) as unknown as TypedDocumentString<SendServiceDeviceCommandMutation, SendServiceDeviceCommandMutationVariables>;
export const ServicePromotionsDocument = new TypedDocumentString(`
    query ServicePromotions {
  servicePromotions {
    _id
    title
    validFrom
    validUntil
    status
  }
}
    `) as unknown as TypedDocumentString<ServicePromotionsQuery, ServicePromotionsQueryVariables>;
export const CreatePromotionDocument = new TypedDocumentString(`
    mutation CreatePromotion($input: PromotionInput!) {
  createPromotion(input: $input) {
    _id
    title
    status
  }
}
    `) as unknown as TypedDocumentString<CreatePromotionMutation, CreatePromotionMutationVariables>;
export const EndPromotionDocument = new TypedDocumentString(`
    mutation EndPromotion($id: ID!) {
  endPromotion(id: $id) {
    _id
    status
  }
}
    `) as unknown as TypedDocumentString<EndPromotionMutation, EndPromotionMutationVariables>;
export const TestSonyDisplaysDocument = new TypedDocumentString(`
    query TestSonyDisplays {
  sonyDisplays {
    ...TestSonyDisplay
  }
  sonyBraviaSetup {
    kittingConfigured
    ipControlEnabled
  }
}
    fragment TestSonyDisplay on SonyDisplay {
  _id
  name
  status
  serial
  mac
  model
  ipAddress
  hasPsk
  groupId
  deviceId
  provisioningUrl
  ipControlNote
}`) as unknown as TypedDocumentString<TestSonyDisplaysQuery, TestSonyDisplaysQueryVariables>;
export const TestRegisterSonyByCodeDocument = new TypedDocumentString(`
    mutation TestRegisterSonyByCode($input: SonyDisplayByCodeInput!) {
  registerSonyDisplayByCode(input: $input) {
    ...TestSonyDisplay
  }
}
    fragment TestSonyDisplay on SonyDisplay {
  _id
  name
  status
  serial
  mac
  model
  ipAddress
  hasPsk
  groupId
  deviceId
  provisioningUrl
  ipControlNote
}`) as unknown as TypedDocumentString<TestRegisterSonyByCodeMutation, TestRegisterSonyByCodeMutationVariables>;
export const TestRegisterSonyBySerialDocument = new TypedDocumentString(`
    mutation TestRegisterSonyBySerial($input: SonyDisplayBySerialInput!) {
  registerSonyDisplayBySerial(input: $input) {
    ...TestSonyDisplay
  }
}
    fragment TestSonyDisplay on SonyDisplay {
  _id
  name
  status
  serial
  mac
  model
  ipAddress
  hasPsk
  groupId
  deviceId
  provisioningUrl
  ipControlNote
}`) as unknown as TypedDocumentString<TestRegisterSonyBySerialMutation, TestRegisterSonyBySerialMutationVariables>;
export const TestReleaseSonyDocument = new TypedDocumentString(`
    mutation TestReleaseSony($id: ID!) {
  releaseSonyDisplay(id: $id) {
    ...TestSonyDisplay
  }
}
    fragment TestSonyDisplay on SonyDisplay {
  _id
  name
  status
  serial
  mac
  model
  ipAddress
  hasPsk
  groupId
  deviceId
  provisioningUrl
  ipControlNote
}`) as unknown as TypedDocumentString<TestReleaseSonyMutation, TestReleaseSonyMutationVariables>;
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
export const SupportConfigDocument = new TypedDocumentString(`
    query SupportConfig {
  supportConfig {
    chatScriptUrl
    chatId
    email
  }
}
    `) as unknown as TypedDocumentString<SupportConfigQuery, SupportConfigQueryVariables>;
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
export const UpdateMyProfileDocument = new TypedDocumentString(`
    mutation UpdateMyProfile($input: MyProfileInput!) {
  updateMyProfile(input: $input) {
    _id
    phoneNumber {
      phone
    }
    countryCode
  }
}
    `) as unknown as TypedDocumentString<UpdateMyProfileMutation, UpdateMyProfileMutationVariables>;
export const MyProfileDocument = new TypedDocumentString(`
    query MyProfile {
  currentUser {
    _id
    phoneNumber {
      phone
    }
    countryCode
  }
}
    `) as unknown as TypedDocumentString<MyProfileQuery, MyProfileQueryVariables>;
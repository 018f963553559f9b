/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type AspectRatioInput = {
  height: number;
  width: number;
};

/** How long one point of the audience series is: an hour up to 8 days, a day up to 92, else a month. */
export type AudienceBucket =
  | 'day'
  | 'hour'
  /** A calendar month (UTC). */
  | 'month';

/** Which screens an audience query covers. */
export type AudienceScopeKind =
  /** Every screen of the account. */
  | 'account'
  | 'group'
  | 'location'
  | 'screen';

export type AuditLogFilter = {
  action?: string | null | undefined;
  entityId?: string | number | null | undefined;
  entityType?: string | null | undefined;
  from?: string | null | undefined;
  to?: string | null | undefined;
  userId?: string | number | null | undefined;
};

export type AuthorizeInstagramFeedInput = {
  /** The code Instagram's authorisation page returned. */
  code: string;
  feedId: string | number;
};

export type BillingPortalPage =
  | 'CUSTOMER_PORTAL'
  | 'PAY_INVOICE'
  | 'UPDATE_SUBSCRIPTION';

/** The devicePage filters, for an action on every screen they match. */
export type BulkActionFilter = {
  groupId?: string | number | null | undefined;
  platform?: string | null | undefined;
  /** Only screens with problems, as devicePage's problems. */
  problems?: boolean | null | undefined;
  search?: string | null | undefined;
  status?: DeviceStatusFilter | null | undefined;
  tag?: string | null | undefined;
};

/**
 * Which screens: deviceIds (at most 1,000) or every screen matching filter (at most 10,000), not
 * both. Screens the caller cannot see are ignored: total counts only the caller's own.
 */
export type BulkActionInput = {
  deviceIds?: Array<string | number> | null | undefined;
  filter?: BulkActionFilter | null | undefined;
  kind: BulkActionKind;
  /** The space a moveToSpace action moves the screens into. */
  spaceId?: string | number | null | undefined;
};

export type BulkActionKind =
  /** Unpairs each screen, as deleteDevice does. */
  | 'delete'
  | 'displayOff'
  | 'displayOn'
  /** Moves each screen into spaceId. */
  | 'moveToSpace'
  /** Sent as a device command to each screen. */
  | 'reboot'
  | 'reload';

export type BulkActionState =
  | 'finished'
  | 'running';

export type CheckUrlFramableInput = {
  /** The page to show in an iframe item; a missing scheme is completed with https. */
  url: string;
};

export type CollectionName =
  | 'file'
  | 'playlist'
  | 'scene'
  | 'schedule';

export type ContentSourceKind =
  /** An emergency broadcast covers the screen: it plays above the screen's own and its groups'. */
  | 'broadcast'
  /** Inherited from a group (the most recently published one the screen is in). */
  | 'group'
  /** Nothing is published to the screen or its groups. */
  | 'none'
  /** Published to the screen itself; it wins over every group. */
  | 'own';

export type CreateFileInput = {
  duration?: number | null | undefined;
  fileSizeInBytes: number;
  h?: number | null | undefined;
  mimetype: string;
  originalHeight?: number | null | undefined;
  originalName: string;
  originalWidth?: number | null | undefined;
  parentFolderId?: string | number | null | undefined;
  w?: number | null | undefined;
};

/** The create call takes an empty data object. */
export type CreateInstagramFeedInput = {
  /** Unused; present so that the data object may be sent. */
  note?: string | null | undefined;
};

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

export type CreatePartnerChildAccountInput = {
  /** The child's first administrator, invited by e-mail to choose a password. */
  adminEmail: string;
  /** 1 to 100 characters. */
  name: string;
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

export type CustomerFeedbackChannel =
  | 'phone'
  | 'touch';

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

export type DeviceDashboardSortInput = {
  direction: SortDirection;
  field: DeviceSortField;
};

export type DeviceLogLevel =
  /** An uncaught error or an unhandled rejection in the player. */
  | 'crash'
  | 'error'
  | 'info'
  | 'warn';

/**
 * What a screen or a group sets. Every field replaces the stored one; a field null or left out is
 * not set (a screen takes it from its groups, a group leaves it to others). An empty
 * displaySchedule sets the display always on.
 */
export type DeviceSettingsInput = {
  displaySchedule?: Array<DisplayPeriodInput> | null | undefined;
  rotation?: number | null | undefined;
  /** 5 to 1440. */
  screenshotIntervalMinutes?: number | null | undefined;
  /** An IANA time zone name such as Europe/Paris. */
  timeZone?: string | null | undefined;
  volume?: number | null | undefined;
};

export type DeviceSortField =
  | 'createdAt'
  | 'name'
  | 'onlineStatus';

export type DeviceStatusFilter =
  | 'all'
  | 'offline'
  | 'online';

export type DisplayPeriodInput = {
  day: Weekday;
  end: string;
  start: string;
};

/** Which files a list keeps, by what they are. */
export type FileKind =
  /** Documents (PDF). */
  | 'DOCUMENT'
  /** Pictures (image/*). */
  | 'IMAGE'
  /** Videos (video/*). */
  | 'VIDEO';

/** The order of a file list. */
export type FileSort =
  /** By name, A to Z, ignoring case. */
  | 'NAME'
  /** Newest first. */
  | 'NEWEST'
  /** Oldest first (the order uploads arrive in). */
  | 'OLDEST'
  /** Largest first. */
  | 'SIZE';

/** Where a screen's content comes from, for its timeline. */
export type FleetContentSource =
  /** A live broadcast has taken the screen over. */
  | 'broadcast'
  /** Inherited from a group (the most recently published one the screen is in). */
  | 'group'
  /** Nothing is published to the screen or its groups. */
  | 'none'
  /** Published to the screen itself; it wins over every group. */
  | 'own';

export type FleetSegmentKind =
  | 'file'
  /** Nothing plays: nothing is published, or the schedule leaves this time empty. */
  | 'nothing'
  | 'playlist'
  | 'scene';

/** Where a screen's time zone comes from. */
export type FleetTimeZoneSource =
  /** Neither: the plan is read in UTC. */
  | 'none'
  /** The screen's player reported it. */
  | 'reported'
  /** The screen's settings (its own, or a group's) name it. */
  | 'settings';

/** Whose timeline: one screen, or the screens of one group. */
export type FleetTimelineTargetKind =
  | 'device'
  | 'screenGroup';

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

export type KeptContentState =
  /** Every file of its content is on the screen: it plays on without a network. */
  | 'allKept'
  /** Some files are still being downloaded. */
  | 'downloading'
  /** The screen ran out of room for its content. */
  | 'storageFull';

/** What a live view link shows: one screen, or one screen group. */
export type LiveLinkTargetInput = {
  /** The screen's or the group's id. */
  id: string | number;
  kind: LiveLinkTargetKind;
};

export type LiveLinkTargetKind =
  | 'group'
  | 'screen';

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

/** Why a screen cannot be playing its publishedContent. */
export type NotPlayingReason =
  /**
   * The screen was offline when the content was published to it (or to its group, or when it
   * joined the group) and has not connected since: it has not got it.
   */
  | 'notPickedUp'
  /**
   * The content is not in the screen's space (the screen was moved after it was published): the
   * screen shows nothing until content of its space is published to it.
   */
  | 'otherSpace';

/** Only the given switches change. */
export type NotificationPreferencesInput = {
  mediaProcessingFailed?: boolean | null | undefined;
  screenOffline?: boolean | null | undefined;
  storageAlmostFull?: boolean | null | undefined;
};

export type OnlineStatus =
  | 'offline'
  | 'online';

/** The built-in role an invitation into a child account grants. */
export type PartnerChildRole =
  /** Every permission of the child account. */
  | 'administrator'
  /** Reads screens and content only. */
  | 'viewer';

export type PartnerChildUserStatus =
  /** Signed up and may sign in. */
  | 'active'
  /** Invited by e-mail; the invitation is not accepted yet. */
  | 'invited';

export type PlayQuotaInput = {
  count?: number | null | undefined;
  period: string;
};

/** How a player plays a file: the server's converted copy or the uploaded original. */
export type PlaybackSource =
  | 'Converted'
  | 'Original';

/** Fields of a playlist; on update only the given ones change (layout: null means one full-screen zone). */
export type PlaylistInput = {
  layout?: unknown;
  mediaFit?: MediaFit | null | undefined;
  name?: string | null | undefined;
  /** PlaylistItem[] as in @marquee/sdk/model; validated with its playlistSchema. */
  playlistItems?: unknown;
  spaceIds?: Array<string | number> | null | undefined;
};

export type PlaylistTimingInput = {
  /** Kept when given (edits), generated otherwise. */
  _id?: string | number | null | undefined;
  playlistId: string | number;
  timeFrom: string;
  timeTo: string;
};

/** A point-of-sale system that menus are read from, chosen in the location dialog. */
export type PosSource =
  /** The GS food-service system (GS Affiliate ID): boards with categories of meals. */
  | 'GS'
  /** The store system of the v1 board (Septim Store ID): a menuDate and a list of meals. */
  | 'SEPTIM';

/** How scene item positions are shown by default. */
export type PositionTab =
  | 'percents'
  | 'relativeToAspectRatio';

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

export type ProofOfPlayEntityType =
  | 'device'
  | 'file'
  | 'item'
  | 'playlist'
  | 'scene';

export type PublishContentInput = {
  collectionName: CollectionName;
  entityId: string | number;
};

/** Screens and groups to publish to, at most 1,000 screens and 100 groups. */
export type PublishTargetsInput = {
  deviceIds?: Array<string | number> | null | undefined;
  groupIds?: Array<string | number> | null | undefined;
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

/** On update only the given fields change. */
export type ScheduleInput = {
  name?: string | null | undefined;
  playlistTimings?: Array<PlaylistTimingInput> | null | undefined;
  spaceIds?: Array<string | number> | null | undefined;
};

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

export type SettingSource =
  /** Set by neither: the default. */
  | 'default'
  /** Set by a group the screen is in (the most recently updated one that sets it). */
  | 'group'
  /** Set on the screen itself. */
  | 'screen';

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

export type StartBroadcastInput = {
  content: PublishContentInput;
  /** Null: until cleared. */
  endsAt?: string | null | undefined;
  /** Groups to take over, at most 100; none: every screen of the account. */
  groupIds?: Array<string | number> | null | undefined;
  /** Null: now. */
  startsAt?: string | null | undefined;
};

export type StartImpersonationInput = {
  /** Why, for both accounts' audit logs (required). */
  reason: string;
  /** A user of any account but a service admin. */
  userId: string | number;
};

export type UpdateAccountInput = {
  /** Replaces the account's extra item types; at most 50, each like menu_board or rss_feed. */
  enabledItemTypes?: Array<string> | null | undefined;
  languageCode?: string | null | undefined;
  name?: string | null | undefined;
  temperatureUnit?: string | null | undefined;
};

export type UpdateFileInput = {
  muted?: boolean | null | undefined;
  originalName?: string | null | undefined;
  /** null moves the file to the root. */
  parentFolderId?: string | number | null | undefined;
  /** null removes the quota; needs the playback-limiting feature. */
  playQuota?: PlayQuotaInput | null | undefined;
  playbackSource?: PlaybackSource | null | undefined;
  spaceIds?: Array<string | number> | null | undefined;
  /** "YYYY-MM-DDTHH:mm" in each screen's time zone; null removes it. Before validUntil. */
  validFrom?: string | null | undefined;
  /** "YYYY-MM-DDTHH:mm" in each screen's time zone; null removes it. After validFrom. */
  validUntil?: string | null | undefined;
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

/** The settings of a child account a partner may change; a field left out stays as it is. */
export type UpdatePartnerChildAccountInput = {
  /** Like en or de. */
  languageCode?: string | null | undefined;
  /** 1 to 100 characters. */
  name?: string | null | undefined;
  /** celsius or fahrenheit. */
  temperatureUnit?: string | null | undefined;
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

export type Weekday =
  | 'fri'
  | 'mon'
  | 'sat'
  | 'sun'
  | 'thu'
  | 'tue'
  | 'wed';

export type CurrentUserSessionQueryVariables = Exact<{ [key: string]: never; }>;


export type CurrentUserSessionQuery = { currentUserSession: { currentSpaceId: string | null, user: { _id: string, accountId: string, role: Role, email: { email: string }, userRole: { _id: string, name: string, permissions: Array<string> } } } | null, currentAccount: { _id: string, name: string, billingType: string, tariff: string, features: Array<string>, subscriptionInfo: { tariffFeatureAvailabilityMap: unknown } } | null };

export type SupportChatSetupQueryVariables = Exact<{ [key: string]: never; }>;


export type SupportChatSetupQuery = { supportConfig: { chatScriptUrl: string | null, chatId: string | null, email: string | null }, currentAccount: { _id: string, name: string } | null };

export type ShellSpacesQueryVariables = Exact<{ [key: string]: never; }>;


export type ShellSpacesQuery = { spaces: Array<{ _id: string, name: string }> };

export type ChangeCurrentSpaceMutationVariables = Exact<{
  spaceId: string | number;
}>;


export type ChangeCurrentSpaceMutation = { changeCurrentSpace: { success: boolean, token: string | null } };

export type CurrentPromotionQueryVariables = Exact<{ [key: string]: never; }>;


export type CurrentPromotionQuery = { currentPromotion: { type: string, title: string, redirectUrl: string | null, validUntil: string, discountPercents: number | null } | null };

export type AccountSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type AccountSettingsQuery = { currentAccount: { _id: string, name: string, languageCode: string, temperatureUnit: string, maxStorageCapacityInMB: number, usedStorageCapacityInMB: number, tariff: string } | null };

export type UpdateAccountMutationVariables = Exact<{
  data: UpdateAccountInput;
}>;


export type UpdateAccountMutation = { updateAccount: { _id: string, name: string, languageCode: string, temperatureUnit: string } };

export type AccountUsersQueryVariables = Exact<{ [key: string]: never; }>;


export type AccountUsersQuery = { users: Array<{ _id: string, role: Role, email: { email: string }, userRole: { _id: string, name: string } }>, pendingInvitations: Array<{ _id: string, email: string, expiresAt: string, userRole: { _id: string, name: string } }>, userRoles: Array<{ _id: string, name: string, isBuiltIn: boolean, permissions: Array<string> }> };

export type InviteUserMutationVariables = Exact<{
  email: string;
  userRoleId: string | number;
}>;


export type InviteUserMutation = { inviteUser: { _id: string } };

export type ChangeUserRoleMutationVariables = Exact<{
  userId: string | number;
  userRoleId: string | number;
}>;


export type ChangeUserRoleMutation = { changeUserRole: { _id: string } };

export type RemoveUserMutationVariables = Exact<{
  userId: string | number;
}>;


export type RemoveUserMutation = { removeUser: boolean };

export type AccountSpacesQueryVariables = Exact<{ [key: string]: never; }>;


export type AccountSpacesQuery = { spaces: Array<{ _id: string, name: string }> };

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

export type ApiKeysQueryVariables = Exact<{ [key: string]: never; }>;


export type ApiKeysQuery = { apiKeys: Array<{ _id: string, name: string, prefix: string, permissions: Array<string>, createdAt: string, lastUsedAt: string | null }> };

export type CreateApiKeyMutationVariables = Exact<{
  name: string;
  permissions: Array<string> | string;
}>;


export type CreateApiKeyMutation = { createApiKey: { secret: string, apiKey: { _id: string } } };

export type RevokeApiKeyMutationVariables = Exact<{
  id: string | number;
}>;


export type RevokeApiKeyMutation = { revokeApiKey: boolean };

export type UserRolesQueryVariables = Exact<{ [key: string]: never; }>;


export type UserRolesQuery = { allPermissions: Array<string>, userRoles: Array<{ _id: string, name: string, permissions: Array<string>, isBuiltIn: boolean }> };

export type CreateUserRoleMutationVariables = Exact<{
  name: string;
  permissions: Array<string> | string;
}>;


export type CreateUserRoleMutation = { createUserRole: { _id: string } };

export type UpdateUserRoleMutationVariables = Exact<{
  id: string | number;
  name: string;
  permissions: Array<string> | string;
}>;


export type UpdateUserRoleMutation = { updateUserRole: { _id: string } };

export type DeleteUserRoleMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteUserRoleMutation = { deleteUserRole: boolean };

export type SecurityPoliciesQueryVariables = Exact<{ [key: string]: never; }>;


export type SecurityPoliciesQuery = { securityPolicies: { minPasswordLength: number, requireDigit: boolean, requireUppercase: boolean, requireSymbol: boolean, sessionLifetimeMinutes: number | null } };

export type UpdateSecurityPoliciesMutationVariables = Exact<{
  data: SecurityPoliciesInput;
}>;


export type UpdateSecurityPoliciesMutation = { updateSecurityPolicies: { minPasswordLength: number } };

export type AuditLogQueryVariables = Exact<{
  filter?: AuditLogFilter | null | undefined;
  offset?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type AuditLogQuery = { auditLog: { total: number, items: Array<{ _id: string, createdAt: string, actor: string, action: string, entityType: string | null, changes: unknown, subjects: Array<{ kind: string, name: string | null, deleted: boolean }> }> } };

export type AccountScreensQueryVariables = Exact<{ [key: string]: never; }>;


export type AccountScreensQuery = { currentAccount: { _id: string, subscriptionInfo: { usedScreens: number, subscribedScreens: number, freeScreens: number, isTrial: boolean, isTrialExpired: boolean, trialEndsAt: string | null } } | null };

export type AccountAiModelsQueryVariables = Exact<{ [key: string]: never; }>;


export type AccountAiModelsQuery = { aiConfig: { isEnabled: boolean, models: Array<{ name: string, label: string, isEnabled: boolean }> } };

export type SetAccountAiModelMutationVariables = Exact<{
  name: string;
  enabled: boolean;
}>;


export type SetAccountAiModelMutation = { setAiModelEnabled: { isEnabled: boolean, models: Array<{ name: string, label: string, isEnabled: boolean }> } };

export type UpdateAccountItemTypesMutationVariables = Exact<{
  enabledItemTypes: Array<string> | string;
}>;


export type UpdateAccountItemTypesMutation = { updateAccount: { _id: string, enabledItemTypes: Array<string> } };

export type AdminAccountRowFragment = { _id: string, name: string, tariff: string, billingType: string, partnerName: string | null, createdAt: string, lastActivityAt: string | null, disabled: boolean, screensOnline: number, screensTotal: number, storageUsedMB: number, storageMaxMB: number, userCount: number };

export type AdminAccountsQueryVariables = Exact<{
  search?: string | null | undefined;
  sort?: ServiceAccountSortField | null | undefined;
  direction?: SortDirection | null | undefined;
  first?: number | null | undefined;
  offset?: number | null | undefined;
}>;


export type AdminAccountsQuery = { serviceAccounts: { total: number, items: Array<{ _id: string, name: string, tariff: string, billingType: string, partnerName: string | null, createdAt: string, lastActivityAt: string | null, disabled: boolean, screensOnline: number, screensTotal: number, storageUsedMB: number, storageMaxMB: number, userCount: number }> } };

export type AdminAccountSettingsFragment = { enabledFeatures: Array<string>, subscribedScreens: number, freeScreens: number, isTrial: boolean, trialEndsAt: string | null, enabledItemTypes: Array<string>, _id: string, name: string, tariff: string, billingType: string, partnerName: string | null, createdAt: string, lastActivityAt: string | null, disabled: boolean, screensOnline: number, screensTotal: number, storageUsedMB: number, storageMaxMB: number, userCount: number };

export type AdminAccountQueryVariables = Exact<{
  id: string | number;
}>;


export type AdminAccountQuery = { serviceAccount: { enabledFeatures: Array<string>, subscribedScreens: number, freeScreens: number, isTrial: boolean, trialEndsAt: string | null, enabledItemTypes: Array<string>, _id: string, name: string, tariff: string, billingType: string, partnerName: string | null, createdAt: string, lastActivityAt: string | null, disabled: boolean, screensOnline: number, screensTotal: number, storageUsedMB: number, storageMaxMB: number, userCount: number, users: Array<{ _id: string, email: string, role: Role, userRoleName: string, createdAt: string }>, spaces: Array<{ _id: string, name: string }>, screens: Array<{ _id: string, name: string, platform: string, online: boolean, lastSeenAt: string | null, spaceName: string | null }> } | null, serviceAdminCatalog: { features: Array<string> } };

export type AdminUpdateAccountMutationVariables = Exact<{
  id: string | number;
  input: ServiceAccountInput;
}>;


export type AdminUpdateAccountMutation = { updateServiceAccount: { enabledFeatures: Array<string>, subscribedScreens: number, freeScreens: number, isTrial: boolean, trialEndsAt: string | null, enabledItemTypes: Array<string>, _id: string, name: string, tariff: string, billingType: string, partnerName: string | null, createdAt: string, lastActivityAt: string | null, disabled: boolean, screensOnline: number, screensTotal: number, storageUsedMB: number, storageMaxMB: number, userCount: number } };

export type AdminSetAccountDisabledMutationVariables = Exact<{
  id: string | number;
  disabled: boolean;
}>;


export type AdminSetAccountDisabledMutation = { setServiceAccountDisabled: { _id: string, disabled: boolean } };

export type AdminCreateAccountMutationVariables = Exact<{
  input: CreateServiceAccountInput;
}>;


export type AdminCreateAccountMutation = { createServiceAccount: { _id: string, name: string } };

export type AdminStartImpersonationMutationVariables = Exact<{
  input: StartImpersonationInput;
}>;


export type AdminStartImpersonationMutation = { startImpersonation: { token: string } };

export type StopImpersonationMutationVariables = Exact<{ [key: string]: never; }>;


export type StopImpersonationMutation = { stopImpersonation: { token: string } };

export type AdminAccountScreensQueryVariables = Exact<{
  id: string | number;
}>;


export type AdminAccountScreensQuery = { serviceAccount: { _id: string, name: string, screens: Array<{ _id: string, name: string, online: boolean }> } | null };

export type AdminServiceDeviceCommandsQueryVariables = Exact<{
  accountId: string | number;
}>;


export type AdminServiceDeviceCommandsQuery = { serviceDeviceCommands: Array<{ _id: string, deviceId: string, deviceName: string | null, type: DeviceCommandType, status: DeviceCommandStatus, error: string | null, createdAt: string }> };

export type AdminSendServiceDeviceCommandMutationVariables = Exact<{
  input: ServiceDeviceCommandInput;
}>;


export type AdminSendServiceDeviceCommandMutation = { sendServiceDeviceCommand: { _id: string, status: DeviceCommandStatus } };

export type AdminPromotionFragment = { _id: string, type: string, title: string, redirectUrl: string | null, validFrom: string | null, validUntil: string, discountPercents: number | null, createdAt: string, status: string };

export type AdminPromotionsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminPromotionsQuery = { servicePromotions: Array<{ _id: string, type: string, title: string, redirectUrl: string | null, validFrom: string | null, validUntil: string, discountPercents: number | null, createdAt: string, status: string }> };

export type AdminCreatePromotionMutationVariables = Exact<{
  input: PromotionInput;
}>;


export type AdminCreatePromotionMutation = { createPromotion: { _id: string, type: string, title: string, redirectUrl: string | null, validFrom: string | null, validUntil: string, discountPercents: number | null, createdAt: string, status: string } };

export type AdminEndPromotionMutationVariables = Exact<{
  id: string | number;
}>;


export type AdminEndPromotionMutation = { endPromotion: { _id: string, type: string, title: string, redirectUrl: string | null, validFrom: string | null, validUntil: string, discountPercents: number | null, createdAt: string, status: string } };

export type ActingServiceAdminQueryVariables = Exact<{ [key: string]: never; }>;


export type ActingServiceAdminQuery = { actingServiceAdmin: { email: string, accountName: string } | null };

export type AudienceReportQueryVariables = Exact<{
  from: string;
  to: string;
  scope: AudienceScopeKind;
  scopeId?: string | number | null | undefined;
}>;


export type AudienceReportQuery = { audienceReport: { from: string, to: string, bucket: AudienceBucket, screenCount: number, totalPeople: number, male: number, female: number, dwellSeconds: number | null, series: Array<{ at: string, people: number, male: number, female: number, minutes: number }>, ages: Array<{ label: string, people: number }>, objects: Array<{ label: string, count: number }>, hours: Array<{ hour: number, people: number }> } };

export type AnalyticsGroupsQueryVariables = Exact<{ [key: string]: never; }>;


export type AnalyticsGroupsQuery = { screenGroups: Array<{ _id: string, name: string }> };

export type SignUpMutationVariables = Exact<{
  input: SignUpInput;
}>;


export type SignUpMutation = { signUp: boolean };

export type ConfirmEmailMutationVariables = Exact<{
  token: string;
}>;


export type ConfirmEmailMutation = { confirmEmail: boolean };

export type RequestPasswordRecoveryMutationVariables = Exact<{
  email: string;
}>;


export type RequestPasswordRecoveryMutation = { requestPasswordRecovery: boolean };

export type ChangePasswordByTokenMutationVariables = Exact<{
  token: string;
  newPassword: string;
}>;


export type ChangePasswordByTokenMutation = { changePasswordByToken: boolean };

export type AcceptInvitationMutationVariables = Exact<{
  token: string;
  password: string;
}>;


export type AcceptInvitationMutation = { acceptInvitation: { user: { _id: string } } };

export type SignInMutationVariables = Exact<{
  email: string;
  password: string;
}>;


export type SignInMutation = { signIn: { user: { _id: string } } };

export type SignOutMutationVariables = Exact<{ [key: string]: never; }>;


export type SignOutMutation = { signOut: boolean };

export type BillingOverviewQueryVariables = Exact<{ [key: string]: never; }>;


export type BillingOverviewQuery = { billingOverview: { provider: string, status: string, tariff: string, usedScreens: number, subscribedScreens: number, freeScreens: number, isTrial: boolean, trialEndsAt: string | null, nextChargeAt: string | null, nextChargeAmount: number | null, currency: string, invoicesError: string | null, plan: { id: string, name: string, pricePerScreen: number, currency: string } | null, invoices: Array<{ id: string, number: string, total: number, currency: string, status: string, billedOn: string | null, dueOn: string | null }> } };

export type BillingPlansQueryVariables = Exact<{ [key: string]: never; }>;


export type BillingPlansQuery = { billingPlans: Array<{ id: string, name: string, tariff: string, pricePerScreen: number, currency: string, features: Array<string> }>, billingOverview: { status: string, usedScreens: number, subscribedScreens: number, freeScreens: number, plan: { id: string } | null } };

export type StartSubscriptionCheckoutMutationVariables = Exact<{
  planId: string | number;
  screens: number;
}>;


export type StartSubscriptionCheckoutMutation = { startSubscriptionCheckout: { url: string } };

export type BillingPortalAddressMutationVariables = Exact<{
  page: BillingPortalPage;
}>;


export type BillingPortalAddressMutation = { billingPortalAddress: { url: string } };

export type BroadcastItemFragment = { _id: string, startsAt: string, endsAt: string | null, screenCount: number, acknowledgedCount: number, content: { collectionName: CollectionName, entityId: string, name: string | null }, groups: Array<{ _id: string, name: string }> };

export type ActiveBroadcastsQueryVariables = Exact<{ [key: string]: never; }>;


export type ActiveBroadcastsQuery = { serverTime: string, activeBroadcasts: Array<{ _id: string, startsAt: string, endsAt: string | null, screenCount: number, acknowledgedCount: number, content: { collectionName: CollectionName, entityId: string, name: string | null }, groups: Array<{ _id: string, name: string }> }> };

export type StartBroadcastMutationVariables = Exact<{
  input: StartBroadcastInput;
}>;


export type StartBroadcastMutation = { startBroadcast: { _id: string, startsAt: string, endsAt: string | null, screenCount: number, acknowledgedCount: number, content: { collectionName: CollectionName, entityId: string, name: string | null }, groups: Array<{ _id: string, name: string }> } };

export type ClearBroadcastMutationVariables = Exact<{
  id: string | number;
}>;


export type ClearBroadcastMutation = { clearBroadcast: boolean };

export type BroadcastScreensQueryVariables = Exact<{
  id: string | number;
}>;


export type BroadcastScreensQuery = { serverTime: string, broadcast: { _id: string, endsAt: string | null, clearedAt: string | null, screenCount: number, acknowledgedCount: number, screens: { total: number, items: Array<{ acknowledgedAt: string | null, device: { _id: string, name: string, onlineStatus: OnlineStatus, lastSeenAt: string | null } }> } } | null };

export type BroadcastReachPreviewQueryVariables = Exact<{
  groupIds?: Array<string | number> | string | number | null | undefined;
}>;


export type BroadcastReachPreviewQuery = { broadcastReachPreview: { screenCount: number, offlineCount: number } };

export type CustomerFeedbackReportQueryVariables = Exact<{
  from?: string | null | undefined;
  to?: string | null | undefined;
  limit?: number | null | undefined;
}>;


export type CustomerFeedbackReportQuery = { customerFeedback: { total: number, averageScore: number | null, csvPath: string, answers: Array<{ id: string, deviceId: string, deviceName: string | null, question: string, score: number, channel: CustomerFeedbackChannel, answeredAt: string, day: string }>, byQuestion: Array<{ key: string, label: string, answers: number, averageScore: number, scoreCounts: Array<number> }>, byScreen: Array<{ key: string, label: string, answers: number, averageScore: number, scoreCounts: Array<number> }>, byDay: Array<{ key: string, label: string, answers: number, averageScore: number, scoreCounts: Array<number> }> } };

export type BulkActionFieldsFragment = { _id: string, kind: BulkActionKind, total: number, done: number, failed: number, state: BulkActionState, failures: Array<{ deviceId: string, name: string, error: string }> };

export type StartBulkActionMutationVariables = Exact<{
  input: BulkActionInput;
}>;


export type StartBulkActionMutation = { startBulkAction: { _id: string, kind: BulkActionKind, total: number, done: number, failed: number, state: BulkActionState, failures: Array<{ deviceId: string, name: string, error: string }> } };

export type BulkActionProgressQueryVariables = Exact<{
  id: string | number;
}>;


export type BulkActionProgressQuery = { bulkAction: { _id: string, kind: BulkActionKind, total: number, done: number, failed: number, state: BulkActionState, failures: Array<{ deviceId: string, name: string, error: string }> } | null };

export type BulkMoveSpacesQueryVariables = Exact<{ [key: string]: never; }>;


export type BulkMoveSpacesQuery = { spaces: Array<{ _id: string, name: string }> };

export type BulkActionChangedSubscriptionVariables = Exact<{
  id: string | number;
}>;


export type BulkActionChangedSubscription = { bulkActionChanged: { _id: string, kind: BulkActionKind, total: number, done: number, failed: number, state: BulkActionState, failures: Array<{ deviceId: string, name: string, error: string }> } };

export type DeviceListItemFragment = { _id: string, name: string, onlineStatus: OnlineStatus, createdAt: string, platform: string, tags: Array<string>, publishedContent: { collectionName: CollectionName, entityId: string, name: string | null } | null, contentSource: { kind: ContentSourceKind, group: { _id: string, name: string } | null } };

export type DeviceHealthFragment = { _id: string, lastSeenAt: string | null, playerVersion: string | null, recentErrorCount: number, storage: { freeBytes: number, totalBytes: number | null } | null, keptContent: { state: KeptContentState, kept: number, total: number } | null };

export type DeviceCommandSupportFragment = { _id: string, deviceInfo: unknown };

export type DevicesQueryVariables = Exact<{ [key: string]: never; }>;


export type DevicesQuery = { devices: Array<{ _id: string, name: string, onlineStatus: OnlineStatus, createdAt: string, platform: string, tags: Array<string>, publishedContent: { collectionName: CollectionName, entityId: string, name: string | null } | null, contentSource: { kind: ContentSourceKind, group: { _id: string, name: string } | null } }> };

export type DeviceChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type DeviceChangedSubscription = { deviceChanged: { _id: string, name: string, onlineStatus: OnlineStatus, createdAt: string, platform: string, tags: Array<string>, publishedContent: { collectionName: CollectionName, entityId: string, name: string | null } | null, contentSource: { kind: ContentSourceKind, group: { _id: string, name: string } | null } } };

export type DeviceRowChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type DeviceRowChangedSubscription = { deviceChanged: { _id: string, name: string, onlineStatus: OnlineStatus, createdAt: string, platform: string, tags: Array<string>, lastSeenAt: string | null, playerVersion: string | null, recentErrorCount: number, deviceInfo: unknown, publishedContent: { collectionName: CollectionName, entityId: string, name: string | null } | null, contentSource: { kind: ContentSourceKind, group: { _id: string, name: string } | null }, storage: { freeBytes: number, totalBytes: number | null } | null, keptContent: { state: KeptContentState, kept: number, total: number } | null } };

export type PairDeviceMutationVariables = Exact<{
  pairingCode: string;
  name: string;
}>;


export type PairDeviceMutation = { pairDevice: { _id: string, name: string, onlineStatus: OnlineStatus, createdAt: string, platform: string, tags: Array<string>, publishedContent: { collectionName: CollectionName, entityId: string, name: string | null } | null, contentSource: { kind: ContentSourceKind, group: { _id: string, name: string } | null } } };

export type PublishToDeviceMutationVariables = Exact<{
  deviceId: string | number;
  content: PublishContentInput;
}>;


export type PublishToDeviceMutation = { publishToDevice: { _id: string, name: string, onlineStatus: OnlineStatus, createdAt: string, platform: string, tags: Array<string>, publishedContent: { collectionName: CollectionName, entityId: string, name: string | null } | null, contentSource: { kind: ContentSourceKind, group: { _id: string, name: string } | null } } };

export type PublishablePlaylistsQueryVariables = Exact<{ [key: string]: never; }>;


export type PublishablePlaylistsQuery = { playlists: Array<{ _id: string, name: string }> };

export type DevicePageQueryVariables = Exact<{
  search?: string | null | undefined;
  status?: DeviceStatusFilter | null | undefined;
  groupId?: string | number | null | undefined;
  tag?: string | null | undefined;
  platform?: string | null | undefined;
  problems?: boolean | null | undefined;
  sort?: DeviceDashboardSortInput | null | undefined;
  offset?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type DevicePageQuery = { devicePage: { totalCount: number, offset: number, limit: number, items: Array<{ _id: string, name: string, onlineStatus: OnlineStatus, createdAt: string, platform: string, tags: Array<string>, lastSeenAt: string | null, playerVersion: string | null, recentErrorCount: number, deviceInfo: unknown, publishedContent: { collectionName: CollectionName, entityId: string, name: string | null } | null, contentSource: { kind: ContentSourceKind, group: { _id: string, name: string } | null }, storage: { freeBytes: number, totalBytes: number | null } | null, keptContent: { state: KeptContentState, kept: number, total: number } | null }> } };

export type DeviceSelectionPageQueryVariables = Exact<{
  search?: string | null | undefined;
  status?: DeviceStatusFilter | null | undefined;
  groupId?: string | number | null | undefined;
  tag?: string | null | undefined;
  platform?: string | null | undefined;
  problems?: boolean | null | undefined;
  offset?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type DeviceSelectionPageQuery = { devicePage: { totalCount: number, items: Array<{ _id: string, name: string, capabilities: Array<string> | null }> } };

export type DeviceDashboardSortQueryVariables = Exact<{ [key: string]: never; }>;


export type DeviceDashboardSortQuery = { myPreferences: { deviceDashboardSort: { field: DeviceSortField, direction: SortDirection } } };

export type SaveDeviceDashboardSortMutationVariables = Exact<{
  sort: DeviceDashboardSortInput;
}>;


export type SaveDeviceDashboardSortMutation = { updateMyPreferences: { deviceDashboardSort: { field: DeviceSortField, direction: SortDirection } } };

export type DeviceCommandItemFragment = { _id: string, type: DeviceCommandType, status: DeviceCommandStatus, error: string | null, createdAt: string, completedAt: string | null };

export type DeviceDetailsQueryVariables = Exact<{
  id: string | number;
}>;


export type DeviceDetailsQuery = { device: { notPlayingReason: NotPlayingReason | null, timeZone: string | null, deviceInfo: unknown, lastSeenAt: string | null, _id: string, name: string, onlineStatus: OnlineStatus, createdAt: string, platform: string, tags: Array<string>, contentSource: { kind: ContentSourceKind, broadcast: { _id: string, content: { name: string | null } } | null, group: { _id: string, name: string } | null }, settings: { timeZone: string | null, origins: Array<{ field: string, source: SettingSource, groupName: string | null }> }, groups: Array<{ _id: string, name: string }>, commands: Array<{ _id: string, type: DeviceCommandType, status: DeviceCommandStatus, error: string | null, createdAt: string, completedAt: string | null }>, publishedContent: { collectionName: CollectionName, entityId: string, name: string | null } | null } | null };

export type RenameDeviceMutationVariables = Exact<{
  id: string | number;
  name: string;
}>;


export type RenameDeviceMutation = { renameDevice: { _id: string, name: string, onlineStatus: OnlineStatus, createdAt: string, platform: string, tags: Array<string>, publishedContent: { collectionName: CollectionName, entityId: string, name: string | null } | null, contentSource: { kind: ContentSourceKind, group: { _id: string, name: string } | null } } };

export type DeleteDeviceMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteDeviceMutation = { deleteDevice: boolean };

export type SendDeviceCommandMutationVariables = Exact<{
  deviceId: string | number;
  type: DeviceCommandType;
}>;


export type SendDeviceCommandMutation = { sendDeviceCommand: { _id: string, type: DeviceCommandType, status: DeviceCommandStatus, error: string | null, createdAt: string, completedAt: string | null } };

export type AdminDeviceCommandsQueryVariables = Exact<{
  deviceId?: string | number | null | undefined;
}>;


export type AdminDeviceCommandsQuery = { deviceCommands: Array<{ deviceId: string, deviceName: string | null, _id: string, type: DeviceCommandType, status: DeviceCommandStatus, error: string | null, createdAt: string, completedAt: string | null }> };

export type DeviceScreenshotViewFragment = { url: string, width: number, height: number, takenAt: string, commandId: string | null };

export type DeviceScreenshotPanelQueryVariables = Exact<{
  id: string | number;
}>;


export type DeviceScreenshotPanelQuery = { device: { _id: string, onlineStatus: OnlineStatus, deviceInfo: unknown, screenshot: { url: string, width: number, height: number, takenAt: string, commandId: string | null } | null, commands: Array<{ _id: string, type: DeviceCommandType, status: DeviceCommandStatus, error: string | null, completedAt: string | null }> } | null };

export type TakeDeviceScreenshotMutationVariables = Exact<{
  deviceId: string | number;
}>;


export type TakeDeviceScreenshotMutation = { sendDeviceCommand: { _id: string, type: DeviceCommandType, status: DeviceCommandStatus, error: string | null, completedAt: string | null } };

export type DeviceLogLineFragment = { _id: string, level: DeviceLogLevel, message: string, loggedAt: string };

export type DeviceLogsPanelQueryVariables = Exact<{
  id: string | number;
  levels?: Array<DeviceLogLevel> | DeviceLogLevel | null | undefined;
  before?: string | number | null | undefined;
  limit?: number | null | undefined;
}>;


export type DeviceLogsPanelQuery = { device: { _id: string, logs: { hasOlder: boolean, entries: Array<{ _id: string, level: DeviceLogLevel, message: string, loggedAt: string }> } } | null };

export type SettingsLayerFieldsFragment = { volume: number | null, rotation: number | null, timeZone: string | null, screenshotIntervalMinutes: number | null, updatedAt: string | null, displaySchedule: Array<{ day: Weekday, start: string, end: string }> | null };

export type DeviceSettingsFormFragment = { _id: string, name: string, platform: string, timeZone: string | null, deviceInfo: unknown, settings: { volume: number | null, rotation: number, timeZone: string | null, screenshotIntervalMinutes: number | null, updatedAt: string | null, displaySchedule: Array<{ day: Weekday, start: string, end: string }>, own: { volume: number | null, rotation: number | null, timeZone: string | null, screenshotIntervalMinutes: number | null, updatedAt: string | null, displaySchedule: Array<{ day: Weekday, start: string, end: string }> | null }, origins: Array<{ field: string, source: SettingSource, groupId: string | null, groupName: string | null }> } };

export type DeviceSettingsQueryVariables = Exact<{
  id: string | number;
}>;


export type DeviceSettingsQuery = { device: { _id: string, name: string, platform: string, timeZone: string | null, deviceInfo: unknown, settings: { volume: number | null, rotation: number, timeZone: string | null, screenshotIntervalMinutes: number | null, updatedAt: string | null, displaySchedule: Array<{ day: Weekday, start: string, end: string }>, own: { volume: number | null, rotation: number | null, timeZone: string | null, screenshotIntervalMinutes: number | null, updatedAt: string | null, displaySchedule: Array<{ day: Weekday, start: string, end: string }> | null }, origins: Array<{ field: string, source: SettingSource, groupId: string | null, groupName: string | null }> } } | null };

export type UpdateDeviceSettingsMutationVariables = Exact<{
  deviceId: string | number;
  input: DeviceSettingsInput;
}>;


export type UpdateDeviceSettingsMutation = { updateDeviceSettings: { _id: string, name: string, platform: string, timeZone: string | null, deviceInfo: unknown, settings: { volume: number | null, rotation: number, timeZone: string | null, screenshotIntervalMinutes: number | null, updatedAt: string | null, displaySchedule: Array<{ day: Weekday, start: string, end: string }>, own: { volume: number | null, rotation: number | null, timeZone: string | null, screenshotIntervalMinutes: number | null, updatedAt: string | null, displaySchedule: Array<{ day: Weekday, start: string, end: string }> | null }, origins: Array<{ field: string, source: SettingSource, groupId: string | null, groupName: string | null }> } } };

export type GroupSettingsFormFragment = { _id: string, name: string, settings: { volume: number | null, rotation: number | null, timeZone: string | null, screenshotIntervalMinutes: number | null, updatedAt: string | null, displaySchedule: Array<{ day: Weekday, start: string, end: string }> | null }, settingsSupport: Array<{ field: string, screenCount: number, unableCount: number, unablePlatforms: Array<string> }> };

export type GroupSettingsQueryVariables = Exact<{
  id: string | number;
}>;


export type GroupSettingsQuery = { screenGroup: { _id: string, name: string, settings: { volume: number | null, rotation: number | null, timeZone: string | null, screenshotIntervalMinutes: number | null, updatedAt: string | null, displaySchedule: Array<{ day: Weekday, start: string, end: string }> | null }, settingsSupport: Array<{ field: string, screenCount: number, unableCount: number, unablePlatforms: Array<string> }> } | null };

export type UpdateGroupSettingsMutationVariables = Exact<{
  groupId: string | number;
  input: DeviceSettingsInput;
}>;


export type UpdateGroupSettingsMutation = { updateScreenGroupSettings: { _id: string, name: string, settings: { volume: number | null, rotation: number | null, timeZone: string | null, screenshotIntervalMinutes: number | null, updatedAt: string | null, displaySchedule: Array<{ day: Weekday, start: string, end: string }> | null }, settingsSupport: Array<{ field: string, screenCount: number, unableCount: number, unablePlatforms: Array<string> }> } };

export type FleetTimelineQueryVariables = Exact<{
  targetKind: FleetTimelineTargetKind;
  targetId: string | number;
  from: string;
  hours: number;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type FleetTimelineQuery = { fleetTimeline: { from: string, to: string, totalCount: number, nextCursor: string | null, screens: Array<{ timeZone: string, timeZoneSource: FleetTimeZoneSource, source: FleetContentSource, sourceGroupName: string | null, problem: string | null, segmentsTruncated: boolean, screen: { _id: string, name: string }, content: { collectionName: CollectionName, entityId: string, name: string | null } | null, segments: Array<{ start: string, end: string, kind: FleetSegmentKind, label: string }>, offsetChanges: Array<{ at: string, offsetBefore: number, offsetAfter: number }> }> } | null };

export type LiveLinkRowFragment = { _id: string, targetKind: LiveLinkTargetKind, targetId: string, targetName: string | null, createdAt: string };

export type LiveLinksQueryVariables = Exact<{ [key: string]: never; }>;


export type LiveLinksQuery = { liveLinks: Array<{ _id: string, targetKind: LiveLinkTargetKind, targetId: string, targetName: string | null, createdAt: string }> };

export type LiveLinkScreenChoicesQueryVariables = Exact<{
  deviceId: string | number;
}>;


export type LiveLinkScreenChoicesQuery = { device: { _id: string, name: string, groups: Array<{ _id: string, name: string }> } | null };

export type CreateLiveLinkMutationVariables = Exact<{
  target: LiveLinkTargetInput;
}>;


export type CreateLiveLinkMutation = { createLiveLink: { url: string | null, _id: string, targetKind: LiveLinkTargetKind, targetId: string, targetName: string | null, createdAt: string } };

export type RevokeLiveLinkMutationVariables = Exact<{
  id: string | number;
}>;


export type RevokeLiveLinkMutation = { revokeLiveLink: boolean };

export type MediaFileFragment = { _id: string, originalName: string, mimetype: string, fileSizeInBytes: number, parentFolderId: string | null, w: number | null, h: number | null, duration: number | null, status: string, fileProcessingProgressPercents: number, playbackSource: PlaybackSource, validFrom: string | null, validUntil: string | null, muted: boolean, numberOfPages: number | null, errorMessage: string | null, isDemo: boolean, spaceIds: Array<string>, createdAt: string, url: string, downloadUrl: string, thumbnailUrl: string | null, playQuota: { count: number | null, period: string } | null };

export type MediaFolderFragment = { _id: string, name: string, parentFolderId: string | null, spaceIds: Array<string> };

export type MediaFolderContentQueryVariables = Exact<{
  parentFolderId?: string | number | null | undefined;
}>;


export type MediaFolderContentQuery = { folders: Array<{ _id: string, name: string, parentFolderId: string | null, spaceIds: Array<string> }> };

export type MediaFilesPageQueryVariables = Exact<{
  parentFolderId?: string | number | null | undefined;
  first: number;
  after?: string | null | undefined;
  search?: string | null | undefined;
  kind?: FileKind | null | undefined;
  sort?: FileSort | null | undefined;
}>;


export type MediaFilesPageQuery = { filesPage: { totalCount: number, endCursor: string | null, hasNextPage: boolean, items: Array<{ _id: string, originalName: string, mimetype: string, fileSizeInBytes: number, parentFolderId: string | null, w: number | null, h: number | null, duration: number | null, status: string, fileProcessingProgressPercents: number, playbackSource: PlaybackSource, validFrom: string | null, validUntil: string | null, muted: boolean, numberOfPages: number | null, errorMessage: string | null, isDemo: boolean, spaceIds: Array<string>, createdAt: string, url: string, downloadUrl: string, thumbnailUrl: string | null, playQuota: { count: number | null, period: string } | null }> } };

export type MediaFolderPathQueryVariables = Exact<{
  id: string | number;
}>;


export type MediaFolderPathQuery = { folder: { _id: string, name: string, parentFolderId: string | null, spaceIds: Array<string>, ancestors: Array<{ _id: string, name: string }> } };

export type MediaStorageQueryVariables = Exact<{ [key: string]: never; }>;


export type MediaStorageQuery = { currentAccount: { _id: string, maxStorageCapacityInMB: number, usedStorageCapacityInMB: number, subscriptionInfo: { tariffFeatureAvailabilityMap: unknown } } | null };

export type MediaFileNowQueryVariables = Exact<{
  id: string | number;
}>;


export type MediaFileNowQuery = { file: { _id: string, originalName: string, mimetype: string, fileSizeInBytes: number, parentFolderId: string | null, w: number | null, h: number | null, duration: number | null, status: string, fileProcessingProgressPercents: number, playbackSource: PlaybackSource, validFrom: string | null, validUntil: string | null, muted: boolean, numberOfPages: number | null, errorMessage: string | null, isDemo: boolean, spaceIds: Array<string>, createdAt: string, url: string, downloadUrl: string, thumbnailUrl: string | null, playQuota: { count: number | null, period: string } | null } };

export type MediaFileChangedSubscriptionVariables = Exact<{
  id: string | number;
}>;


export type MediaFileChangedSubscription = { subscribeToFileChange: { _id: string, originalName: string, mimetype: string, fileSizeInBytes: number, parentFolderId: string | null, w: number | null, h: number | null, duration: number | null, status: string, fileProcessingProgressPercents: number, playbackSource: PlaybackSource, validFrom: string | null, validUntil: string | null, muted: boolean, numberOfPages: number | null, errorMessage: string | null, isDemo: boolean, spaceIds: Array<string>, createdAt: string, url: string, downloadUrl: string, thumbnailUrl: string | null, playQuota: { count: number | null, period: string } | null } };

export type CreateFilesMutationVariables = Exact<{
  files: Array<CreateFileInput> | CreateFileInput;
}>;


export type CreateFilesMutation = { createFiles: Array<{ _id: string, originalName: string, fileSizeInBytes: number, mimetype: string, uploadUrl: string | null }> };

export type ConfirmUploadMutationVariables = Exact<{
  fileId: string | number;
}>;


export type ConfirmUploadMutation = { confirmUpload: { _id: string, originalName: string, mimetype: string, fileSizeInBytes: number, parentFolderId: string | null, w: number | null, h: number | null, duration: number | null, status: string, fileProcessingProgressPercents: number, playbackSource: PlaybackSource, validFrom: string | null, validUntil: string | null, muted: boolean, numberOfPages: number | null, errorMessage: string | null, isDemo: boolean, spaceIds: Array<string>, createdAt: string, url: string, downloadUrl: string, thumbnailUrl: string | null, playQuota: { count: number | null, period: string } | null } };

export type UpdateFileMutationVariables = Exact<{
  id: string | number;
  data: UpdateFileInput;
}>;


export type UpdateFileMutation = { updateFile: { _id: string, originalName: string, mimetype: string, fileSizeInBytes: number, parentFolderId: string | null, w: number | null, h: number | null, duration: number | null, status: string, fileProcessingProgressPercents: number, playbackSource: PlaybackSource, validFrom: string | null, validUntil: string | null, muted: boolean, numberOfPages: number | null, errorMessage: string | null, isDemo: boolean, spaceIds: Array<string>, createdAt: string, url: string, downloadUrl: string, thumbnailUrl: string | null, playQuota: { count: number | null, period: string } | null } };

export type DeleteFileMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteFileMutation = { deleteFile: boolean };

export type RestoreFileMutationVariables = Exact<{
  id: string | number;
}>;


export type RestoreFileMutation = { restoreFile: { _id: string } };

export type PurgeFileMutationVariables = Exact<{
  id: string | number;
}>;


export type PurgeFileMutation = { purgeFile: boolean };

export type CreateFolderMutationVariables = Exact<{
  name: string;
  parentFolderId?: string | number | null | undefined;
}>;


export type CreateFolderMutation = { createFolder: { _id: string, name: string, parentFolderId: string | null, spaceIds: Array<string> } };

export type UpdateFolderMutationVariables = Exact<{
  id: string | number;
  data: UpdateFolderInput;
}>;


export type UpdateFolderMutation = { updateFolder: { _id: string, name: string, parentFolderId: string | null, spaceIds: Array<string> } };

export type DeleteFolderMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteFolderMutation = { deleteFolder: boolean };

export type RestoreFolderMutationVariables = Exact<{
  id: string | number;
}>;


export type RestoreFolderMutation = { restoreFolder: { _id: string } };

export type PurgeFolderMutationVariables = Exact<{
  id: string | number;
}>;


export type PurgeFolderMutation = { purgeFolder: boolean };

export type MediaShareTargetsQueryVariables = Exact<{ [key: string]: never; }>;


export type MediaShareTargetsQuery = { spaces: Array<{ _id: string, name: string }> };

export type MediaPublishTargetsQueryVariables = Exact<{ [key: string]: never; }>;


export type MediaPublishTargetsQuery = { devices: Array<{ _id: string, name: string }> };

export type PublishMediaToDeviceMutationVariables = Exact<{
  deviceId: string | number;
  content: PublishContentInput;
}>;


export type PublishMediaToDeviceMutation = { publishToDevice: { _id: string } };

export type MenuBoardLocationFieldsFragment = { _id: string, name: string, dataSource: MenuBoardDataSource, septimStoreId: string | null, gsAffiliateId: string | null, currency: string };

export type MenuBoardLocationListQueryVariables = Exact<{ [key: string]: never; }>;


export type MenuBoardLocationListQuery = { menuBoardLocations: Array<{ _id: string, name: string, dataSource: MenuBoardDataSource, septimStoreId: string | null, gsAffiliateId: string | null, currency: string }> };

export type MenuBoardLocationOneQueryVariables = Exact<{
  id: string | number;
}>;


export type MenuBoardLocationOneQuery = { menuBoardLocation: { _id: string, name: string, dataSource: MenuBoardDataSource, septimStoreId: string | null, gsAffiliateId: string | null, currency: string } };

export type MenuBoardLocationCreateMutationVariables = Exact<{
  data: CreateMenuBoardLocationInput;
}>;


export type MenuBoardLocationCreateMutation = { createMenuBoardLocation: { _id: string, name: string, dataSource: MenuBoardDataSource, septimStoreId: string | null, gsAffiliateId: string | null, currency: string } };

export type MenuBoardLocationUpdateMutationVariables = Exact<{
  id: string | number;
  data: UpdateMenuBoardLocationInput;
}>;


export type MenuBoardLocationUpdateMutation = { updateMenuBoardLocation: { _id: string, name: string, dataSource: MenuBoardDataSource, septimStoreId: string | null, gsAffiliateId: string | null, currency: string } };

export type MenuBoardLocationDeleteMutationVariables = Exact<{
  id: string | number;
}>;


export type MenuBoardLocationDeleteMutation = { deleteMenuBoardLocation: boolean };

export type MenuBoardPageListQueryVariables = Exact<{
  filter: MenuBoardFilter;
  sort: MenuBoardSort;
}>;


export type MenuBoardPageListQuery = { menuBoards: { total: number, data: Array<{ _id: string, name: string | null, menuDate: string | null, meals: Array<{ _id: string, name: { default: string } }> }> } };

export type MenuBoardPageDatesQueryVariables = Exact<{
  menuBoardLocationId: string | number;
  month: string;
}>;


export type MenuBoardPageDatesQuery = { menuBoardDates: Array<string> };

export type MenuBoardEditorBoardFragment = { _id: string, name: string | null, menuDate: string | null, menuBoardLocationId: string | null, language: string, alternativeLanguages: Array<string>, type: MenuBoardType, meals: Array<{ _id: string, price: string | null, allergens: Array<number>, energy: number | null, carbs: number | null, proteins: number | null, fats: number | null, cholesterol: number | null, isAvailable: boolean, isSoldOut: boolean, fileId: string | null, imageUrl: string | null, name: { default: string, alternatives: Array<{ language: string, value: string }> }, category: { default: string, alternatives: Array<{ language: string, value: string }> } | null, description: { default: string, alternatives: Array<{ language: string, value: string }> } | null, customData: { pictograms: Array<number> }, extras: Array<{ title: string, allergens: Array<number>, price: string | null, isSoldOut: boolean }> }> };

export type MenuBoardEditorOneQueryVariables = Exact<{
  id: string | number;
}>;


export type MenuBoardEditorOneQuery = { menuBoard: { _id: string, name: string | null, menuDate: string | null, menuBoardLocationId: string | null, language: string, alternativeLanguages: Array<string>, type: MenuBoardType, meals: Array<{ _id: string, price: string | null, allergens: Array<number>, energy: number | null, carbs: number | null, proteins: number | null, fats: number | null, cholesterol: number | null, isAvailable: boolean, isSoldOut: boolean, fileId: string | null, imageUrl: string | null, name: { default: string, alternatives: Array<{ language: string, value: string }> }, category: { default: string, alternatives: Array<{ language: string, value: string }> } | null, description: { default: string, alternatives: Array<{ language: string, value: string }> } | null, customData: { pictograms: Array<number> }, extras: Array<{ title: string, allergens: Array<number>, price: string | null, isSoldOut: boolean }> }> } };

export type MenuBoardEditorCreateMutationVariables = Exact<{
  data: CreateMenuBoardInput;
}>;


export type MenuBoardEditorCreateMutation = { createMenuBoard: { _id: string, name: string | null, menuDate: string | null, menuBoardLocationId: string | null, language: string, alternativeLanguages: Array<string>, type: MenuBoardType, meals: Array<{ _id: string, price: string | null, allergens: Array<number>, energy: number | null, carbs: number | null, proteins: number | null, fats: number | null, cholesterol: number | null, isAvailable: boolean, isSoldOut: boolean, fileId: string | null, imageUrl: string | null, name: { default: string, alternatives: Array<{ language: string, value: string }> }, category: { default: string, alternatives: Array<{ language: string, value: string }> } | null, description: { default: string, alternatives: Array<{ language: string, value: string }> } | null, customData: { pictograms: Array<number> }, extras: Array<{ title: string, allergens: Array<number>, price: string | null, isSoldOut: boolean }> }> } };

export type MenuBoardEditorUpdateMutationVariables = Exact<{
  id: string | number;
  data: UpdateMenuBoardInput;
}>;


export type MenuBoardEditorUpdateMutation = { updateMenuBoard: { _id: string, name: string | null, menuDate: string | null, menuBoardLocationId: string | null, language: string, alternativeLanguages: Array<string>, type: MenuBoardType, meals: Array<{ _id: string, price: string | null, allergens: Array<number>, energy: number | null, carbs: number | null, proteins: number | null, fats: number | null, cholesterol: number | null, isAvailable: boolean, isSoldOut: boolean, fileId: string | null, imageUrl: string | null, name: { default: string, alternatives: Array<{ language: string, value: string }> }, category: { default: string, alternatives: Array<{ language: string, value: string }> } | null, description: { default: string, alternatives: Array<{ language: string, value: string }> } | null, customData: { pictograms: Array<number> }, extras: Array<{ title: string, allergens: Array<number>, price: string | null, isSoldOut: boolean }> }> } };

export type MenuBoardPageForDayQueryVariables = Exact<{
  menuBoardLocationId: string | number;
  menuDate: string;
}>;


export type MenuBoardPageForDayQuery = { menuBoardForDay: { _id: string } | null };

export type MenuBoardEditorDeleteMutationVariables = Exact<{
  id: string | number;
}>;


export type MenuBoardEditorDeleteMutation = { deleteMenuBoard: boolean };

export type PartnerChildAccountFieldsFragment = { _id: string, name: string, createdAt: string, screensTotal: number, screensOnline: number, usedStorageMB: number, maxStorageMB: number, languageCode: string, temperatureUnit: string, subscription: { billingType: string, tariff: string, subscribedScreens: number, freeScreens: number, isTrial: boolean, trialEndsAt: string | null } };

export type PartnerAccountsQueryVariables = Exact<{
  search?: string | null | undefined;
  first: number;
  after?: string | null | undefined;
}>;


export type PartnerAccountsQuery = { partnerAccounts: { totalCount: number, endCursor: string | null, hasNextPage: boolean, items: Array<{ _id: string, name: string, createdAt: string, screensTotal: number, screensOnline: number, usedStorageMB: number, maxStorageMB: number, languageCode: string, temperatureUnit: string, subscription: { billingType: string, tariff: string, subscribedScreens: number, freeScreens: number, isTrial: boolean, trialEndsAt: string | null } }> } };

export type PartnerAccountQueryVariables = Exact<{
  id: string | number;
}>;


export type PartnerAccountQuery = { partnerAccount: { account: { _id: string, name: string, createdAt: string, screensTotal: number, screensOnline: number, usedStorageMB: number, maxStorageMB: number, languageCode: string, temperatureUnit: string, subscription: { billingType: string, tariff: string, subscribedScreens: number, freeScreens: number, isTrial: boolean, trialEndsAt: string | null } }, users: Array<{ _id: string, email: string, roleName: string, status: PartnerChildUserStatus }> } };

export type PartnerSignUpLinkQueryVariables = Exact<{ [key: string]: never; }>;


export type PartnerSignUpLinkQuery = { partnerSignUpLink: string };

export type CreatePartnerChildAccountMutationVariables = Exact<{
  input: CreatePartnerChildAccountInput;
}>;


export type CreatePartnerChildAccountMutation = { createPartnerChildAccount: { _id: string, name: string, createdAt: string, screensTotal: number, screensOnline: number, usedStorageMB: number, maxStorageMB: number, languageCode: string, temperatureUnit: string, subscription: { billingType: string, tariff: string, subscribedScreens: number, freeScreens: number, isTrial: boolean, trialEndsAt: string | null } } };

export type InvitePartnerChildUserMutationVariables = Exact<{
  accountId: string | number;
  email: string;
  role: PartnerChildRole;
}>;


export type InvitePartnerChildUserMutation = { invitePartnerChildUser: { _id: string, email: string, roleName: string, status: PartnerChildUserStatus } };

export type UpdatePartnerChildAccountMutationVariables = Exact<{
  id: string | number;
  input: UpdatePartnerChildAccountInput;
}>;


export type UpdatePartnerChildAccountMutation = { updatePartnerChildAccount: { _id: string, name: string, createdAt: string, screensTotal: number, screensOnline: number, usedStorageMB: number, maxStorageMB: number, languageCode: string, temperatureUnit: string, subscription: { billingType: string, tariff: string, subscribedScreens: number, freeScreens: number, isTrial: boolean, trialEndsAt: string | null } } };

export type RemovePartnerChildUserMutationVariables = Exact<{
  accountId: string | number;
  id: string | number;
}>;


export type RemovePartnerChildUserMutation = { removePartnerChildUser: boolean };

export type PlaylistSummaryFragment = { _id: string, name: string, playlistItems: unknown, mediaFit: MediaFit };

export type PlaylistDocumentFragment = { _id: string, name: string, playlistItems: unknown, layout: unknown, mediaFit: MediaFit, spaceIds: Array<string> };

export type PlaylistListQueryVariables = Exact<{ [key: string]: never; }>;


export type PlaylistListQuery = { playlists: Array<{ _id: string, name: string, playlistItems: unknown, mediaFit: MediaFit }> };

export type PlaylistEditorQueryVariables = Exact<{
  id: string | number;
}>;


export type PlaylistEditorQuery = { playlist: { _id: string, name: string, playlistItems: unknown, layout: unknown, mediaFit: MediaFit, spaceIds: Array<string> } | null };

export type PlaylistPreviewContentQueryVariables = Exact<{
  id: string | number;
}>;


export type PlaylistPreviewContentQuery = { playableContent: { collectionName: CollectionName, entityId: string, content: { playlists: Array<unknown>, scenes: Array<unknown>, schedules: Array<unknown>, files: Array<{ _id: string, name: string, mimetype: string, url: string, checksum: string, fileSizeInBytes: number, width: number | null, height: number | null, duration: number | null, pageCount: number | null, validFrom: string | null, validUntil: string | null, muted: boolean | null }> } } | null };

export type CreatePlaylistMutationVariables = Exact<{
  input: PlaylistInput;
}>;


export type CreatePlaylistMutation = { createPlaylist: { _id: string, name: string, playlistItems: unknown, layout: unknown, mediaFit: MediaFit, spaceIds: Array<string> } };

export type UpdatePlaylistMutationVariables = Exact<{
  id: string | number;
  input: PlaylistInput;
}>;


export type UpdatePlaylistMutation = { updatePlaylist: { _id: string, name: string, playlistItems: unknown, layout: unknown, mediaFit: MediaFit, spaceIds: Array<string> } };

export type DeletePlaylistMutationVariables = Exact<{
  id: string | number;
}>;


export type DeletePlaylistMutation = { deletePlaylist: boolean };

export type AddFilesToPlaylistMutationVariables = Exact<{
  playlistId: string | number;
  fileIds: Array<string | number> | string | number;
  zoneId?: number | null | undefined;
  duration?: number | null | undefined;
}>;


export type AddFilesToPlaylistMutation = { addFilesToPlaylist: { _id: string, name: string, playlistItems: unknown, layout: unknown, mediaFit: MediaFit, spaceIds: Array<string> } };

export type PublishTargetsQueryVariables = Exact<{ [key: string]: never; }>;


export type PublishTargetsQuery = { devicePage: { items: Array<{ _id: string, name: string, onlineStatus: OnlineStatus }> } };

export type PublishPlaylistMutationVariables = Exact<{
  deviceId: string | number;
  playlistId: string | number;
}>;


export type PublishPlaylistMutation = { publishToDevice: { _id: string, publishedContent: { collectionName: CollectionName, entityId: string, name: string | null } | null } };

export type MySessionsQueryVariables = Exact<{ [key: string]: never; }>;


export type MySessionsQuery = { mySessions: Array<{ _id: string, createdAt: string, expiresAt: string | null, clientIp: string | null, current: boolean }> };

export type RevokeMySessionMutationVariables = Exact<{
  id: string | number;
}>;


export type RevokeMySessionMutation = { revokeSession: boolean };

export type ChangeMyPasswordMutationVariables = Exact<{
  currentPassword: string;
  newPassword: string;
}>;


export type ChangeMyPasswordMutation = { changePassword: boolean };

export type MyNotificationPreferencesQueryVariables = Exact<{ [key: string]: never; }>;


export type MyNotificationPreferencesQuery = { myPreferences: { notifications: { screenOffline: boolean, mediaProcessingFailed: boolean, storageAlmostFull: boolean } } };

export type UpdateMyNotificationPreferencesMutationVariables = Exact<{
  notifications: NotificationPreferencesInput;
}>;


export type UpdateMyNotificationPreferencesMutation = { updateMyPreferences: { notifications: { screenOffline: boolean, mediaProcessingFailed: boolean, storageAlmostFull: boolean } } };

export type MyContactDetailsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyContactDetailsQuery = { currentUser: { _id: string, countryCode: string | null, phoneNumber: { phone: string } | null } | null };

export type UpdateMyContactDetailsMutationVariables = Exact<{
  input: MyProfileInput;
}>;


export type UpdateMyContactDetailsMutation = { updateMyProfile: { _id: string, countryCode: string | null, phoneNumber: { phone: string } | null } };

export type ProofOfPlayReportQueryVariables = Exact<{
  entityType: ProofOfPlayEntityType;
  entityId: string | number;
  from?: string | null | undefined;
  to?: string | null | undefined;
}>;


export type ProofOfPlayReportQuery = { proofOfPlayReport: { entityType: ProofOfPlayEntityType, entityId: string, entityName: string | null, totalPlays: number, totalDurationSeconds: number, totalImpressions: number, csvPath: string, rows: Array<{ deviceId: string, deviceName: string | null, day: string, plays: number, durationSeconds: number, impressions: number }> } };

export type ProofOfPlayScreensQueryVariables = Exact<{ [key: string]: never; }>;


export type ProofOfPlayScreensQuery = { devicePage: { items: Array<{ _id: string, name: string }> } };

export type ProofOfPlayPlaylistsQueryVariables = Exact<{ [key: string]: never; }>;


export type ProofOfPlayPlaylistsQuery = { playlists: Array<{ _id: string, name: string }> };

export type SceneListItemFragment = { _id: string, name: string, type: SceneType, duration: number | null, aspectRatioId: string | null, sceneItems: unknown, spaceIds: Array<string>, updatedAt: string, aspectRatio: { width: number, height: number } | null };

export type SceneListQueryVariables = Exact<{
  types?: Array<SceneType> | SceneType | null | undefined;
}>;


export type SceneListQuery = { scenes: Array<{ _id: string, name: string, type: SceneType, duration: number | null, aspectRatioId: string | null, sceneItems: unknown, spaceIds: Array<string>, updatedAt: string, aspectRatio: { width: number, height: number } | null }> };

export type SceneThumbnailFilesQueryVariables = Exact<{ [key: string]: never; }>;


export type SceneThumbnailFilesQuery = { files: Array<{ _id: string, originalName: string, mimetype: string, fileSizeInBytes: number, w: number | null, h: number | null, duration: number | null, numberOfPages: number | null, url: string, thumbnailUrl: string | null, pageUrls: Array<string> | null }> };

export type CreateSceneMutationVariables = Exact<{
  input: CreateSceneInput;
}>;


export type CreateSceneMutation = { createScene: { _id: string, name: string, type: SceneType, duration: number | null, aspectRatioId: string | null, sceneItems: unknown, spaceIds: Array<string>, updatedAt: string, aspectRatio: { width: number, height: number } | null } };

export type RenameSceneMutationVariables = Exact<{
  id: string | number;
  name: string;
}>;


export type RenameSceneMutation = { updateScene: { _id: string, name: string, type: SceneType, duration: number | null, aspectRatioId: string | null, sceneItems: unknown, spaceIds: Array<string>, updatedAt: string, aspectRatio: { width: number, height: number } | null } };

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

export type SceneEditorSceneFragment = { _id: string, name: string, type: SceneType, duration: number | null, aspectRatioId: string | null, sceneItems: unknown, updatedAt: string, aspectRatio: { width: number, height: number } | null };

export type SceneEditorSceneQueryVariables = Exact<{
  id: string | number;
}>;


export type SceneEditorSceneQuery = { scene: { _id: string, name: string, type: SceneType, duration: number | null, aspectRatioId: string | null, sceneItems: unknown, updatedAt: string, aspectRatio: { width: number, height: number } | null } | null };

export type SceneEditorSaveMutationVariables = Exact<{
  id: string | number;
  input: UpdateSceneInput;
}>;


export type SceneEditorSaveMutation = { updateScene: { _id: string, name: string, type: SceneType, duration: number | null, aspectRatioId: string | null, sceneItems: unknown, updatedAt: string, aspectRatio: { width: number, height: number } | null } };

export type SceneEditorFilesQueryVariables = Exact<{
  id: string | number;
}>;


export type SceneEditorFilesQuery = { playableContent: { collectionName: CollectionName, entityId: string, content: { files: Array<{ _id: string, name: string, mimetype: string, url: string, checksum: string, fileSizeInBytes: number, width: number | null, height: number | null, duration: number | null, pageCount: number | null, pageUrls: Array<string> | null, muted: boolean | null, playQuota: { count: number | null, period: string } | null }> } } | null };

export type SceneEditorFileQueryVariables = Exact<{
  id: string | number;
}>;


export type SceneEditorFileQuery = { file: { _id: string, originalName: string, mimetype: string, status: string, fileSizeInBytes: number, url: string, thumbnailUrl: string | null, w: number | null, h: number | null, duration: number | null, numberOfPages: number | null, pageUrls: Array<string> | null } };

export type SceneEditorPositionTabQueryVariables = Exact<{ [key: string]: never; }>;


export type SceneEditorPositionTabQuery = { myPreferences: { defaultPositionTab: PositionTab } };

export type SceneEditorSavePositionTabMutationVariables = Exact<{
  tab: PositionTab;
}>;


export type SceneEditorSavePositionTabMutation = { updateMyPreferences: { defaultPositionTab: PositionTab } };

export type ScheduleDocumentFragment = { _id: string, name: string, playlistTimings: Array<{ _id: string, timeFrom: string, timeTo: string, playlistId: string }> };

export type ScheduleListQueryVariables = Exact<{ [key: string]: never; }>;


export type ScheduleListQuery = { schedules: Array<{ _id: string, name: string, playlistTimings: Array<{ _id: string, timeFrom: string, timeTo: string, playlistId: string }> }>, playlists: Array<{ _id: string, name: string }> };

export type CreateScheduleMutationVariables = Exact<{
  input: ScheduleInput;
}>;


export type CreateScheduleMutation = { createSchedule: { _id: string, name: string, playlistTimings: Array<{ _id: string, timeFrom: string, timeTo: string, playlistId: string }> } };

export type UpdateScheduleMutationVariables = Exact<{
  id: string | number;
  input: ScheduleInput;
}>;


export type UpdateScheduleMutation = { updateSchedule: { _id: string, name: string, playlistTimings: Array<{ _id: string, timeFrom: string, timeTo: string, playlistId: string }> } };

export type DeleteScheduleMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteScheduleMutation = { deleteSchedule: boolean };

export type ScreenGroupItemFragment = { _id: string, name: string, createdAt: string, screenCount: number, publishedAt: string | null, publishedContent: { collectionName: CollectionName, entityId: string, name: string | null } | null };

export type ScreenGroupsQueryVariables = Exact<{ [key: string]: never; }>;


export type ScreenGroupsQuery = { screenGroups: Array<{ _id: string, name: string, createdAt: string, screenCount: number, publishedAt: string | null, publishedContent: { collectionName: CollectionName, entityId: string, name: string | null } | null }> };

export type ScreenGroupDetailsQueryVariables = Exact<{
  id: string | number;
  limit?: number | null | undefined;
  offset?: number | null | undefined;
}>;


export type ScreenGroupDetailsQuery = { screenGroup: { _id: string, name: string, createdAt: string, screenCount: number, publishedAt: string | null, publishedContent: { collectionName: CollectionName, entityId: string, name: string | null } | null } | null, devicePage: { totalCount: number, offset: number, limit: number, items: Array<{ _id: string, name: string, onlineStatus: OnlineStatus, createdAt: string, platform: string, tags: Array<string>, publishedContent: { collectionName: CollectionName, entityId: string, name: string | null } | null, contentSource: { kind: ContentSourceKind, group: { _id: string, name: string } | null } }> } };

export type CreateScreenGroupMutationVariables = Exact<{
  name: string;
}>;


export type CreateScreenGroupMutation = { createScreenGroup: { _id: string, name: string, createdAt: string, screenCount: number, publishedAt: string | null, publishedContent: { collectionName: CollectionName, entityId: string, name: string | null } | null } };

export type RenameScreenGroupMutationVariables = Exact<{
  id: string | number;
  name: string;
}>;


export type RenameScreenGroupMutation = { renameScreenGroup: { _id: string, name: string, createdAt: string, screenCount: number, publishedAt: string | null, publishedContent: { collectionName: CollectionName, entityId: string, name: string | null } | null } };

export type DeleteScreenGroupMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteScreenGroupMutation = { deleteScreenGroup: boolean };

export type AddScreensToGroupMutationVariables = Exact<{
  groupId: string | number;
  deviceIds: Array<string | number> | string | number;
}>;


export type AddScreensToGroupMutation = { addScreensToGroup: { _id: string, name: string, createdAt: string, screenCount: number, publishedAt: string | null, publishedContent: { collectionName: CollectionName, entityId: string, name: string | null } | null } };

export type RemoveScreensFromGroupMutationVariables = Exact<{
  groupId: string | number;
  deviceIds: Array<string | number> | string | number;
}>;


export type RemoveScreensFromGroupMutation = { removeScreensFromGroup: { _id: string, name: string, createdAt: string, screenCount: number, publishedAt: string | null, publishedContent: { collectionName: CollectionName, entityId: string, name: string | null } | null } };

export type PublishableContentQueryVariables = Exact<{ [key: string]: never; }>;


export type PublishableContentQuery = { playlists: Array<{ _id: string, name: string }>, scenes: Array<{ _id: string, name: string }>, schedules: Array<{ _id: string, name: string }>, files: Array<{ _id: string, originalName: string }> };

export type PublishReachQueryVariables = Exact<{
  targets: PublishTargetsInput;
}>;


export type PublishReachQuery = { publishReach: { screenCount: number, offlineCount: number, keepingOwnContent: number, offlineScreens: Array<{ _id: string, name: string }> } };

export type PublishToScreensMutationVariables = Exact<{
  content: PublishContentInput;
  targets: PublishTargetsInput;
}>;


export type PublishToScreensMutation = { publishToScreens: { screenCount: number, offlineCount: number, keepingOwnContent: number } };

export type ClearScreenContentMutationVariables = Exact<{
  deviceIds: Array<string | number> | string | number;
}>;


export type ClearScreenContentMutation = { clearScreenContent: number };

export type SetDeviceTagsMutationVariables = Exact<{
  deviceId: string | number;
  tags: Array<string> | string;
}>;


export type SetDeviceTagsMutation = { setDeviceTags: { _id: string, tags: Array<string> } };

export type DeviceTagsQueryVariables = Exact<{ [key: string]: never; }>;


export type DeviceTagsQuery = { deviceTags: Array<string> };

export type SonyDisplayFieldsFragment = { _id: string, name: string, status: SonyDisplayStatus, serial: string | null, mac: string | null, model: string | null, ipAddress: string | null, hasPsk: boolean, groupId: string | null, deviceId: string | null, createdAt: string, startedAt: string | null, releasedAt: string | null };

export type SonyDisplaysQueryVariables = Exact<{ [key: string]: never; }>;


export type SonyDisplaysQuery = { sonyDisplays: Array<{ _id: string, name: string, status: SonyDisplayStatus, serial: string | null, mac: string | null, model: string | null, ipAddress: string | null, hasPsk: boolean, groupId: string | null, deviceId: string | null, createdAt: string, startedAt: string | null, releasedAt: string | null }>, sonyBraviaSetup: { kittingConfigured: boolean, ipControlEnabled: boolean } };

export type RegisterSonyDisplayByCodeMutationVariables = Exact<{
  input: SonyDisplayByCodeInput;
}>;


export type RegisterSonyDisplayByCodeMutation = { registerSonyDisplayByCode: { provisioningUrl: string | null, _id: string, name: string, status: SonyDisplayStatus, serial: string | null, mac: string | null, model: string | null, ipAddress: string | null, hasPsk: boolean, groupId: string | null, deviceId: string | null, createdAt: string, startedAt: string | null, releasedAt: string | null } };

export type RegisterSonyDisplayBySerialMutationVariables = Exact<{
  input: SonyDisplayBySerialInput;
}>;


export type RegisterSonyDisplayBySerialMutation = { registerSonyDisplayBySerial: { provisioningUrl: string | null, ipControlNote: string | null, _id: string, name: string, status: SonyDisplayStatus, serial: string | null, mac: string | null, model: string | null, ipAddress: string | null, hasPsk: boolean, groupId: string | null, deviceId: string | null, createdAt: string, startedAt: string | null, releasedAt: string | null } };

export type ReleaseSonyDisplayMutationVariables = Exact<{
  id: string | number;
}>;


export type ReleaseSonyDisplayMutation = { releaseSonyDisplay: { ipControlNote: string | null, _id: string, name: string, status: SonyDisplayStatus, serial: string | null, mac: string | null, model: string | null, ipAddress: string | null, hasPsk: boolean, groupId: string | null, deviceId: string | null, createdAt: string, startedAt: string | null, releasedAt: string | null } };

export type AccountItemTypesQueryVariables = Exact<{ [key: string]: never; }>;


export type AccountItemTypesQuery = { currentAccount: { _id: string, enabledItemTypes: Array<string> } | null };

export type CameraAiModelsQueryVariables = Exact<{ [key: string]: never; }>;


export type CameraAiModelsQuery = { aiConfig: { isEnabled: boolean, models: Array<{ name: string, label: string, isEnabled: boolean }> } };

export type CheckUrlFramableMutationVariables = Exact<{
  data: CheckUrlFramableInput;
}>;


export type CheckUrlFramableMutation = { checkUrlFramable: { isFramable: boolean, reason: string | null } };

export type EditorInstagramFeedFragment = { _id: string, instagramUserId: string | null, instagramUsername: string | null, feedAuthorizationUrl: string, status: InstagramFeedStatus, updatedAt: string, createdAt: string, media: Array<{ id: string, caption: string | null, mediaType: string, mediaUrl: string, proxyUrl: string, permalink: string | null, timestamp: string | null, username: string | null }> };

export type InstagramAppConfiguredQueryVariables = Exact<{ [key: string]: never; }>;


export type InstagramAppConfiguredQuery = { instagramAppConfigured: boolean };

export type InstagramFeedsQueryVariables = Exact<{ [key: string]: never; }>;


export type InstagramFeedsQuery = { instagramFeeds: Array<{ _id: string, instagramUserId: string | null, instagramUsername: string | null, feedAuthorizationUrl: string, status: InstagramFeedStatus, updatedAt: string, createdAt: string, media: Array<{ id: string, caption: string | null, mediaType: string, mediaUrl: string, proxyUrl: string, permalink: string | null, timestamp: string | null, username: string | null }> }> };

export type CreateInstagramFeedMutationVariables = Exact<{
  data?: CreateInstagramFeedInput | null | undefined;
}>;


export type CreateInstagramFeedMutation = { createInstagramFeed: { _id: string, instagramUserId: string | null, instagramUsername: string | null, feedAuthorizationUrl: string, status: InstagramFeedStatus, updatedAt: string, createdAt: string, media: Array<{ id: string, caption: string | null, mediaType: string, mediaUrl: string, proxyUrl: string, permalink: string | null, timestamp: string | null, username: string | null }> } };

export type AuthorizeInstagramFeedMutationVariables = Exact<{
  data: AuthorizeInstagramFeedInput;
}>;


export type AuthorizeInstagramFeedMutation = { authorizeInstagramFeed: { _id: string, instagramUserId: string | null, instagramUsername: string | null, feedAuthorizationUrl: string, status: InstagramFeedStatus, updatedAt: string, createdAt: string, media: Array<{ id: string, caption: string | null, mediaType: string, mediaUrl: string, proxyUrl: string, permalink: string | null, timestamp: string | null, username: string | null }> } };

export type LoadInstagramProfileMutationVariables = Exact<{
  username: string;
}>;


export type LoadInstagramProfileMutation = { loadInstagramProfile: { _id: string, username: string, updatedAt: string, media: Array<{ id: string, caption: string | null, mediaType: string, mediaUrl: string, proxyUrl: string, permalink: string | null, timestamp: string | null, username: string | null }> } };

export type InstagramFeedChangedSubscriptionVariables = Exact<{
  id: string | number;
}>;


export type InstagramFeedChangedSubscription = { instagramFeedChanged: { _id: string, instagramUserId: string | null, instagramUsername: string | null, feedAuthorizationUrl: string, status: InstagramFeedStatus, updatedAt: string, createdAt: string, media: Array<{ id: string, caption: string | null, mediaType: string, mediaUrl: string, proxyUrl: string, permalink: string | null, timestamp: string | null, username: string | null }> } };

export type MenuBoardWidgetLocationsQueryVariables = Exact<{ [key: string]: never; }>;


export type MenuBoardWidgetLocationsQuery = { menuBoardLocations: Array<{ _id: string, name: string }> };

export type MenuBoardWidgetBoardsQueryVariables = Exact<{
  filter: MenuBoardFilter;
}>;


export type MenuBoardWidgetBoardsQuery = { menuBoards: { total: number, data: Array<{ _id: string, name: string | null, menuDate: string | null, meals: Array<{ _id: string, name: { default: string } }> }> } };

export type MenuBoardWidgetConvertToStaticMutationVariables = Exact<{
  categories: unknown;
  name?: string | null | undefined;
}>;


export type MenuBoardWidgetConvertToStaticMutation = { convertToStaticMenuBoard: { _id: string, name: string | null } };

export type PlaylistWidgetChoicesQueryVariables = Exact<{ [key: string]: never; }>;


export type PlaylistWidgetChoicesQuery = { playlists: Array<{ _id: string, name: string, playlistItems: unknown }> };

export type PlaylistWidgetContentQueryVariables = Exact<{
  id: string | number;
}>;


export type PlaylistWidgetContentQuery = { playableContent: { collectionName: CollectionName, entityId: string, content: { playlists: Array<unknown>, scenes: Array<unknown>, schedules: Array<unknown>, files: Array<{ _id: string, name: string, mimetype: string, url: string, checksum: string, fileSizeInBytes: number, width: number | null, height: number | null, duration: number | null, pageCount: number | null }> } } | null };

export type StoreBoardEditorMenuQueryVariables = Exact<{
  source: PosSource;
  storeId: string;
}>;


export type StoreBoardEditorMenuQuery = { currentStoreMenu: { warning: string | null, boards: Array<{ id: string, title: string | null, availableFrom: string | null, availableTo: string | null, categories: Array<string>, meals: Array<{ id: string, name: string, category: string | null, description: string | null, allergens: Array<number>, priceText: string | null, isSoldOut: boolean }> }> } };

export type MenuBoardMealTemplateListQueryVariables = Exact<{ [key: string]: never; }>;


export type MenuBoardMealTemplateListQuery = { menuBoardMealTemplates: { data: Array<{ _id: string, internalName: string, spaceIds: Array<string> | null, body: unknown }> } };

export type MenuBoardMealTemplateCreateMutationVariables = Exact<{
  data: CreateMenuBoardMealTemplateInput;
}>;


export type MenuBoardMealTemplateCreateMutation = { createMenuBoardMealTemplate: { _id: string, internalName: string } };

export type MenuBoardMealTemplateDeleteMutationVariables = Exact<{
  id: string | number;
}>;


export type MenuBoardMealTemplateDeleteMutation = { deleteMenuBoardMealTemplate: boolean };

export type WidgetMediaFileFragment = { _id: string, originalName: string, mimetype: string, status: string, fileSizeInBytes: number, url: string, thumbnailUrl: string | null, w: number | null, h: number | null, duration: number | null, numberOfPages: number | null, pageUrls: Array<string> | null };

export type WidgetMediaFilesQueryVariables = Exact<{
  first: number;
  after?: string | null | undefined;
}>;


export type WidgetMediaFilesQuery = { filesPage: { endCursor: string | null, hasNextPage: boolean, items: Array<{ _id: string, originalName: string, mimetype: string, status: string, fileSizeInBytes: number, url: string, thumbnailUrl: string | null, w: number | null, h: number | null, duration: number | null, numberOfPages: number | null, pageUrls: Array<string> | null }> } };

export type WeatherGeoCodingMutationVariables = Exact<{
  data: GeoCodingInput;
}>;


export type WeatherGeoCodingMutation = { geoCoding: { name: string, lat: number, long: number } | null };

export type WeatherAccountQueryVariables = Exact<{ [key: string]: never; }>;


export type WeatherAccountQuery = { currentAccount: { _id: string, languageCode: string, temperatureUnit: string } | null };

export { AdminAccountRowFragmentDoc } from './documents/AdminAccountRowFragmentDoc';
export { AdminAccountSettingsFragmentDoc } from './documents/AdminAccountSettingsFragmentDoc';
export { AdminPromotionFragmentDoc } from './documents/AdminPromotionFragmentDoc';
export { BroadcastItemFragmentDoc } from './documents/BroadcastItemFragmentDoc';
export { BulkActionFieldsFragmentDoc } from './documents/BulkActionFieldsFragmentDoc';
export { DeviceListItemFragmentDoc } from './documents/DeviceListItemFragmentDoc';
export { DeviceHealthFragmentDoc } from './documents/DeviceHealthFragmentDoc';
export { DeviceCommandSupportFragmentDoc } from './documents/DeviceCommandSupportFragmentDoc';
export { DeviceCommandItemFragmentDoc } from './documents/DeviceCommandItemFragmentDoc';
export { DeviceScreenshotViewFragmentDoc } from './documents/DeviceScreenshotViewFragmentDoc';
export { DeviceLogLineFragmentDoc } from './documents/DeviceLogLineFragmentDoc';
export { SettingsLayerFieldsFragmentDoc } from './documents/SettingsLayerFieldsFragmentDoc';
export { DeviceSettingsFormFragmentDoc } from './documents/DeviceSettingsFormFragmentDoc';
export { GroupSettingsFormFragmentDoc } from './documents/GroupSettingsFormFragmentDoc';
export { LiveLinkRowFragmentDoc } from './documents/LiveLinkRowFragmentDoc';
export { MediaFileFragmentDoc } from './documents/MediaFileFragmentDoc';
export { MediaFolderFragmentDoc } from './documents/MediaFolderFragmentDoc';
export { MenuBoardLocationFieldsFragmentDoc } from './documents/MenuBoardLocationFieldsFragmentDoc';
export { MenuBoardEditorBoardFragmentDoc } from './documents/MenuBoardEditorBoardFragmentDoc';
export { PartnerChildAccountFieldsFragmentDoc } from './documents/PartnerChildAccountFieldsFragmentDoc';
export { PlaylistSummaryFragmentDoc } from './documents/PlaylistSummaryFragmentDoc';
export { PlaylistDocumentFragmentDoc } from './documents/PlaylistDocumentFragmentDoc';
export { SceneListItemFragmentDoc } from './documents/SceneListItemFragmentDoc';
export { SceneEditorSceneFragmentDoc } from './documents/SceneEditorSceneFragmentDoc';
export { ScheduleDocumentFragmentDoc } from './documents/ScheduleDocumentFragmentDoc';
export { ScreenGroupItemFragmentDoc } from './documents/ScreenGroupItemFragmentDoc';
export { SonyDisplayFieldsFragmentDoc } from './documents/SonyDisplayFieldsFragmentDoc';
export { EditorInstagramFeedFragmentDoc } from './documents/EditorInstagramFeedFragmentDoc';
export { WidgetMediaFileFragmentDoc } from './documents/WidgetMediaFileFragmentDoc';
export { CurrentUserSessionDocument } from './documents/CurrentUserSessionDocument';
export { SupportChatSetupDocument } from './documents/SupportChatSetupDocument';
export { ShellSpacesDocument } from './documents/ShellSpacesDocument';
export { ChangeCurrentSpaceDocument } from './documents/ChangeCurrentSpaceDocument';
export { CurrentPromotionDocument } from './documents/CurrentPromotionDocument';
export { AccountSettingsDocument } from './documents/AccountSettingsDocument';
export { UpdateAccountDocument } from './documents/UpdateAccountDocument';
export { AccountUsersDocument } from './documents/AccountUsersDocument';
export { InviteUserDocument } from './documents/InviteUserDocument';
export { ChangeUserRoleDocument } from './documents/ChangeUserRoleDocument';
export { RemoveUserDocument } from './documents/RemoveUserDocument';
export { AccountSpacesDocument } from './documents/AccountSpacesDocument';
export { CreateSpaceDocument } from './documents/CreateSpaceDocument';
export { RenameSpaceDocument } from './documents/RenameSpaceDocument';
export { DeleteSpaceDocument } from './documents/DeleteSpaceDocument';
export { ApiKeysDocument } from './documents/ApiKeysDocument';
export { CreateApiKeyDocument } from './documents/CreateApiKeyDocument';
export { RevokeApiKeyDocument } from './documents/RevokeApiKeyDocument';
export { UserRolesDocument } from './documents/UserRolesDocument';
export { CreateUserRoleDocument } from './documents/CreateUserRoleDocument';
export { UpdateUserRoleDocument } from './documents/UpdateUserRoleDocument';
export { DeleteUserRoleDocument } from './documents/DeleteUserRoleDocument';
export { SecurityPoliciesDocument } from './documents/SecurityPoliciesDocument';
export { UpdateSecurityPoliciesDocument } from './documents/UpdateSecurityPoliciesDocument';
export { AuditLogDocument } from './documents/AuditLogDocument';
export { AccountScreensDocument } from './documents/AccountScreensDocument';
export { AccountAiModelsDocument } from './documents/AccountAiModelsDocument';
export { SetAccountAiModelDocument } from './documents/SetAccountAiModelDocument';
export { UpdateAccountItemTypesDocument } from './documents/UpdateAccountItemTypesDocument';
export { AdminAccountsDocument } from './documents/AdminAccountsDocument';
export { AdminAccountDocument } from './documents/AdminAccountDocument';
export { AdminUpdateAccountDocument } from './documents/AdminUpdateAccountDocument';
export { AdminSetAccountDisabledDocument } from './documents/AdminSetAccountDisabledDocument';
export { AdminCreateAccountDocument } from './documents/AdminCreateAccountDocument';
export { AdminStartImpersonationDocument } from './documents/AdminStartImpersonationDocument';
export { StopImpersonationDocument } from './documents/StopImpersonationDocument';
export { AdminAccountScreensDocument } from './documents/AdminAccountScreensDocument';
export { AdminServiceDeviceCommandsDocument } from './documents/AdminServiceDeviceCommandsDocument';
export { AdminSendServiceDeviceCommandDocument } from './documents/AdminSendServiceDeviceCommandDocument';
export { AdminPromotionsDocument } from './documents/AdminPromotionsDocument';
export { AdminCreatePromotionDocument } from './documents/AdminCreatePromotionDocument';
export { AdminEndPromotionDocument } from './documents/AdminEndPromotionDocument';
export { ActingServiceAdminDocument } from './documents/ActingServiceAdminDocument';
export { AudienceReportDocument } from './documents/AudienceReportDocument';
export { AnalyticsGroupsDocument } from './documents/AnalyticsGroupsDocument';
export { SignUpDocument } from './documents/SignUpDocument';
export { ConfirmEmailDocument } from './documents/ConfirmEmailDocument';
export { RequestPasswordRecoveryDocument } from './documents/RequestPasswordRecoveryDocument';
export { ChangePasswordByTokenDocument } from './documents/ChangePasswordByTokenDocument';
export { AcceptInvitationDocument } from './documents/AcceptInvitationDocument';
export { SignInDocument } from './documents/SignInDocument';
export { SignOutDocument } from './documents/SignOutDocument';
export { BillingOverviewDocument } from './documents/BillingOverviewDocument';
export { BillingPlansDocument } from './documents/BillingPlansDocument';
export { StartSubscriptionCheckoutDocument } from './documents/StartSubscriptionCheckoutDocument';
export { BillingPortalAddressDocument } from './documents/BillingPortalAddressDocument';
export { ActiveBroadcastsDocument } from './documents/ActiveBroadcastsDocument';
export { StartBroadcastDocument } from './documents/StartBroadcastDocument';
export { ClearBroadcastDocument } from './documents/ClearBroadcastDocument';
export { BroadcastScreensDocument } from './documents/BroadcastScreensDocument';
export { BroadcastReachPreviewDocument } from './documents/BroadcastReachPreviewDocument';
export { CustomerFeedbackReportDocument } from './documents/CustomerFeedbackReportDocument';
export { StartBulkActionDocument } from './documents/StartBulkActionDocument';
export { BulkActionProgressDocument } from './documents/BulkActionProgressDocument';
export { BulkMoveSpacesDocument } from './documents/BulkMoveSpacesDocument';
export { BulkActionChangedDocument } from './documents/BulkActionChangedDocument';
export { DevicesDocument } from './documents/DevicesDocument';
export { DeviceChangedDocument } from './documents/DeviceChangedDocument';
export { DeviceRowChangedDocument } from './documents/DeviceRowChangedDocument';
export { PairDeviceDocument } from './documents/PairDeviceDocument';
export { PublishToDeviceDocument } from './documents/PublishToDeviceDocument';
export { PublishablePlaylistsDocument } from './documents/PublishablePlaylistsDocument';
export { DevicePageDocument } from './documents/DevicePageDocument';
export { DeviceSelectionPageDocument } from './documents/DeviceSelectionPageDocument';
export { DeviceDashboardSortDocument } from './documents/DeviceDashboardSortDocument';
export { SaveDeviceDashboardSortDocument } from './documents/SaveDeviceDashboardSortDocument';
export { DeviceDetailsDocument } from './documents/DeviceDetailsDocument';
export { RenameDeviceDocument } from './documents/RenameDeviceDocument';
export { DeleteDeviceDocument } from './documents/DeleteDeviceDocument';
export { SendDeviceCommandDocument } from './documents/SendDeviceCommandDocument';
export { AdminDeviceCommandsDocument } from './documents/AdminDeviceCommandsDocument';
export { DeviceScreenshotPanelDocument } from './documents/DeviceScreenshotPanelDocument';
export { TakeDeviceScreenshotDocument } from './documents/TakeDeviceScreenshotDocument';
export { DeviceLogsPanelDocument } from './documents/DeviceLogsPanelDocument';
export { DeviceSettingsDocument } from './documents/DeviceSettingsDocument';
export { UpdateDeviceSettingsDocument } from './documents/UpdateDeviceSettingsDocument';
export { GroupSettingsDocument } from './documents/GroupSettingsDocument';
export { UpdateGroupSettingsDocument } from './documents/UpdateGroupSettingsDocument';
export { FleetTimelineDocument } from './documents/FleetTimelineDocument';
export { LiveLinksDocument } from './documents/LiveLinksDocument';
export { LiveLinkScreenChoicesDocument } from './documents/LiveLinkScreenChoicesDocument';
export { CreateLiveLinkDocument } from './documents/CreateLiveLinkDocument';
export { RevokeLiveLinkDocument } from './documents/RevokeLiveLinkDocument';
export { MediaFolderContentDocument } from './documents/MediaFolderContentDocument';
export { MediaFilesPageDocument } from './documents/MediaFilesPageDocument';
export { MediaFolderPathDocument } from './documents/MediaFolderPathDocument';
export { MediaStorageDocument } from './documents/MediaStorageDocument';
export { MediaFileNowDocument } from './documents/MediaFileNowDocument';
export { MediaFileChangedDocument } from './documents/MediaFileChangedDocument';
export { CreateFilesDocument } from './documents/CreateFilesDocument';
export { ConfirmUploadDocument } from './documents/ConfirmUploadDocument';
export { UpdateFileDocument } from './documents/UpdateFileDocument';
export { DeleteFileDocument } from './documents/DeleteFileDocument';
export { RestoreFileDocument } from './documents/RestoreFileDocument';
export { PurgeFileDocument } from './documents/PurgeFileDocument';
export { CreateFolderDocument } from './documents/CreateFolderDocument';
export { UpdateFolderDocument } from './documents/UpdateFolderDocument';
export { DeleteFolderDocument } from './documents/DeleteFolderDocument';
export { RestoreFolderDocument } from './documents/RestoreFolderDocument';
export { PurgeFolderDocument } from './documents/PurgeFolderDocument';
export { MediaShareTargetsDocument } from './documents/MediaShareTargetsDocument';
export { MediaPublishTargetsDocument } from './documents/MediaPublishTargetsDocument';
export { PublishMediaToDeviceDocument } from './documents/PublishMediaToDeviceDocument';
export { MenuBoardLocationListDocument } from './documents/MenuBoardLocationListDocument';
export { MenuBoardLocationOneDocument } from './documents/MenuBoardLocationOneDocument';
export { MenuBoardLocationCreateDocument } from './documents/MenuBoardLocationCreateDocument';
export { MenuBoardLocationUpdateDocument } from './documents/MenuBoardLocationUpdateDocument';
export { MenuBoardLocationDeleteDocument } from './documents/MenuBoardLocationDeleteDocument';
export { MenuBoardPageListDocument } from './documents/MenuBoardPageListDocument';
export { MenuBoardPageDatesDocument } from './documents/MenuBoardPageDatesDocument';
export { MenuBoardEditorOneDocument } from './documents/MenuBoardEditorOneDocument';
export { MenuBoardEditorCreateDocument } from './documents/MenuBoardEditorCreateDocument';
export { MenuBoardEditorUpdateDocument } from './documents/MenuBoardEditorUpdateDocument';
export { MenuBoardPageForDayDocument } from './documents/MenuBoardPageForDayDocument';
export { MenuBoardEditorDeleteDocument } from './documents/MenuBoardEditorDeleteDocument';
export { PartnerAccountsDocument } from './documents/PartnerAccountsDocument';
export { PartnerAccountDocument } from './documents/PartnerAccountDocument';
export { PartnerSignUpLinkDocument } from './documents/PartnerSignUpLinkDocument';
export { CreatePartnerChildAccountDocument } from './documents/CreatePartnerChildAccountDocument';
export { InvitePartnerChildUserDocument } from './documents/InvitePartnerChildUserDocument';
export { UpdatePartnerChildAccountDocument } from './documents/UpdatePartnerChildAccountDocument';
export { RemovePartnerChildUserDocument } from './documents/RemovePartnerChildUserDocument';
export { PlaylistListDocument } from './documents/PlaylistListDocument';
export { PlaylistEditorDocument } from './documents/PlaylistEditorDocument';
export { PlaylistPreviewContentDocument } from './documents/PlaylistPreviewContentDocument';
export { CreatePlaylistDocument } from './documents/CreatePlaylistDocument';
export { UpdatePlaylistDocument } from './documents/UpdatePlaylistDocument';
export { DeletePlaylistDocument } from './documents/DeletePlaylistDocument';
export { AddFilesToPlaylistDocument } from './documents/AddFilesToPlaylistDocument';
export { PublishTargetsDocument } from './documents/PublishTargetsDocument';
export { PublishPlaylistDocument } from './documents/PublishPlaylistDocument';
export { MySessionsDocument } from './documents/MySessionsDocument';
export { RevokeMySessionDocument } from './documents/RevokeMySessionDocument';
export { ChangeMyPasswordDocument } from './documents/ChangeMyPasswordDocument';
export { MyNotificationPreferencesDocument } from './documents/MyNotificationPreferencesDocument';
export { UpdateMyNotificationPreferencesDocument } from './documents/UpdateMyNotificationPreferencesDocument';
export { MyContactDetailsDocument } from './documents/MyContactDetailsDocument';
export { UpdateMyContactDetailsDocument } from './documents/UpdateMyContactDetailsDocument';
export { ProofOfPlayReportDocument } from './documents/ProofOfPlayReportDocument';
export { ProofOfPlayScreensDocument } from './documents/ProofOfPlayScreensDocument';
export { ProofOfPlayPlaylistsDocument } from './documents/ProofOfPlayPlaylistsDocument';
export { SceneListDocument } from './documents/SceneListDocument';
export { SceneThumbnailFilesDocument } from './documents/SceneThumbnailFilesDocument';
export { CreateSceneDocument } from './documents/CreateSceneDocument';
export { RenameSceneDocument } from './documents/RenameSceneDocument';
export { DuplicateSceneDocument } from './documents/DuplicateSceneDocument';
export { DeleteSceneDocument } from './documents/DeleteSceneDocument';
export { ShareSceneDocument } from './documents/ShareSceneDocument';
export { SceneEditorSceneDocument } from './documents/SceneEditorSceneDocument';
export { SceneEditorSaveDocument } from './documents/SceneEditorSaveDocument';
export { SceneEditorFilesDocument } from './documents/SceneEditorFilesDocument';
export { SceneEditorFileDocument } from './documents/SceneEditorFileDocument';
export { SceneEditorPositionTabDocument } from './documents/SceneEditorPositionTabDocument';
export { SceneEditorSavePositionTabDocument } from './documents/SceneEditorSavePositionTabDocument';
export { ScheduleListDocument } from './documents/ScheduleListDocument';
export { CreateScheduleDocument } from './documents/CreateScheduleDocument';
export { UpdateScheduleDocument } from './documents/UpdateScheduleDocument';
export { DeleteScheduleDocument } from './documents/DeleteScheduleDocument';
export { ScreenGroupsDocument } from './documents/ScreenGroupsDocument';
export { ScreenGroupDetailsDocument } from './documents/ScreenGroupDetailsDocument';
export { CreateScreenGroupDocument } from './documents/CreateScreenGroupDocument';
export { RenameScreenGroupDocument } from './documents/RenameScreenGroupDocument';
export { DeleteScreenGroupDocument } from './documents/DeleteScreenGroupDocument';
export { AddScreensToGroupDocument } from './documents/AddScreensToGroupDocument';
export { RemoveScreensFromGroupDocument } from './documents/RemoveScreensFromGroupDocument';
export { PublishableContentDocument } from './documents/PublishableContentDocument';
export { PublishReachDocument } from './documents/PublishReachDocument';
export { PublishToScreensDocument } from './documents/PublishToScreensDocument';
export { ClearScreenContentDocument } from './documents/ClearScreenContentDocument';
export { SetDeviceTagsDocument } from './documents/SetDeviceTagsDocument';
export { DeviceTagsDocument } from './documents/DeviceTagsDocument';
export { SonyDisplaysDocument } from './documents/SonyDisplaysDocument';
export { RegisterSonyDisplayByCodeDocument } from './documents/RegisterSonyDisplayByCodeDocument';
export { RegisterSonyDisplayBySerialDocument } from './documents/RegisterSonyDisplayBySerialDocument';
export { ReleaseSonyDisplayDocument } from './documents/ReleaseSonyDisplayDocument';
export { AccountItemTypesDocument } from './documents/AccountItemTypesDocument';
export { CameraAiModelsDocument } from './documents/CameraAiModelsDocument';
export { CheckUrlFramableDocument } from './documents/CheckUrlFramableDocument';
export { InstagramAppConfiguredDocument } from './documents/InstagramAppConfiguredDocument';
export { InstagramFeedsDocument } from './documents/InstagramFeedsDocument';
export { CreateInstagramFeedDocument } from './documents/CreateInstagramFeedDocument';
export { AuthorizeInstagramFeedDocument } from './documents/AuthorizeInstagramFeedDocument';
export { LoadInstagramProfileDocument } from './documents/LoadInstagramProfileDocument';
export { InstagramFeedChangedDocument } from './documents/InstagramFeedChangedDocument';
export { MenuBoardWidgetLocationsDocument } from './documents/MenuBoardWidgetLocationsDocument';
export { MenuBoardWidgetBoardsDocument } from './documents/MenuBoardWidgetBoardsDocument';
export { MenuBoardWidgetConvertToStaticDocument } from './documents/MenuBoardWidgetConvertToStaticDocument';
export { PlaylistWidgetChoicesDocument } from './documents/PlaylistWidgetChoicesDocument';
export { PlaylistWidgetContentDocument } from './documents/PlaylistWidgetContentDocument';
export { StoreBoardEditorMenuDocument } from './documents/StoreBoardEditorMenuDocument';
export { MenuBoardMealTemplateListDocument } from './documents/MenuBoardMealTemplateListDocument';
export { MenuBoardMealTemplateCreateDocument } from './documents/MenuBoardMealTemplateCreateDocument';
export { MenuBoardMealTemplateDeleteDocument } from './documents/MenuBoardMealTemplateDeleteDocument';
export { WidgetMediaFilesDocument } from './documents/WidgetMediaFilesDocument';
export { WeatherGeoCodingDocument } from './documents/WeatherGeoCodingDocument';
export { WeatherAccountDocument } from './documents/WeatherAccountDocument';
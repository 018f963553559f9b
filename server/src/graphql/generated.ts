import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { UserRow } from '../modules/users/repo.js';
import type { AccountRow } from '../modules/accounts/repo.js';
import type { DeviceRow } from '../modules/devices/repo.js';
import type { ScreenGroupRow } from '../modules/screen-groups/repo.js';
import type { BulkActionProgress } from '../modules/bulk-actions/repo.js';
import type { BroadcastRow } from '../modules/broadcasts/repo.js';
import type { PlaylistRow } from '../modules/playlists/repo.js';
import type { FileRow } from '../modules/files/repo.js';
import type { FolderRow } from '../modules/folders/repo.js';
import type { ServiceAccountRow } from '../modules/service-admin/accounts-repo.js';
import type { PlayableContentGraphResult } from '../modules/playable-content/service.js';
import type { PlayableFileSource } from '../modules/playable-content/playable-file.js';
import type { GraphQLContext } from '../request/context.js';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** ISO 8601 date-time string in UTC. */
  DateTime: { input: string; output: string; }
  /** Arbitrary JSON, validated by the sdk model's zod schemas where it is content. */
  JSON: { input: unknown; output: unknown; }
};

export type Account = {
  __typename?: 'Account';
  _id: Scalars['ID']['output'];
  billingType: Scalars['String']['output'];
  /** Scene item types this account enables beyond the global list. */
  enabledItemTypes: Array<Scalars['String']['output']>;
  /** Features that are effectively enabled after the gating rule. */
  features: Array<Scalars['String']['output']>;
  languageCode: Scalars['String']['output'];
  maxStorageCapacityInMB: Scalars['Float']['output'];
  name: Scalars['String']['output'];
  partnerAccountId?: Maybe<Scalars['ID']['output']>;
  subscriptionInfo: SubscriptionInfo;
  tariff: Scalars['String']['output'];
  temperatureUnit: Scalars['String']['output'];
  /** With warnings off only partner accounts and playback limiting are gated. */
  unpaidFeatureWarnings: Scalars['Boolean']['output'];
  usedStorageCapacityInMB: Scalars['Float']['output'];
};

/** The service admin acting in this session ('Sign in as'); null on a user's own session. */
export type ActingServiceAdmin = {
  __typename?: 'ActingServiceAdmin';
  /** The account the admin acts in (this session's user's). */
  accountName: Scalars['String']['output'];
  email: Scalars['String']['output'];
};

/** The AI camera's settings of the caller's account, as the editor and screens read them. */
export type AiConfig = {
  __typename?: 'AiConfig';
  /** True while at least one model is on. */
  isEnabled: Scalars['Boolean']['output'];
  /** Every model of the catalogue, each on or off for the account. */
  models: Array<AiModel>;
};

/** A detection model the AI camera item may ask its camera to run. */
export type AiModel = {
  __typename?: 'AiModel';
  /** Turned off, the editor does not offer it and screens ask the camera for no detections with it. */
  isEnabled: Scalars['Boolean']['output'];
  label: Scalars['String']['output'];
  /** Stored in the camera item's body and sent to the camera. */
  name: Scalars['String']['output'];
};

export type ApiKey = {
  __typename?: 'ApiKey';
  _id: Scalars['ID']['output'];
  createdAt: Scalars['DateTime']['output'];
  lastUsedAt?: Maybe<Scalars['DateTime']['output']>;
  name: Scalars['String']['output'];
  permissions: Array<Scalars['String']['output']>;
  /** The first characters of the key, to recognise it. */
  prefix: Scalars['String']['output'];
};

/** Width to height, e.g. 16 by 9. */
export type AspectRatio = {
  __typename?: 'AspectRatio';
  height: Scalars['Float']['output'];
  width: Scalars['Float']['output'];
};

export type AspectRatioInput = {
  height: Scalars['Float']['input'];
  width: Scalars['Float']['input'];
};

export type AudienceAgeBand = {
  __typename?: 'AudienceAgeBand';
  label: Scalars['String']['output'];
  people: Scalars['Int']['output'];
};

export type AudienceBatchResult = {
  __typename?: 'AudienceBatchResult';
  /** Every id of the batch now stored: the player's outbox may drop them. */
  acknowledgedIds: Array<Scalars['ID']['output']>;
};

/** How long one point of the audience series is: an hour up to 8 days, a day up to 92, else a month. */
export type AudienceBucket =
  | 'day'
  | 'hour'
  /** A calendar month (UTC). */
  | 'month';

export type AudienceHour = {
  __typename?: 'AudienceHour';
  /** Hour of day 0-23 (UTC). */
  hour: Scalars['Int']['output'];
  people: Scalars['Int']['output'];
};

/** One screen's audience in one minute, as its player counted it: counts only, never an image. */
export type AudienceMinuteInput = {
  /** Most people seen at once per age band (0-17, 18-24, 25-34, 35-44, 45-54, 55-64, 65+). */
  ages: Array<Scalars['Int']['input']>;
  dwellReadings: Scalars['Int']['input'];
  /** Sum over readings that told a dwell of the mean seconds people had been watching. */
  dwellSeconds: Scalars['Float']['input'];
  female: Scalars['Int']['input'];
  /** The device's own id for the minute; resending it never counts twice. */
  id: Scalars['ID']['input'];
  male: Scalars['Int']['input'];
  /** Start of the minute (UTC). */
  minute: Scalars['DateTime']['input'];
  objects: Array<AudienceObjectInput>;
  /** Most people seen at once. */
  people: Scalars['Int']['input'];
  /** Readings the camera gave in the minute. */
  readings: Scalars['Int']['input'];
};

export type AudienceObjectCount = {
  __typename?: 'AudienceObjectCount';
  count: Scalars['Int']['output'];
  label: Scalars['String']['output'];
};

export type AudienceObjectInput = {
  count: Scalars['Int']['input'];
  label: Scalars['String']['input'];
};

export type AudiencePoint = {
  __typename?: 'AudiencePoint';
  /** Start of the hour, day or month (UTC). */
  at: Scalars['DateTime']['output'];
  female: Scalars['Int']['output'];
  male: Scalars['Int']['output'];
  /** Minutes in which a camera reported. */
  minutes: Scalars['Int']['output'];
  /** Each minute's most people seen at once, summed: people-minutes in front of the screens. */
  people: Scalars['Int']['output'];
};

export type AudienceReport = {
  __typename?: 'AudienceReport';
  ages: Array<AudienceAgeBand>;
  bucket: AudienceBucket;
  /** Mean seconds people had been watching, over the readings that told it; null when none did. */
  dwellSeconds?: Maybe<Scalars['Float']['output']>;
  female: Scalars['Int']['output'];
  from: Scalars['DateTime']['output'];
  /** People by hour of day over the range, 24 entries. */
  hours: Array<AudienceHour>;
  male: Scalars['Int']['output'];
  objects: Array<AudienceObjectCount>;
  /** Screens the report covers. */
  screenCount: Scalars['Int']['output'];
  series: Array<AudiencePoint>;
  to: Scalars['DateTime']['output'];
  totalPeople: Scalars['Int']['output'];
};

/** Which screens an audience query covers. */
export type AudienceScopeKind =
  /** Every screen of the account. */
  | 'account'
  | 'group'
  | 'location'
  | 'screen';

export type AuditLogEntry = {
  __typename?: 'AuditLogEntry';
  _id: Scalars['ID']['output'];
  /** The mutation, e.g. renameSpace. */
  action: Scalars['String']['output'];
  /** Who: the user's e-mail, or the API key's name. */
  actor: Scalars['String']['output'];
  /** What changed: the mutation's arguments with secrets left out. */
  changes: Scalars['JSON']['output'];
  createdAt: Scalars['DateTime']['output'];
  entityId?: Maybe<Scalars['ID']['output']>;
  entityType?: Maybe<Scalars['String']['output']>;
  /** What the entry refers to (at most 10), by name, in the order its arguments name them. */
  subjects: Array<AuditSubject>;
  userId?: Maybe<Scalars['ID']['output']>;
};

export type AuditLogFilter = {
  action?: InputMaybe<Scalars['String']['input']>;
  entityId?: InputMaybe<Scalars['ID']['input']>;
  entityType?: InputMaybe<Scalars['String']['input']>;
  from?: InputMaybe<Scalars['DateTime']['input']>;
  to?: InputMaybe<Scalars['DateTime']['input']>;
  userId?: InputMaybe<Scalars['ID']['input']>;
};

export type AuditLogPage = {
  __typename?: 'AuditLogPage';
  items: Array<AuditLogEntry>;
  total: Scalars['Int']['output'];
};

/** Something an audit entry refers to, named as a person knows it. */
export type AuditSubject = {
  __typename?: 'AuditSubject';
  /** Whether it has been deleted (or revoked, or used, or moved to the bin) since. */
  deleted: Scalars['Boolean']['output'];
  /**
   * What it is: device, playlist, scene, schedule, file, folder, space, user, userRole, apiKey,
   * invitation, menuBoardLocation or menuBoard.
   */
  kind: Scalars['String']['output'];
  /** Its name now; for one deleted since, the name it had when the entry was written. */
  name?: Maybe<Scalars['String']['output']>;
};

export type AuthorizeInstagramFeedInput = {
  /** The code Instagram's authorisation page returned. */
  code: Scalars['String']['input'];
  feedId: Scalars['ID']['input'];
};

export type BillingInvoice = {
  __typename?: 'BillingInvoice';
  billedOn?: Maybe<Scalars['DateTime']['output']>;
  currency: Scalars['String']['output'];
  dueOn?: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  number: Scalars['String']['output'];
  /** Paid, Unpaid, ... as the payment provider says. */
  status: Scalars['String']['output'];
  total: Scalars['Float']['output'];
};

/** The account's subscription as its billing managers see it. */
export type BillingOverview = {
  __typename?: 'BillingOverview';
  currency: Scalars['String']['output'];
  freeScreens: Scalars['Int']['output'];
  invoices: Array<BillingInvoice>;
  /** Why the invoices could not be read from the provider; null when they were. */
  invoicesError?: Maybe<Scalars['String']['output']>;
  isTrial: Scalars['Boolean']['output'];
  nextChargeAmount?: Maybe<Scalars['Float']['output']>;
  nextChargeAt?: Maybe<Scalars['DateTime']['output']>;
  plan?: Maybe<BillingPlan>;
  /** subsbase, or fake-subsbase in the demo. */
  provider: Scalars['String']['output'];
  /** none, active, past_due, paused or canceled. */
  status: Scalars['String']['output'];
  subscribedScreens: Scalars['Int']['output'];
  tariff: Scalars['String']['output'];
  trialEndsAt?: Maybe<Scalars['DateTime']['output']>;
  usedScreens: Scalars['Int']['output'];
};

/** A plan a subscription-billed account can buy: a tariff with its features, priced per screen per month. */
export type BillingPlan = {
  __typename?: 'BillingPlan';
  currency: Scalars['String']['output'];
  features: Array<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  pricePerScreen: Scalars['Float']['output'];
  tariff: Scalars['String']['output'];
};

export type BillingPortalPage =
  | 'CUSTOMER_PORTAL'
  | 'PAY_INVOICE'
  | 'UPDATE_SUBSCRIPTION';

/** An address at the payment provider for the browser to go to. */
export type BillingRedirect = {
  __typename?: 'BillingRedirect';
  url: Scalars['String']['output'];
};

/**
 * An emergency takeover: from its start to its end it plays on every screen of the account, or on
 * the chosen groups' screens, above each screen's own publish, its groups' content and every
 * schedule, rule and trigger. Clearing it returns each screen to its own content.
 */
export type Broadcast = {
  __typename?: 'Broadcast';
  _id: Scalars['ID']['output'];
  /** Of those, screens that reported showing it. */
  acknowledgedCount: Scalars['Int']['output'];
  /** When an operator cleared it; null while it is not cleared. */
  clearedAt?: Maybe<Scalars['DateTime']['output']>;
  content: PublishedContent;
  createdAt: Scalars['DateTime']['output'];
  /** Null: until cleared. */
  endsAt?: Maybe<Scalars['DateTime']['output']>;
  /** The groups it takes over; empty: every screen of the account. */
  groups: Array<ScreenGroup>;
  /** Screens it reaches now. */
  screenCount: Scalars['Int']['output'];
  /**
   * The screens of your space it reaches, those not yet showing it first, then by name: at most
   * `first` (1 to 200).
   */
  screens: BroadcastScreens;
  startsAt: Scalars['DateTime']['output'];
};


/**
 * An emergency takeover: from its start to its end it plays on every screen of the account, or on
 * the chosen groups' screens, above each screen's own publish, its groups' content and every
 * schedule, rule and trigger. Clearing it returns each screen to its own content.
 */
export type BroadcastScreensArgs = {
  first?: Scalars['Int']['input'];
};

/** What a broadcast would take over if it started now. */
export type BroadcastReachPreview = {
  __typename?: 'BroadcastReachPreview';
  /** Of those, the screens offline now: they show it when they reconnect, if it is still on. */
  offlineCount: Scalars['Int']['output'];
  /** Every screen it would take over, in every space of the account. */
  screenCount: Scalars['Int']['output'];
};

export type BroadcastScreen = {
  __typename?: 'BroadcastScreen';
  /** When the screen reported showing it; null: not yet. */
  acknowledgedAt?: Maybe<Scalars['DateTime']['output']>;
  device: Device;
};

/** Screens a broadcast reaches, and which of them reported showing it. */
export type BroadcastScreens = {
  __typename?: 'BroadcastScreens';
  items: Array<BroadcastScreen>;
  /** All the screens of your space it reaches; more than the items when the list was cut. */
  total: Scalars['Int']['output'];
};

/**
 * One action on many screens, run as a background job. done counts screens the action reached (a
 * command queued, a screen moved or deleted); a screen that already has the same command pending
 * gets no second one and counts as done. The device's own outcome of a command is its
 * DeviceCommand's status.
 */
export type BulkAction = {
  __typename?: 'BulkAction';
  _id: Scalars['ID']['output'];
  createdAt: Scalars['DateTime']['output'];
  done: Scalars['Int']['output'];
  failed: Scalars['Int']['output'];
  /** The screens that failed, at most 100. */
  failures: Array<BulkActionFailure>;
  finishedAt?: Maybe<Scalars['DateTime']['output']>;
  kind: BulkActionKind;
  state: BulkActionState;
  total: Scalars['Int']['output'];
};

export type BulkActionFailure = {
  __typename?: 'BulkActionFailure';
  deviceId: Scalars['ID']['output'];
  error: Scalars['String']['output'];
  /** The screen's name when the action started. */
  name: Scalars['String']['output'];
};

/** The devicePage filters, for an action on every screen they match. */
export type BulkActionFilter = {
  groupId?: InputMaybe<Scalars['ID']['input']>;
  platform?: InputMaybe<Scalars['String']['input']>;
  /** Only screens with problems, as devicePage's problems. */
  problems?: InputMaybe<Scalars['Boolean']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<DeviceStatusFilter>;
  tag?: InputMaybe<Scalars['String']['input']>;
};

/**
 * Which screens: deviceIds (at most 1,000) or every screen matching filter (at most 10,000), not
 * both. Screens the caller cannot see are ignored: total counts only the caller's own.
 */
export type BulkActionInput = {
  deviceIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  filter?: InputMaybe<BulkActionFilter>;
  kind: BulkActionKind;
  /** The space a moveToSpace action moves the screens into. */
  spaceId?: InputMaybe<Scalars['ID']['input']>;
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

export type ChangeCurrentSpaceResult = {
  __typename?: 'ChangeCurrentSpaceResult';
  success: Scalars['Boolean']['output'];
  /** A new session token whose current space is the chosen one (also set as the cookie). */
  token?: Maybe<Scalars['String']['output']>;
};

export type CheckUrlFramableInput = {
  /** The page to show in an iframe item; a missing scheme is completed with https. */
  url: Scalars['String']['input'];
};

export type CollectionName =
  | 'file'
  | 'playlist'
  | 'scene'
  | 'schedule';

/** Where what a screen plays comes from. */
export type ContentSource = {
  __typename?: 'ContentSource';
  /** The broadcast, when kind is broadcast. */
  broadcast?: Maybe<Broadcast>;
  /** The group, when kind is group. */
  group?: Maybe<ScreenGroup>;
  kind: ContentSourceKind;
};

export type ContentSourceKind =
  /** An emergency broadcast covers the screen: it plays above the screen's own and its groups'. */
  | 'broadcast'
  /** Inherited from a group (the most recently published one the screen is in). */
  | 'group'
  /** Nothing is published to the screen or its groups. */
  | 'none'
  /** Published to the screen itself; it wins over every group. */
  | 'own';

/**
 * What a screen plays, named by the hash of its content: the same small notice for every screen
 * that shows the same thing, so one publish is serialised once. The content itself is an
 * immutable, compressed HTTP resource at `url`.
 */
export type ContentVersion = {
  __typename?: 'ContentVersion';
  /** The emergency broadcast this content is on the screen, or null; the screen acknowledges it by this id once it shows it. */
  broadcastId?: Maybe<Scalars['ID']['output']>;
  /** sha256 (hex) of the content; null when nothing is published. */
  hash?: Maybe<Scalars['String']['output']>;
  /**
   * Wait a random part of this many milliseconds before fetching, so that the screens told at
   * once do not all arrive at once. Grows with the number of screens showing the content.
   */
  spreadMs: Scalars['Int']['output'];
  /** Where to GET the content, origin-relative; null when nothing is published. */
  url?: Maybe<Scalars['String']['output']>;
};

export type CreateFileInput = {
  duration?: InputMaybe<Scalars['Float']['input']>;
  fileSizeInBytes: Scalars['Float']['input'];
  h?: InputMaybe<Scalars['Int']['input']>;
  mimetype: Scalars['String']['input'];
  originalHeight?: InputMaybe<Scalars['Int']['input']>;
  originalName: Scalars['String']['input'];
  originalWidth?: InputMaybe<Scalars['Int']['input']>;
  parentFolderId?: InputMaybe<Scalars['ID']['input']>;
  w?: InputMaybe<Scalars['Int']['input']>;
};

/** The create call takes an empty data object. */
export type CreateInstagramFeedInput = {
  /** Unused; present so that the data object may be sent. */
  note?: InputMaybe<Scalars['String']['input']>;
};

/**
 * meals: MenuBoardMeal[] as JSON (without imageUrl), validated; BAD_USER_INPUT carries fieldErrors
 * with exact paths (e.g. meals.0.allergens.1). With menuBoardLocationId the board is daily and needs
 * menuDate; without it the board is static and has no date. type, when given, must agree.
 */
export type CreateMenuBoardInput = {
  alternativeLanguages?: InputMaybe<Array<Scalars['String']['input']>>;
  language?: InputMaybe<Scalars['String']['input']>;
  meals?: InputMaybe<Scalars['JSON']['input']>;
  menuBoardLocationId?: InputMaybe<Scalars['ID']['input']>;
  menuDate?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  origin?: InputMaybe<MenuBoardOrigin>;
  type?: InputMaybe<MenuBoardType>;
};

/**
 * dataSource may be left out: it follows from the id given (none: NONE). The id matching the source
 * is required, the other one must be absent.
 */
export type CreateMenuBoardLocationInput = {
  /** ISO 4217 code; CZK when left out. */
  currency?: InputMaybe<Scalars['String']['input']>;
  dataSource?: InputMaybe<MenuBoardDataSource>;
  gsAffiliateId?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  septimStoreId?: InputMaybe<Scalars['String']['input']>;
};

/**
 * spaceIds left out (or null): offered in every space of the account. An empty list: only in the
 * space the user is in now (the answer names it). A list: in those spaces of the account.
 */
export type CreateMenuBoardMealTemplateInput = {
  body: Scalars['JSON']['input'];
  internalName: Scalars['String']['input'];
  spaceIds?: InputMaybe<Array<Scalars['ID']['input']>>;
};

export type CreatePartnerChildAccountInput = {
  /** The child's first administrator, invited by e-mail to choose a password. */
  adminEmail: Scalars['String']['input'];
  /** 1 to 100 characters. */
  name: Scalars['String']['input'];
};

/** A new scene: without aspectRatio 16:9 (aspectRatioId 16:9), without duration the type's default. */
export type CreateSceneInput = {
  aspectRatio?: InputMaybe<AspectRatioInput>;
  aspectRatioId?: InputMaybe<Scalars['String']['input']>;
  duration?: InputMaybe<Scalars['Float']['input']>;
  name: Scalars['String']['input'];
  /** SceneItem[] as in @marquee/sdk/model; validated with its sceneSchema. */
  sceneItems?: InputMaybe<Scalars['JSON']['input']>;
  type: SceneType;
};

export type CreateServiceAccountInput = {
  /** The first administrator, invited by e-mail to choose a password. */
  adminEmail: Scalars['String']['input'];
  /** subscription, invoice or none. */
  billingType: Scalars['String']['input'];
  name: Scalars['String']['input'];
  tariff: Scalars['String']['input'];
};

export type CreatedApiKey = {
  __typename?: 'CreatedApiKey';
  apiKey: ApiKey;
  /** The secret, shown this once; only its hash is stored. */
  secret: Scalars['String']['output'];
};

/** The weather at a place: today first, then the next days. */
export type CurrentWeather = {
  __typename?: 'CurrentWeather';
  fetchedAt: Scalars['DateTime']['output'];
  forecast: Array<WeatherForecastDay>;
  lat: Scalars['Float']['output'];
  /** The place as the query named it, or its coordinates. */
  locationName: Scalars['String']['output'];
  long: Scalars['Float']['output'];
  /** Degrees Celsius now, when the provider says. */
  temperature?: Maybe<Scalars['Float']['output']>;
  /** The place's IANA time zone (e.g. Europe/Prague): the forecast's dates are its dates. */
  timeZone?: Maybe<Scalars['String']['output']>;
};

export type CustomerFeedbackAnswer = {
  __typename?: 'CustomerFeedbackAnswer';
  answeredAt: Scalars['DateTime']['output'];
  channel: CustomerFeedbackChannel;
  /** YYYY-MM-DD in the screen's time zone (UTC when it reported none). */
  day: Scalars['String']['output'];
  deviceId: Scalars['ID']['output'];
  deviceName?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  itemId: Scalars['ID']['output'];
  question: Scalars['String']['output'];
  sceneId: Scalars['ID']['output'];
  score: Scalars['Int']['output'];
};

/** One answer a visitor gave by touching a screen, as the player's outbox sends it; its id makes a resend idempotent. */
export type CustomerFeedbackAnswerInput = {
  answeredAt: Scalars['DateTime']['input'];
  /** The screen's own id for the answer; resending it never counts twice. */
  id: Scalars['ID']['input'];
  /** The feedback item of the scene that asked. */
  itemId: Scalars['ID']['input'];
  /** The question as the visitor read it. */
  question: Scalars['String']['input'];
  sceneId: Scalars['ID']['input'];
  /** 1 (very unhappy) to 5 (very happy). */
  score: Scalars['Int']['input'];
};

export type CustomerFeedbackBatchResult = {
  __typename?: 'CustomerFeedbackBatchResult';
  /** Answers stored by this call. */
  accepted: Scalars['Int']['output'];
  /** Every id of the batch that is now stored: the player's outbox may drop them. */
  acknowledgedIds: Array<Scalars['ID']['output']>;
  /** Answers already stored by an earlier call (a resent batch). */
  duplicates: Scalars['Int']['output'];
};

export type CustomerFeedbackChannel =
  | 'phone'
  | 'touch';

export type CustomerFeedbackFormLink = {
  __typename?: 'CustomerFeedbackFormLink';
  /** Origin-relative address of the public form for this screen and item; its token is signed. */
  path: Scalars['String']['output'];
};

/** Answers of one group (a question, a screen or a day): how many, their average, and how many of each score. */
export type CustomerFeedbackGroup = {
  __typename?: 'CustomerFeedbackGroup';
  answers: Scalars['Int']['output'];
  averageScore: Scalars['Float']['output'];
  key: Scalars['String']['output'];
  label: Scalars['String']['output'];
  /** Answers with score 1, 2, 3, 4 and 5, in that order. */
  scoreCounts: Array<Scalars['Int']['output']>;
};

export type CustomerFeedbackReport = {
  __typename?: 'CustomerFeedbackReport';
  /** Newest first, at most `limit`. */
  answers: Array<CustomerFeedbackAnswer>;
  averageScore?: Maybe<Scalars['Float']['output']>;
  /** Oldest day first. */
  byDay: Array<CustomerFeedbackGroup>;
  byQuestion: Array<CustomerFeedbackGroup>;
  byScreen: Array<CustomerFeedbackGroup>;
  /** Origin-relative; GET with the user's cookie (or bearer token) returns every answer of the period as CSV. */
  csvPath: Scalars['String']['output'];
  total: Scalars['Int']['output'];
};

export type Device = {
  __typename?: 'Device';
  _id: Scalars['ID']['output'];
  /** The broadcast the screen plays now, for the player to acknowledge; null when none. */
  broadcastId?: Maybe<Scalars['ID']['output']>;
  /**
   * What the player said it can do (screenshot, reboot, display power, ...), from its last report;
   * null before it has reported a list. A list's bulk actions need only this, not the whole report.
   */
  capabilities?: Maybe<Array<Scalars['String']['output']>>;
  /**
   * For operators: the latest commands of this device, newest first. automatic: false leaves out the
   * ones no person asked for (a screenshot timer takes hundreds a day); true gives only those.
   */
  commands: Array<DeviceCommand>;
  /** Where publishedContent comes from: the screen's own publish, a group, or nothing. */
  contentSource: ContentSource;
  createdAt: Scalars['DateTime']['output'];
  /** What the player's HostAPI reported (model, firmware, screen, api version, ...). */
  deviceInfo?: Maybe<Scalars['JSON']['output']>;
  /** The groups the screen is in, by name. Needs device read permission. */
  groups: Array<ScreenGroup>;
  /** How much of what it plays the screen keeps on its own storage; null when it does not say. */
  keptContent?: Maybe<KeptContent>;
  /** When the device was last heard from (connection or heartbeat). */
  lastSeenAt?: Maybe<Scalars['DateTime']['output']>;
  /**
   * For operators (device read): the screen's log, newest first, at most 200 lines at once;
   * levels narrows it, before continues after a line of an earlier page.
   */
  logs: DeviceLogPage;
  name: Scalars['String']['output'];
  /**
   * Why the screen cannot be playing publishedContent, as far as the server can tell; null when
   * nothing says it is not. One query per screen: for a screen's page, not for lists.
   */
  notPlayingReason?: Maybe<NotPlayingReason>;
  onlineStatus: OnlineStatus;
  /**
   * For the device itself: commands not yet done. Reading this field with the device's token marks
   * queued commands delivered, so the player asks for it on currentDevice / currentDeviceChanged.
   */
  pendingCommands: Array<DeviceCommand>;
  /** android, electron, web, tizen or lg-web-os */
  platform: Scalars['String']['output'];
  /** The player's version, as the screen reported it when it last started; null before. */
  playerVersion?: Maybe<Scalars['String']['output']>;
  publishedContent?: Maybe<PublishedContent>;
  /** For operators (device read): error and crash lines of the screen's log in the last 24 hours. */
  recentErrorCount: Scalars['Int']['output'];
  /** For operators (device read): the latest screenshot, null before the first. */
  screenshot?: Maybe<DeviceScreenshot>;
  /**
   * Volume, rotation, display schedule, time zone and screenshot interval. The screen reads its own on currentDevice and
   * currentDeviceChanged; operators need device read permission.
   */
  settings: DeviceSettings;
  /** Free storage for kept content, as the screen reports it; null when it does not. */
  storage?: Maybe<DeviceStorage>;
  /** Free-text labels, at most 20 of at most 40 characters, alphabetical. */
  tags: Array<Scalars['String']['output']>;
  /** IANA time zone the player reported; timing rules are evaluated in it. */
  timeZone?: Maybe<Scalars['String']['output']>;
};


export type DeviceCommandsArgs = {
  automatic?: InputMaybe<Scalars['Boolean']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
};


export type DeviceLogsArgs = {
  before?: InputMaybe<Scalars['ID']['input']>;
  levels?: InputMaybe<Array<DeviceLogLevel>>;
  limit?: InputMaybe<Scalars['Int']['input']>;
};

export type DeviceCommand = {
  __typename?: 'DeviceCommand';
  _id: Scalars['ID']['output'];
  /** No person asked for it: the screen's screenshot timer, or a live view wanting a fresh picture. */
  automatic: Scalars['Boolean']['output'];
  completedAt?: Maybe<Scalars['DateTime']['output']>;
  createdAt: Scalars['DateTime']['output'];
  deliveredAt?: Maybe<Scalars['DateTime']['output']>;
  deviceId: Scalars['ID']['output'];
  deviceName?: Maybe<Scalars['String']['output']>;
  /** Why the device could not do it (e.g. METHOD_NOT_AVAILABLE). */
  error?: Maybe<Scalars['String']['output']>;
  status: DeviceCommandStatus;
  type: DeviceCommandType;
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

/** Handed out once to the player that holds the pairing secret. */
export type DeviceCredentials = {
  __typename?: 'DeviceCredentials';
  deviceId: Scalars['ID']['output'];
  deviceToken: Scalars['String']['output'];
};

export type DeviceDashboardSort = {
  __typename?: 'DeviceDashboardSort';
  direction: SortDirection;
  field: DeviceSortField;
};

export type DeviceDashboardSortInput = {
  direction: SortDirection;
  field: DeviceSortField;
};

/** One line of a player's log. */
export type DeviceLogEntry = {
  __typename?: 'DeviceLogEntry';
  _id: Scalars['ID']['output'];
  level: DeviceLogLevel;
  /** When the player wrote it, by the screen's clock. */
  loggedAt: Scalars['DateTime']['output'];
  message: Scalars['String']['output'];
};

export type DeviceLogLevel =
  /** An uncaught error or an unhandled rejection in the player. */
  | 'crash'
  | 'error'
  | 'info'
  | 'warn';

export type DeviceLogLineInput = {
  level: DeviceLogLevel;
  loggedAt: Scalars['DateTime']['input'];
  message: Scalars['String']['input'];
  /** The line's number in its stream; a line sent again is stored once. */
  seq: Scalars['Int']['input'];
};

export type DeviceLogPage = {
  __typename?: 'DeviceLogPage';
  /** Newest first. */
  entries: Array<DeviceLogEntry>;
  /** There are older lines: ask again with the last entry's _id as before. */
  hasOlder: Scalars['Boolean']['output'];
};

export type DeviceLogReceipt = {
  __typename?: 'DeviceLogReceipt';
  /** The highest line number of the page, now stored: the player may forget up to it. */
  acknowledgedSeq: Scalars['Int']['output'];
};

/** One page of the device list, filtered and sorted in the database. */
export type DevicePage = {
  __typename?: 'DevicePage';
  items: Array<Device>;
  limit: Scalars['Int']['output'];
  offset: Scalars['Int']['output'];
  /** Devices matching the filter, over all pages. */
  totalCount: Scalars['Int']['output'];
};

/** The latest picture a screen took of itself, on an operator's screenshot command. */
export type DeviceScreenshot = {
  __typename?: 'DeviceScreenshot';
  /** The screenshot command it answered. */
  commandId?: Maybe<Scalars['ID']['output']>;
  height: Scalars['Int']['output'];
  /** image/png or image/jpeg, as the image's own bytes say. */
  mimeType: Scalars['String']['output'];
  takenAt: Scalars['DateTime']['output'];
  /** A signed link to the image; it works for an hour. */
  url: Scalars['String']['output'];
  width: Scalars['Int']['output'];
};

export type DeviceScreenshotInput = {
  /** The image bytes, base64, at most 2 MB once decoded. */
  base64: Scalars['String']['input'];
  /** What the host says the image is; the server checks it against the image's bytes. */
  mimeType: Scalars['String']['input'];
};

/**
 * A screen's settings as it applies them: each field is the screen's own, else its most recently
 * updated group's that sets it, else the default.
 */
export type DeviceSettings = {
  __typename?: 'DeviceSettings';
  /** The week's on-periods; empty: the display is always on. */
  displaySchedule: Array<DisplayPeriod>;
  /** Where each field's value comes from, in the order of the fields above. */
  origins: Array<SettingOrigin>;
  /** What the screen itself sets; each field null when it leaves it to its groups. */
  own: SettingsLayer;
  /** Clockwise degrees: 0, 90, 180 or 270. Screens that cannot rotate their picture rotate the stage. */
  rotation: Scalars['Int']['output'];
  /** Minutes between screenshots the screen takes by itself; null: only on request. */
  screenshotIntervalMinutes?: Maybe<Scalars['Int']['output']>;
  /** The IANA time zone schedules are read in; null: the zone the screen reports. */
  timeZone?: Maybe<Scalars['String']['output']>;
  /** When an operator last changed any of them; null while they are the defaults. */
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
  /** 0-100; null leaves the screen's own volume alone. */
  volume?: Maybe<Scalars['Int']['output']>;
};

/**
 * What a screen or a group sets. Every field replaces the stored one; a field null or left out is
 * not set (a screen takes it from its groups, a group leaves it to others). An empty
 * displaySchedule sets the display always on.
 */
export type DeviceSettingsInput = {
  displaySchedule?: InputMaybe<Array<DisplayPeriodInput>>;
  rotation?: InputMaybe<Scalars['Int']['input']>;
  /** 5 to 1440. */
  screenshotIntervalMinutes?: InputMaybe<Scalars['Int']['input']>;
  /** An IANA time zone name such as Europe/Paris. */
  timeZone?: InputMaybe<Scalars['String']['input']>;
  volume?: InputMaybe<Scalars['Int']['input']>;
};

export type DeviceSortField =
  | 'createdAt'
  | 'name'
  | 'onlineStatus';

export type DeviceStatusFilter =
  | 'all'
  | 'offline'
  | 'online';

/** The storage a screen keeps its content on. */
export type DeviceStorage = {
  __typename?: 'DeviceStorage';
  freeBytes: Scalars['Float']['output'];
  totalBytes?: Maybe<Scalars['Float']['output']>;
};

/**
 * One period the display is on, read in the screen's time zone. An end earlier than the start runs
 * past midnight into the next day; 24:00 ends at the next midnight.
 */
export type DisplayPeriod = {
  __typename?: 'DisplayPeriod';
  day: Weekday;
  /** HH:mm, or 24:00 */
  end: Scalars['String']['output'];
  /** HH:mm */
  start: Scalars['String']['output'];
};

export type DisplayPeriodInput = {
  day: Weekday;
  end: Scalars['String']['input'];
  start: Scalars['String']['input'];
};

export type File = {
  __typename?: 'File';
  _id: Scalars['ID']['output'];
  createdAt: Scalars['DateTime']['output'];
  /** Signed URL of the uploaded original, for download. */
  downloadUrl: Scalars['String']['output'];
  /** Seconds (video). */
  duration?: Maybe<Scalars['Float']['output']>;
  /** Why processing failed (status ERROR). */
  errorMessage?: Maybe<Scalars['String']['output']>;
  fileProcessingProgressPercents: Scalars['Int']['output'];
  fileSizeInBytes: Scalars['Float']['output'];
  h?: Maybe<Scalars['Int']['output']>;
  isDemo: Scalars['Boolean']['output'];
  mimetype: Scalars['String']['output'];
  /** A video plays without sound. */
  muted: Scalars['Boolean']['output'];
  /** Pages of a PDF. */
  numberOfPages?: Maybe<Scalars['Int']['output']>;
  originalHeight?: Maybe<Scalars['Int']['output']>;
  originalName: Scalars['String']['output'];
  originalWidth?: Maybe<Scalars['Int']['output']>;
  /**
   * A PDF's pages as signed JPEG URLs (1920 px wide), in page order, for players that show it page
   * by page: at most the first 50 pages (numberOfPages may be more). Null for other files, before
   * processing, or when a page could not be drawn (the PDF itself still plays).
   */
  pageUrls?: Maybe<Array<Scalars['String']['output']>>;
  parentFolderId?: Maybe<Scalars['ID']['output']>;
  playQuota?: Maybe<PlayQuota>;
  playbackSource: PlaybackSource;
  spaceIds: Array<Scalars['ID']['output']>;
  /** UPLOADING, PROCESSING, READY or ERROR. */
  status: Scalars['String']['output'];
  /** Signed URL of a small JPEG, once processing made one. */
  thumbnailUrl?: Maybe<Scalars['String']['output']>;
  /** Where to PUT the bytes (with the mimetype as Content-Type); only on the answer to createFiles. */
  uploadUrl?: Maybe<Scalars['String']['output']>;
  /** Signed URL of the playback source. */
  url: Scalars['String']['output'];
  /**
   * Shown only from this wall-clock date and time on ("YYYY-MM-DDTHH:mm", read in each screen's
   * time zone); null: from now.
   */
  validFrom?: Maybe<Scalars['String']['output']>;
  /** Shown only before this wall-clock date and time (as validFrom); null: with no end. */
  validUntil?: Maybe<Scalars['String']['output']>;
  w?: Maybe<Scalars['Int']['output']>;
};

/** Which files a list keeps, by what they are. */
export type FileKind =
  /** Documents (PDF). */
  | 'DOCUMENT'
  /** Pictures (image/*). */
  | 'IMAGE'
  /** Videos (video/*). */
  | 'VIDEO';

/** One page of a file list in the order it was asked for; see Query.filesPage. */
export type FilePage = {
  __typename?: 'FilePage';
  /** Pass as `after` for the next page; null when this page is empty. */
  endCursor?: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  items: Array<File>;
  /** Files in the whole list (every page, search and kind applied) shared to the current space. */
  totalCount: Scalars['Int']['output'];
};

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

export type FleetScreenTimeline = {
  __typename?: 'FleetScreenTimeline';
  /** What the screen plays: the schedule, playlist, scene or file. */
  content?: Maybe<PublishedContent>;
  offsetChanges: Array<ZoneOffsetChange>;
  /** Why the content could not be planned, when it could not. */
  problem?: Maybe<Scalars['String']['output']>;
  screen: Device;
  /** In time order, covering the window; at most 500. */
  segments: Array<FleetSegment>;
  /** True when there were more than 500 segments: the list ends early. */
  segmentsTruncated: Scalars['Boolean']['output'];
  source: FleetContentSource;
  /** The group the content comes from, when source is group. */
  sourceGroupName?: Maybe<Scalars['String']['output']>;
  /** The zone the plan is read in, as the player reads its schedules: its settings' zone, else the zone it reported, else UTC. */
  timeZone: Scalars['String']['output'];
  timeZoneSource: FleetTimeZoneSource;
};

/** A stretch of time during which a screen shows the same playlist, scene or file. */
export type FleetSegment = {
  __typename?: 'FleetSegment';
  /** Exclusive. */
  end: Scalars['DateTime']['output'];
  kind: FleetSegmentKind;
  /** The playlist's, scene's or file's name; several zones' playlists are joined with +. */
  label: Scalars['String']['output'];
  start: Scalars['DateTime']['output'];
};

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

/** What screens will show, planned by the players' own engine in each screen's zone. */
export type FleetTimeline = {
  __typename?: 'FleetTimeline';
  from: Scalars['DateTime']['output'];
  /** Pass as after for the next page; null on the last. */
  nextCursor?: Maybe<Scalars['String']['output']>;
  screens: Array<FleetScreenTimeline>;
  to: Scalars['DateTime']['output'];
  /** Screens of the target over all pages. */
  totalCount: Scalars['Int']['output'];
};

/** Whose timeline: one screen, or the screens of one group. */
export type FleetTimelineTargetKind =
  | 'device'
  | 'screenGroup';

export type Folder = {
  __typename?: 'Folder';
  _id: Scalars['ID']['output'];
  /** From the root down to the parent, for breadcrumbs. */
  ancestors: Array<Folder>;
  createdAt: Scalars['DateTime']['output'];
  name: Scalars['String']['output'];
  parentFolderId?: Maybe<Scalars['ID']['output']>;
  spaceIds: Array<Scalars['ID']['output']>;
};

/** The CSS font-style of a font file. */
export type FontStyle =
  | 'italic'
  | 'normal';

/** A place found by name. */
export type GeoCoding = {
  __typename?: 'GeoCoding';
  lat: Scalars['Float']['output'];
  long: Scalars['Float']['output'];
  name: Scalars['String']['output'];
};

export type GeoCodingInput = {
  /** The language of the returned name, e.g. 'cs'; English when absent. */
  languageCode?: InputMaybe<Scalars['String']['input']>;
  /** A place name, e.g. 'Brno'. */
  query: Scalars['String']['input'];
};

/** An Instagram account connected to a Marquee account. */
export type InstagramFeed = {
  __typename?: 'InstagramFeed';
  _id: Scalars['ID']['output'];
  authorId?: Maybe<Scalars['ID']['output']>;
  createdAt: Scalars['DateTime']['output'];
  /** Where the Instagram account's owner consents; opens Instagram's authorisation page. */
  feedAuthorizationUrl: Scalars['String']['output'];
  instagramUserId?: Maybe<Scalars['String']['output']>;
  instagramUsername?: Maybe<Scalars['String']['output']>;
  media: Array<InstagramMedia>;
  status: InstagramFeedStatus;
  updatedAt: Scalars['DateTime']['output'];
};

/** Where an Instagram feed stands: created (waiting for the owner's consent), authorized, or its consent expired. */
export type InstagramFeedStatus =
  | 'AUTHORIZED'
  | 'CREATED'
  | 'EXPIRED';

/** One post of an Instagram feed. */
export type InstagramMedia = {
  __typename?: 'InstagramMedia';
  caption?: Maybe<Scalars['String']['output']>;
  id: Scalars['String']['output'];
  /** IMAGE, VIDEO or CAROUSEL_ALBUM. */
  mediaType: Scalars['String']['output'];
  /** Instagram's own address; it expires after a while. */
  mediaUrl: Scalars['String']['output'];
  permalink?: Maybe<Scalars['String']['output']>;
  /** The same through the server's image proxy (a signed relative URL); a 403 means it expired. */
  proxyUrl: Scalars['String']['output'];
  timestamp?: Maybe<Scalars['DateTime']['output']>;
  username?: Maybe<Scalars['String']['output']>;
};

/** A public Instagram profile's posts, loaded by user name. */
export type InstagramPublicApiFeed = {
  __typename?: 'InstagramPublicApiFeed';
  _id: Scalars['ID']['output'];
  media: Array<InstagramMedia>;
  updatedAt: Scalars['DateTime']['output'];
  username: Scalars['String']['output'];
};

export type Invitation = {
  __typename?: 'Invitation';
  _id: Scalars['ID']['output'];
  email: Scalars['String']['output'];
  expiresAt: Scalars['DateTime']['output'];
  userRole: UserRole;
};

/** The files of what a screen plays, and how many of them it holds. */
export type KeptContent = {
  __typename?: 'KeptContent';
  kept: Scalars['Int']['output'];
  state: KeptContentState;
  total: Scalars['Int']['output'];
};

export type KeptContentState =
  /** Every file of its content is on the screen: it plays on without a network. */
  | 'allKept'
  /** Some files are still being downloaded. */
  | 'downloading'
  /** The screen ran out of room for its content. */
  | 'storageFull';

/**
 * A public address (/live/<token>) showing one screen's or one group's latest pictures, names and
 * what they play, to anyone who has it, without signing in. Revoking it stops the page and its
 * pictures at once.
 */
export type LiveLink = {
  __typename?: 'LiveLink';
  _id: Scalars['ID']['output'];
  createdAt: Scalars['DateTime']['output'];
  targetId: Scalars['ID']['output'];
  targetKind: LiveLinkTargetKind;
  /** The screen's or group's name; null once it was removed. */
  targetName?: Maybe<Scalars['String']['output']>;
  /**
   * The address, only in createLiveLink's answer: the server keeps only a hash of its token, so it
   * cannot show it again.
   */
  url?: Maybe<Scalars['String']['output']>;
};

/** What a live view link shows: one screen, or one screen group. */
export type LiveLinkTargetInput = {
  /** The screen's or the group's id. */
  id: Scalars['ID']['input'];
  kind: LiveLinkTargetKind;
};

export type LiveLinkTargetKind =
  | 'group'
  | 'screen';

export type MediaFit =
  | 'contain'
  | 'cover'
  | 'stretch';

export type MenuBoard = {
  __typename?: 'MenuBoard';
  _id: Scalars['ID']['output'];
  alternativeLanguages: Array<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  /** ISO 4217 code prices are shown in: its location's currency; CZK for a static board. */
  currency: Scalars['String']['output'];
  language: Scalars['String']['output'];
  meals: Array<MenuBoardMeal>;
  /** null means static. */
  menuBoardLocationId?: Maybe<Scalars['ID']['output']>;
  /** YYYY-MM-DD; null for a static board. */
  menuDate?: Maybe<Scalars['String']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  origin: MenuBoardOrigin;
  type: MenuBoardType;
  updatedAt: Scalars['DateTime']['output'];
};

/** Where a location's menus come from: entered by hand (NONE) or a point-of-sale system. Fixed at creation. */
export type MenuBoardDataSource =
  | 'GS'
  | 'NONE'
  | 'SEPTIM';

export type MenuBoardFilter = {
  menuBoardLocationId?: InputMaybe<MenuBoardLocationIdFilter>;
};

/** A place with daily menus. The data source and its id cannot change after creation. */
export type MenuBoardLocation = {
  __typename?: 'MenuBoardLocation';
  _id: Scalars['ID']['output'];
  createdAt: Scalars['DateTime']['output'];
  /** ISO 4217 code (CZK, EUR, …) its boards show prices in. */
  currency: Scalars['String']['output'];
  dataSource: MenuBoardDataSource;
  /** Set exactly when dataSource is GS. */
  gsAffiliateId?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  /** Set exactly when dataSource is SEPTIM. */
  septimStoreId?: Maybe<Scalars['String']['output']>;
  updatedAt: Scalars['DateTime']['output'];
};

/** eq: boards of that location; isNull true: static boards. */
export type MenuBoardLocationIdFilter = {
  eq?: InputMaybe<Scalars['ID']['input']>;
  isNull?: InputMaybe<Scalars['Boolean']['input']>;
};

/** A meal (new style). */
export type MenuBoardMeal = {
  __typename?: 'MenuBoardMeal';
  _id: Scalars['ID']['output'];
  allergens: Array<Scalars['Int']['output']>;
  carbs?: Maybe<Scalars['Float']['output']>;
  category?: Maybe<MenuBoardText>;
  /** mg */
  cholesterol?: Maybe<Scalars['Float']['output']>;
  customData: MenuBoardMealCustomData;
  description?: Maybe<MenuBoardText>;
  /** kcal */
  energy?: Maybe<Scalars['Float']['output']>;
  extras: Array<MenuBoardMealExtra>;
  fats?: Maybe<Scalars['Float']['output']>;
  /** An image of the media library. */
  fileId?: Maybe<Scalars['ID']['output']>;
  /** The image's signed address; null without an image, or when the file is gone. */
  imageUrl?: Maybe<Scalars['String']['output']>;
  isAvailable: Scalars['Boolean']['output'];
  isSoldOut: Scalars['Boolean']['output'];
  name: MenuBoardText;
  price?: Maybe<Scalars['String']['output']>;
  proteins?: Maybe<Scalars['Float']['output']>;
};

export type MenuBoardMealCustomData = {
  __typename?: 'MenuBoardMealCustomData';
  pictograms: Array<Scalars['Int']['output']>;
};

export type MenuBoardMealExtra = {
  __typename?: 'MenuBoardMealExtra';
  allergens: Array<Scalars['Int']['output']>;
  isSoldOut: Scalars['Boolean']['output'];
  price?: Maybe<Scalars['String']['output']>;
  title: Scalars['String']['output'];
};

export type MenuBoardMealTemplate = {
  __typename?: 'MenuBoardMealTemplate';
  _id: Scalars['ID']['output'];
  /** A meal (MenuBoardMeal as JSON, without imageUrl). */
  body: Scalars['JSON']['output'];
  internalName: Scalars['String']['output'];
  /** The spaces it is offered in; null: every space of the account. */
  spaceIds?: Maybe<Array<Scalars['ID']['output']>>;
};

export type MenuBoardMealTemplateList = {
  __typename?: 'MenuBoardMealTemplateList';
  data: Array<MenuBoardMealTemplate>;
};

export type MenuBoardOrigin =
  | 'gs'
  | 'manual'
  | 'septim';

export type MenuBoardPage = {
  __typename?: 'MenuBoardPage';
  data: Array<MenuBoard>;
  /** Boards matching the filter, all pages. */
  total: Scalars['Int']['output'];
};

export type MenuBoardSort = {
  direction?: SortDirection;
  field?: MenuBoardSortField;
};

export type MenuBoardSortField =
  | 'createdAt'
  | 'menuDate';

/** A text in the board's language with its translations. */
export type MenuBoardText = {
  __typename?: 'MenuBoardText';
  alternatives: Array<MenuBoardTextAlternative>;
  default: Scalars['String']['output'];
};

export type MenuBoardTextAlternative = {
  __typename?: 'MenuBoardTextAlternative';
  language: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

/** daily: one per location and menuDate; static: no location, no date. */
export type MenuBoardType =
  | 'daily'
  | 'static';

export type Mutation = {
  __typename?: 'Mutation';
  _noop?: Maybe<Scalars['Boolean']['output']>;
  /** Accepts a join-account invitation: creates the user with this password and signs in. */
  acceptInvitation: SignInResult;
  /** For a device token: the screen shows the broadcast. */
  acknowledgeBroadcast: Scalars['Boolean']['output'];
  /**
   * Appends media files as scene-inline items: a scene of type image, video or presentation with one
   * full-screen item. duration (seconds) overrides the type's default (image 3600 s, video the
   * file's length, presentation 10 s per page).
   */
  addFilesToPlaylist: Playlist;
  /** Needs device configure permission. At most 1,000 screens a call; a screen already in it stays. */
  addScreensToGroup: ScreenGroup;
  authorizeInstagramFeed: InstagramFeed;
  /** The provider's customer portal, opened on a page. */
  billingPortalAddress: BillingRedirect;
  cancelInvitation: Scalars['Boolean']['output'];
  changeCurrentSpace: ChangeCurrentSpaceResult;
  /** Revokes every other session of the user. */
  changePassword: Scalars['Boolean']['output'];
  /** Sets a new password from a reset link (single use, expiring). Revokes every session. */
  changePasswordByToken: Scalars['Boolean']['output'];
  changeUserRole: User;
  /** Fetches the page's headers (never internal addresses) and tells whether an iframe can show it. */
  checkUrlFramable: UrlFramability;
  /** Player exchanges its pairing secret for a device token, once, after pairing. */
  claimDevice: DeviceCredentials;
  /** Needs device manage-content permission. Each screen returns to its own content. */
  clearBroadcast: Scalars['Boolean']['output'];
  /**
   * Needs device manage-content permission. Removes the screens' own publish: each plays its
   * groups' content, or nothing. Returns how many screens changed.
   */
  clearScreenContent: Scalars['Int']['output'];
  /** Confirms the e-mail of a sign-up; the link works once. */
  confirmEmail: Scalars['Boolean']['output'];
  confirmUpload: File;
  /**
   * A static board made from a legacy manual board's categories (JSON: title, meals with title,
   * description, allergens text, price text, isSoldOut, image {_id}, extras). name defaults to
   * 'Untitled (converted from menu board app)'.
   */
  convertToStaticMenuBoard: MenuBoard;
  /** The key acts in the creator's current space with at most the creator's permissions. */
  createApiKey: CreatedApiKey;
  createFiles: Array<File>;
  createFolder: Folder;
  createInstagramFeed: InstagramFeed;
  /**
   * Needs device read and configure permissions. A new link to a screen or group of the current
   * space; an account has at most 100. BAD_USER_INPUT carries fieldErrors (target.id).
   */
  createLiveLink: LiveLink;
  /** Needs menu board update. CONFLICT when the location already has a board that day. */
  createMenuBoard: MenuBoard;
  /** Needs menu board location update. */
  createMenuBoardLocation: MenuBoardLocation;
  /** Needs menu board update. */
  createMenuBoardMealTemplate: MenuBoardMealTemplate;
  /**
   * A new child account of the caller's account; its first administrator is invited by e-mail.
   * Needs the partner-accounts create permission and the partner feature.
   */
  createPartnerChildAccount: PartnerChildAccount;
  /** Needs playlist update permission. BAD_USER_INPUT carries fieldErrors with exact paths. */
  createPlaylist: Playlist;
  /** Service admins only. */
  createPromotion: ServicePromotion;
  /**
   * Needs scene update permission (app update for an app). BAD_USER_INPUT carries fieldErrors with
   * exact paths (e.g. sceneItems.0.end).
   */
  createScene: Scene;
  /** Needs playlist update permission. BAD_USER_INPUT carries fieldErrors (e.g. playlistTimings.0.timeTo). */
  createSchedule: Schedule;
  /** Needs device configure permission. An account has at most 500 groups. */
  createScreenGroup: ScreenGroup;
  /** Service admins only. A new account whose first administrator is invited by e-mail. */
  createServiceAccount: ServiceAccount;
  createSpace: Space;
  createUserRole: UserRole;
  /** For a device token: the public form's address for one feedback item of a scene of its account. */
  customerFeedbackFormLink: CustomerFeedbackFormLink;
  /** Needs device delete permission. Unpairs the screen: its token stops working. */
  deleteDevice: Scalars['Boolean']['output'];
  /** Undoable: the file is hidden and purged a minute later unless restored. */
  deleteFile: Scalars['Boolean']['output'];
  /** Undoable: the folder and everything in it is hidden and purged a minute later unless restored. */
  deleteFolder: Scalars['Boolean']['output'];
  /** Needs menu board delete. */
  deleteMenuBoard: Scalars['Boolean']['output'];
  /** Needs menu board location delete; the location's daily boards go with it. */
  deleteMenuBoardLocation: Scalars['Boolean']['output'];
  /** Needs menu board delete. */
  deleteMenuBoardMealTemplate: Scalars['Boolean']['output'];
  /** Needs playlist delete permission. Screens showing it directly stop showing it. */
  deletePlaylist: Scalars['Boolean']['output'];
  /**
   * Needs scene delete permission (app delete for an app). Screens showing it directly stop showing
   * it; playlists that reference it keep the reference, which players skip.
   */
  deleteScene: Scalars['Boolean']['output'];
  /** Needs playlist delete permission. */
  deleteSchedule: Scalars['Boolean']['output'];
  /** Needs device configure permission. The screens stay and fall back to their next source. */
  deleteScreenGroup: Scalars['Boolean']['output'];
  /** Refused for the account's last space. */
  deleteSpace: Scalars['Boolean']['output'];
  /** Refused for built-in roles and for roles still held by a user. */
  deleteUserRole: Scalars['Boolean']['output'];
  /** A copy: a daily board to another day (menuDate required), a static board as '<name> (copy)'. */
  duplicateMenuBoard: MenuBoard;
  /** A copy named '<name> (copy)' with new item ids, shared to the same spaces. */
  duplicateScene: Scene;
  /** Service admins only. Ends it now (its validUntil becomes now). */
  endPromotion: ServicePromotion;
  /** Finds a place by name; null when nothing matches. */
  geoCoding?: Maybe<GeoCoding>;
  /** Invites a user into a child account. Needs the partner-accounts update permission. */
  invitePartnerChildUser: PartnerChildUser;
  /** E-mails a join-account link to the address; the new user gets the given role. */
  inviteUser: Invitation;
  /** Loads a public profile's posts; fails with 'Can not load this profile, is the profile public?'. */
  loadInstagramProfile: InstagramPublicApiFeed;
  /** Operator pairs a screen by the code it shows. Needs device register permission. */
  pairDevice: Device;
  /** Needs device manage-content permission. */
  publishToDevice: Device;
  /**
   * Needs device manage-content permission. Publishes one file, playlist, scene or schedule to any
   * mix of screens (their own publish) and groups (for their screens, present and future), in one
   * call. BAD_USER_INPUT carries fieldErrors naming each unknown screen or group
   * (targets.deviceIds.2) or content (content.entityId).
   */
  publishToScreens: PublishReach;
  /** Ends the undo window of a deleted file now: record and blobs go. */
  purgeFile: Scalars['Boolean']['output'];
  purgeFolder: Scalars['Boolean']['output'];
  /** For a device token: at most 200 audience minutes, idempotent by id. */
  recordAudienceMinutes: AudienceBatchResult;
  /** For a device token: a batch of at most 100 touch answers, idempotent by id. */
  recordCustomerFeedbackAnswers: CustomerFeedbackBatchResult;
  /**
   * For a device token: a page of at most 100 lines of its player's log. stream names the player's
   * log (a new one when its storage is wiped); with seq it makes a resent line count once.
   */
  recordDeviceLogs: DeviceLogReceipt;
  /** For a device token: a batch of at most 500 playback events, idempotent by eventId. */
  recordPlaybackEvents: PlaybackBatchResult;
  /**
   * Needs device register. Posts the display's one-time code to Sony's kitting service with the
   * player address; the display becomes a screen of the current space when it first starts.
   * BAD_USER_INPUT carries fieldErrors (input.oneTimeCode, input.name, input.groupId).
   */
  registerSonyDisplayByCode: SonyDisplay;
  /**
   * Needs device register. Registers a display by serial number; with an address and key (and IP
   * control allowed) the server checks its serial and opens the player on it. BAD_USER_INPUT
   * carries fieldErrors (input.serial, input.name, input.groupId, input.ipAddress, input.psk).
   */
  registerSonyDisplayBySerial: SonyDisplay;
  /**
   * Needs device register. Removes the display's screen (its token is refused at once) and keeps it
   * listed as released; with IP control the display is put in standby.
   */
  releaseSonyDisplay: SonyDisplay;
  /**
   * Removes a user from a child account, or cancels a pending invitation (`id` is either, as the
   * account's users list gives it). The account's only administrator cannot be removed. Needs the
   * partner-accounts update permission; audited in both accounts.
   */
  removePartnerChildUser: Scalars['Boolean']['output'];
  /** Needs device configure permission. At most 1,000 screens a call. */
  removeScreensFromGroup: ScreenGroup;
  removeUser: Scalars['Boolean']['output'];
  /** Needs device configure permission. The name is trimmed and must not be empty. */
  renameDevice: Device;
  /** Needs device configure permission. */
  renameScreenGroup: ScreenGroup;
  renameSpace: Space;
  /** For a device token: the outcome of a command (done or failed). */
  reportDeviceCommandResult: DeviceCommand;
  /** For a device token: what the player's HostAPI reports about the device, and its IANA time zone. */
  reportDeviceInfo: Device;
  /** Called by an unpaired player. platform: android, electron, web, tizen or lg-web-os. */
  requestPairingCode: PairingCode;
  /** Always true, so nobody learns which e-mails exist; sends a reset link when the user exists. */
  requestPasswordRecovery: Scalars['Boolean']['output'];
  /**
   * For a screen's own token: opens a screenshot command when its settings take screenshots on a
   * timer and the interval has passed since the last; null otherwise. The screen answers it with
   * uploadDeviceScreenshot.
   */
  requestScheduledScreenshot?: Maybe<DeviceCommand>;
  restoreFile: File;
  restoreFolder: Folder;
  revokeApiKey: Scalars['Boolean']['output'];
  /** Needs device read and configure permissions. The link stops working at once. */
  revokeLiveLink: Scalars['Boolean']['output'];
  /** Revokes one of the signed-in user's own sessions. */
  revokeSession: Scalars['Boolean']['output'];
  /**
   * Needs device configure permission. Reaches the device over pendingCommandsChanged, or over
   * currentDeviceChanged for a player without it.
   */
  sendDeviceCommand: DeviceCommand;
  /** Service admins only. A remote command to a screen of any account. */
  sendServiceDeviceCommand: DeviceCommand;
  /** Turns one AI camera model on or off for the account. Needs account management permission. */
  setAiModelEnabled: AiConfig;
  /**
   * Needs device configure permission. Replaces the screen's tags: trimmed, each once whatever its
   * case. BAD_USER_INPUT carries fieldErrors (e.g. tags.3).
   */
  setDeviceTags: Device;
  /**
   * Service admins only. A disabled account's users cannot sign in and its sessions and API keys
   * stop working ("This account is disabled. Contact support."); its screens keep playing.
   */
  setServiceAccountDisabled: ServiceAccount;
  /** Shares the scene to exactly these spaces of the account (at least one). */
  shareScene: Scene;
  /** Fails with UNAUTHENTICATED 'Wrong e-mail or password' on bad credentials. */
  signIn: SignInResult;
  /** Revokes the current session and clears the cookie. */
  signOut: Scalars['Boolean']['output'];
  /** Creates an account and its admin user and e-mails a confirmation link; sign-in waits for it. */
  signUp: Scalars['Boolean']['output'];
  /** Needs device manage-content permission. It takes over every screen it reaches. */
  startBroadcast: Broadcast;
  /**
   * Starts an action on many screens and returns at once; bulkActionChanged tells its progress. Needs the
   * permission of the single action: device configure (reboot, reload, display on/off, move to
   * space) or device delete. BAD_USER_INPUT when both or neither of deviceIds and filter are given,
   * moveToSpace names no space of the account, or the account already has 5 actions running.
   */
  startBulkAction: BulkAction;
  /**
   * Service admins only. A session as the user, marked with the admin: every action under it is
   * audited in both accounts. Ends within the hour, or with stopImpersonation.
   */
  startImpersonation: SignInResult;
  /** The provider's checkout for a plan and a screen count (its portal when a subscription runs). */
  startSubscriptionCheckout: BillingRedirect;
  /** Ends the 'Sign in as' session this request uses and signs the service admin back in. */
  stopImpersonation: SignInResult;
  /** Needs account management permission. */
  updateAccount: Account;
  /**
   * Needs device configure permission. Reaches the screen over currentDeviceChanged within
   * seconds. BAD_USER_INPUT carries fieldErrors with exact paths (e.g. displaySchedule.2.end).
   */
  updateDeviceSettings: Device;
  updateFile: File;
  updateFolder: Folder;
  updateMenuBoard: MenuBoard;
  updateMenuBoardLocation: MenuBoardLocation;
  updateMyPreferences: UserPreferences;
  /** Changes the signed-in person's own phone number and country (a session, not an API key). */
  updateMyProfile: User;
  /**
   * Changes a child account's settings. Needs the partner-accounts update permission; audited in
   * the partner's and the child's audit log.
   */
  updatePartnerChildAccount: PartnerChildAccount;
  updatePlaylist: Playlist;
  /** Service admins only. */
  updatePromotion: ServicePromotion;
  /** Screens whose content holds the scene load it again. */
  updateScene: Scene;
  updateSchedule: Schedule;
  /**
   * Needs device configure permission: what a group sets for its screens (each field null: not
   * set by the group). Reaches the screens that do not set the field themselves within seconds.
   * BAD_USER_INPUT carries fieldErrors with exact paths, as updateDeviceSettings.
   */
  updateScreenGroupSettings: ScreenGroup;
  updateSecurityPolicies: SecurityPolicies;
  /** Service admins only. Tariff, features, limits, trial and item types of any account. */
  updateServiceAccount: ServiceAccount;
  updateUserRole: UserRole;
  /**
   * For a device token: the picture answering one of its open screenshot commands, which it
   * completes. A PNG or a JPEG of at most 2 MB.
   */
  uploadDeviceScreenshot: DeviceCommand;
};


export type MutationAcceptInvitationArgs = {
  password: Scalars['String']['input'];
  token: Scalars['String']['input'];
};


export type MutationAcknowledgeBroadcastArgs = {
  id: Scalars['ID']['input'];
};


export type MutationAddFilesToPlaylistArgs = {
  duration?: InputMaybe<Scalars['Float']['input']>;
  fileIds: Array<Scalars['ID']['input']>;
  playlistId: Scalars['ID']['input'];
  zoneId?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationAddScreensToGroupArgs = {
  deviceIds: Array<Scalars['ID']['input']>;
  groupId: Scalars['ID']['input'];
};


export type MutationAuthorizeInstagramFeedArgs = {
  data: AuthorizeInstagramFeedInput;
};


export type MutationBillingPortalAddressArgs = {
  page: BillingPortalPage;
};


export type MutationCancelInvitationArgs = {
  id: Scalars['ID']['input'];
};


export type MutationChangeCurrentSpaceArgs = {
  spaceId: Scalars['ID']['input'];
};


export type MutationChangePasswordArgs = {
  currentPassword: Scalars['String']['input'];
  newPassword: Scalars['String']['input'];
};


export type MutationChangePasswordByTokenArgs = {
  newPassword: Scalars['String']['input'];
  token: Scalars['String']['input'];
};


export type MutationChangeUserRoleArgs = {
  userId: Scalars['ID']['input'];
  userRoleId: Scalars['ID']['input'];
};


export type MutationCheckUrlFramableArgs = {
  data: CheckUrlFramableInput;
};


export type MutationClaimDeviceArgs = {
  pairingSecret: Scalars['String']['input'];
};


export type MutationClearBroadcastArgs = {
  id: Scalars['ID']['input'];
};


export type MutationClearScreenContentArgs = {
  deviceIds: Array<Scalars['ID']['input']>;
};


export type MutationConfirmEmailArgs = {
  token: Scalars['String']['input'];
};


export type MutationConfirmUploadArgs = {
  fileId: Scalars['ID']['input'];
};


export type MutationConvertToStaticMenuBoardArgs = {
  categories: Scalars['JSON']['input'];
  name?: InputMaybe<Scalars['String']['input']>;
};


export type MutationCreateApiKeyArgs = {
  name: Scalars['String']['input'];
  permissions: Array<Scalars['String']['input']>;
};


export type MutationCreateFilesArgs = {
  files: Array<CreateFileInput>;
};


export type MutationCreateFolderArgs = {
  name: Scalars['String']['input'];
  parentFolderId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationCreateInstagramFeedArgs = {
  data?: InputMaybe<CreateInstagramFeedInput>;
};


export type MutationCreateLiveLinkArgs = {
  target: LiveLinkTargetInput;
};


export type MutationCreateMenuBoardArgs = {
  data: CreateMenuBoardInput;
};


export type MutationCreateMenuBoardLocationArgs = {
  data: CreateMenuBoardLocationInput;
};


export type MutationCreateMenuBoardMealTemplateArgs = {
  data: CreateMenuBoardMealTemplateInput;
};


export type MutationCreatePartnerChildAccountArgs = {
  input: CreatePartnerChildAccountInput;
};


export type MutationCreatePlaylistArgs = {
  input: PlaylistInput;
};


export type MutationCreatePromotionArgs = {
  input: PromotionInput;
};


export type MutationCreateSceneArgs = {
  input: CreateSceneInput;
};


export type MutationCreateScheduleArgs = {
  input: ScheduleInput;
};


export type MutationCreateScreenGroupArgs = {
  name: Scalars['String']['input'];
};


export type MutationCreateServiceAccountArgs = {
  input: CreateServiceAccountInput;
};


export type MutationCreateSpaceArgs = {
  name: Scalars['String']['input'];
};


export type MutationCreateUserRoleArgs = {
  name: Scalars['String']['input'];
  permissions: Array<Scalars['String']['input']>;
};


export type MutationCustomerFeedbackFormLinkArgs = {
  itemId: Scalars['ID']['input'];
  sceneId: Scalars['ID']['input'];
};


export type MutationDeleteDeviceArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteFileArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteFolderArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteMenuBoardArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteMenuBoardLocationArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteMenuBoardMealTemplateArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeletePlaylistArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteSceneArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteScheduleArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteScreenGroupArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteSpaceArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteUserRoleArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDuplicateMenuBoardArgs = {
  id: Scalars['ID']['input'];
  menuDate?: InputMaybe<Scalars['String']['input']>;
};


export type MutationDuplicateSceneArgs = {
  id: Scalars['ID']['input'];
};


export type MutationEndPromotionArgs = {
  id: Scalars['ID']['input'];
};


export type MutationGeoCodingArgs = {
  data: GeoCodingInput;
};


export type MutationInvitePartnerChildUserArgs = {
  accountId: Scalars['ID']['input'];
  email: Scalars['String']['input'];
  role: PartnerChildRole;
};


export type MutationInviteUserArgs = {
  email: Scalars['String']['input'];
  userRoleId: Scalars['ID']['input'];
};


export type MutationLoadInstagramProfileArgs = {
  username: Scalars['String']['input'];
};


export type MutationPairDeviceArgs = {
  name: Scalars['String']['input'];
  pairingCode: Scalars['String']['input'];
};


export type MutationPublishToDeviceArgs = {
  content: PublishContentInput;
  deviceId: Scalars['ID']['input'];
};


export type MutationPublishToScreensArgs = {
  content: PublishContentInput;
  targets: PublishTargetsInput;
};


export type MutationPurgeFileArgs = {
  id: Scalars['ID']['input'];
};


export type MutationPurgeFolderArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRecordAudienceMinutesArgs = {
  minutes: Array<AudienceMinuteInput>;
};


export type MutationRecordCustomerFeedbackAnswersArgs = {
  answers: Array<CustomerFeedbackAnswerInput>;
};


export type MutationRecordDeviceLogsArgs = {
  lines: Array<DeviceLogLineInput>;
  stream: Scalars['ID']['input'];
};


export type MutationRecordPlaybackEventsArgs = {
  events: Array<PlaybackEventInput>;
};


export type MutationRegisterSonyDisplayByCodeArgs = {
  input: SonyDisplayByCodeInput;
};


export type MutationRegisterSonyDisplayBySerialArgs = {
  input: SonyDisplayBySerialInput;
};


export type MutationReleaseSonyDisplayArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRemovePartnerChildUserArgs = {
  accountId: Scalars['ID']['input'];
  id: Scalars['ID']['input'];
};


export type MutationRemoveScreensFromGroupArgs = {
  deviceIds: Array<Scalars['ID']['input']>;
  groupId: Scalars['ID']['input'];
};


export type MutationRemoveUserArgs = {
  userId: Scalars['ID']['input'];
};


export type MutationRenameDeviceArgs = {
  id: Scalars['ID']['input'];
  name: Scalars['String']['input'];
};


export type MutationRenameScreenGroupArgs = {
  id: Scalars['ID']['input'];
  name: Scalars['String']['input'];
};


export type MutationRenameSpaceArgs = {
  id: Scalars['ID']['input'];
  name: Scalars['String']['input'];
};


export type MutationReportDeviceCommandResultArgs = {
  commandId: Scalars['ID']['input'];
  error?: InputMaybe<Scalars['String']['input']>;
  status: DeviceCommandStatus;
};


export type MutationReportDeviceInfoArgs = {
  info: Scalars['JSON']['input'];
  timeZone?: InputMaybe<Scalars['String']['input']>;
};


export type MutationRequestPairingCodeArgs = {
  platform: Scalars['String']['input'];
};


export type MutationRequestPasswordRecoveryArgs = {
  email: Scalars['String']['input'];
};


export type MutationRestoreFileArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRestoreFolderArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRevokeApiKeyArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRevokeLiveLinkArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRevokeSessionArgs = {
  id: Scalars['ID']['input'];
};


export type MutationSendDeviceCommandArgs = {
  deviceId: Scalars['ID']['input'];
  type: DeviceCommandType;
};


export type MutationSendServiceDeviceCommandArgs = {
  input: ServiceDeviceCommandInput;
};


export type MutationSetAiModelEnabledArgs = {
  enabled: Scalars['Boolean']['input'];
  name: Scalars['String']['input'];
};


export type MutationSetDeviceTagsArgs = {
  deviceId: Scalars['ID']['input'];
  tags: Array<Scalars['String']['input']>;
};


export type MutationSetServiceAccountDisabledArgs = {
  disabled: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
};


export type MutationShareSceneArgs = {
  id: Scalars['ID']['input'];
  spaceIds: Array<Scalars['ID']['input']>;
};


export type MutationSignInArgs = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


export type MutationSignUpArgs = {
  input: SignUpInput;
};


export type MutationStartBroadcastArgs = {
  input: StartBroadcastInput;
};


export type MutationStartBulkActionArgs = {
  input: BulkActionInput;
};


export type MutationStartImpersonationArgs = {
  input: StartImpersonationInput;
};


export type MutationStartSubscriptionCheckoutArgs = {
  planId: Scalars['ID']['input'];
  screens: Scalars['Int']['input'];
};


export type MutationUpdateAccountArgs = {
  data: UpdateAccountInput;
};


export type MutationUpdateDeviceSettingsArgs = {
  deviceId: Scalars['ID']['input'];
  input: DeviceSettingsInput;
};


export type MutationUpdateFileArgs = {
  data: UpdateFileInput;
  id: Scalars['ID']['input'];
};


export type MutationUpdateFolderArgs = {
  data: UpdateFolderInput;
  id: Scalars['ID']['input'];
};


export type MutationUpdateMenuBoardArgs = {
  data: UpdateMenuBoardInput;
  id: Scalars['ID']['input'];
};


export type MutationUpdateMenuBoardLocationArgs = {
  data: UpdateMenuBoardLocationInput;
  id: Scalars['ID']['input'];
};


export type MutationUpdateMyPreferencesArgs = {
  input: UserPreferencesInput;
};


export type MutationUpdateMyProfileArgs = {
  input: MyProfileInput;
};


export type MutationUpdatePartnerChildAccountArgs = {
  id: Scalars['ID']['input'];
  input: UpdatePartnerChildAccountInput;
};


export type MutationUpdatePlaylistArgs = {
  id: Scalars['ID']['input'];
  input: PlaylistInput;
};


export type MutationUpdatePromotionArgs = {
  id: Scalars['ID']['input'];
  input: PromotionInput;
};


export type MutationUpdateSceneArgs = {
  id: Scalars['ID']['input'];
  input: UpdateSceneInput;
};


export type MutationUpdateScheduleArgs = {
  id: Scalars['ID']['input'];
  input: ScheduleInput;
};


export type MutationUpdateScreenGroupSettingsArgs = {
  groupId: Scalars['ID']['input'];
  input: DeviceSettingsInput;
};


export type MutationUpdateSecurityPoliciesArgs = {
  data: SecurityPoliciesInput;
};


export type MutationUpdateServiceAccountArgs = {
  id: Scalars['ID']['input'];
  input: ServiceAccountInput;
};


export type MutationUpdateUserRoleArgs = {
  id: Scalars['ID']['input'];
  name: Scalars['String']['input'];
  permissions: Array<Scalars['String']['input']>;
};


export type MutationUploadDeviceScreenshotArgs = {
  commandId: Scalars['ID']['input'];
  image: DeviceScreenshotInput;
};

/** The signed-in person's own contact details; a field left out stays, an empty one is removed. */
export type MyProfileInput = {
  /** ISO 3166-1 alpha-2 country code such as CZ. */
  countryCode?: InputMaybe<Scalars['String']['input']>;
  /** International format (E.164) such as +420601234567; spaces, dashes and brackets are dropped. */
  phoneNumber?: InputMaybe<Scalars['String']['input']>;
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

/** Which e-mails the user wants about their account (/my-profile/notifications); all on by default. */
export type NotificationPreferences = {
  __typename?: 'NotificationPreferences';
  /** An uploaded media file fails to process. */
  mediaProcessingFailed: Scalars['Boolean']['output'];
  /** A screen of the account stops reporting and goes offline. */
  screenOffline: Scalars['Boolean']['output'];
  /** The account's storage passes 90 % of its maximum. */
  storageAlmostFull: Scalars['Boolean']['output'];
};

/** Only the given switches change. */
export type NotificationPreferencesInput = {
  mediaProcessingFailed?: InputMaybe<Scalars['Boolean']['input']>;
  screenOffline?: InputMaybe<Scalars['Boolean']['input']>;
  storageAlmostFull?: InputMaybe<Scalars['Boolean']['input']>;
};

export type OnlineStatus =
  | 'offline'
  | 'online';

/** Shown by an unpaired player; the secret never leaves the player. */
export type PairingCode = {
  __typename?: 'PairingCode';
  expiresAt: Scalars['DateTime']['output'];
  pairingCode: Scalars['String']['output'];
  pairingSecret: Scalars['String']['output'];
};

export type PairingState = {
  __typename?: 'PairingState';
  status: PairingStatus;
};

export type PairingStatus =
  | 'EXPIRED'
  | 'PAIRED'
  | 'WAITING';

export type PartnerAccountPage = {
  __typename?: 'PartnerAccountPage';
  /** Pass as `after` for the next page; null when this page is empty. */
  endCursor?: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  items: Array<PartnerChildAccount>;
  /** Child accounts matching the search, over every page. */
  totalCount: Scalars['Int']['output'];
};

/**
 * An account a reseller looks after: one whose partner is the caller's account. A partner sees
 * only its own children; any other id answers NOT_FOUND.
 */
export type PartnerChildAccount = {
  __typename?: 'PartnerChildAccount';
  _id: Scalars['ID']['output'];
  createdAt: Scalars['DateTime']['output'];
  /** The language its screens and console default to, like en or de. */
  languageCode: Scalars['String']['output'];
  maxStorageMB: Scalars['Float']['output'];
  name: Scalars['String']['output'];
  screensOnline: Scalars['Int']['output'];
  /** Screens paired to the account, and how many of them are online now. */
  screensTotal: Scalars['Int']['output'];
  subscription: PartnerChildSubscription;
  /** celsius or fahrenheit, for its weather items. */
  temperatureUnit: Scalars['String']['output'];
  /** Decimal megabytes its files take, and its storage quota. */
  usedStorageMB: Scalars['Float']['output'];
};

export type PartnerChildAccountDetail = {
  __typename?: 'PartnerChildAccountDetail';
  account: PartnerChildAccount;
  /** Its users, then its pending invitations, at most 500. */
  users: Array<PartnerChildUser>;
};

/** The built-in role an invitation into a child account grants. */
export type PartnerChildRole =
  /** Every permission of the child account. */
  | 'administrator'
  /** Reads screens and content only. */
  | 'viewer';

/** The subscription facts of a partner's child account, as the partner console lists them. */
export type PartnerChildSubscription = {
  __typename?: 'PartnerChildSubscription';
  billingType: Scalars['String']['output'];
  freeScreens: Scalars['Int']['output'];
  isTrial: Scalars['Boolean']['output'];
  subscribedScreens: Scalars['Int']['output'];
  tariff: Scalars['String']['output'];
  trialEndsAt?: Maybe<Scalars['DateTime']['output']>;
};

/** A user of a child account, or a pending invitation to it. */
export type PartnerChildUser = {
  __typename?: 'PartnerChildUser';
  _id: Scalars['ID']['output'];
  email: Scalars['String']['output'];
  /** The name of the user role they have (or are invited with). */
  roleName: Scalars['String']['output'];
  status: PartnerChildUserStatus;
};

export type PartnerChildUserStatus =
  /** Signed up and may sign in. */
  | 'active'
  /** Invited by e-mail; the invitation is not accepted yet. */
  | 'invited';

/** How often a file may play: count null means unlimited; period weekly, monthly, yearly or all-time. */
export type PlayQuota = {
  __typename?: 'PlayQuota';
  count?: Maybe<Scalars['Int']['output']>;
  period: Scalars['String']['output'];
};

/** Plays of a file with a play quota, counted over the account's devices in the quota's current period. */
export type PlayQuotaCounter = {
  __typename?: 'PlayQuotaCounter';
  count: Scalars['Int']['output'];
  fileId: Scalars['ID']['output'];
  period: Scalars['String']['output'];
  /** Start of the current period (UTC), null for all-time. */
  periodStart?: Maybe<Scalars['DateTime']['output']>;
};

export type PlayQuotaInput = {
  count?: InputMaybe<Scalars['Int']['input']>;
  period: Scalars['String']['input'];
};

export type PlayableContent = {
  __typename?: 'PlayableContent';
  collectionName: CollectionName;
  content: PlayableContentGraph;
  entityId: Scalars['ID']['output'];
  /**
   * When this version of the content was made: the latest change to any schedule, playlist or scene
   * in it (a file: when it was uploaded). Players count playlist time from here, so every screen
   * showing this version shows the same item at the same moment, and a rebooted screen resumes.
   */
  publishedAt: Scalars['DateTime']['output'];
};

export type PlayableContentGraph = {
  __typename?: 'PlayableContentGraph';
  /** Media files, then the font files of the text in the scenes. */
  files: Array<PlayableFile>;
  playQuotaCounters: Array<PlayQuotaCounter>;
  /** Playlist documents (JSON, parsed by the player with the sdk model). */
  playlists: Array<Scalars['JSON']['output']>;
  scenes: Array<Scalars['JSON']['output']>;
  schedules: Array<Scalars['JSON']['output']>;
};

/** A file as a player needs it: where to fetch it and how to check it. */
export type PlayableFile = {
  __typename?: 'PlayableFile';
  _id: Scalars['ID']['output'];
  /** sha256 of the uploaded original, hex. */
  checksum: Scalars['String']['output'];
  duration?: Maybe<Scalars['Float']['output']>;
  fileSizeInBytes: Scalars['Float']['output'];
  /**
   * Set on a font file (font/woff2) the content's text draws with: what its @font-face rule says.
   * Null for media.
   */
  font?: Maybe<PlayableFont>;
  height?: Maybe<Scalars['Int']['output']>;
  mimetype: Scalars['String']['output'];
  /** A video plays without sound; null for font files. */
  muted?: Maybe<Scalars['Boolean']['output']>;
  name: Scalars['String']['output'];
  /** Pages of a PDF (presentation scenes play 10 s a page). */
  pageCount?: Maybe<Scalars['Int']['output']>;
  /**
   * A PDF's page images (JPEG, 1920 px wide) in page order, for players without a PDF viewer; null
   * for other files and for PDFs whose pages were not drawn. At most the first 50 pages.
   */
  pageUrls?: Maybe<Array<Scalars['String']['output']>>;
  /** Null means unlimited; counted plays are in content.playQuotaCounters. */
  playQuota?: Maybe<PlayQuota>;
  /** sha256 (hex) of the bytes url serves (the converted ones for a converted file); null when not known. */
  playbackChecksum?: Maybe<Scalars['String']['output']>;
  url: Scalars['String']['output'];
  /**
   * Played only from this wall-clock date and time on ("YYYY-MM-DDTHH:mm" in the screen's time
   * zone); null: no start. A scene showing the file plays only inside its window.
   */
  validFrom?: Maybe<Scalars['String']['output']>;
  /** Played only before this wall-clock date and time (as validFrom); null: no end. */
  validUntil?: Maybe<Scalars['String']['output']>;
  width?: Maybe<Scalars['Int']['output']>;
};

/** One face of a font family in one unicode slice, served by this server. */
export type PlayableFont = {
  __typename?: 'PlayableFont';
  family: Scalars['String']['output'];
  style: FontStyle;
  /** The CSS unicode-range of the characters the file holds. */
  unicodeRange: Scalars['String']['output'];
  /** 400 or 700, or the family's only weight. */
  weight: Scalars['Int']['output'];
};

export type PlaybackBatchResult = {
  __typename?: 'PlaybackBatchResult';
  /** Events stored by this call. */
  accepted: Scalars['Int']['output'];
  /** Every id of the batch that is now stored (new or earlier): the player's outbox may drop them. */
  acknowledgedIds: Array<Scalars['ID']['output']>;
  /** Events already stored by an earlier call (a resent batch). */
  duplicates: Scalars['Int']['output'];
};

/** One playback as the player's outbox sends it (the sdk model's PlaybackEvent); its id makes a resend idempotent. */
export type PlaybackEventInput = {
  /** The playlist item that played. */
  currentItemId: Scalars['ID']['input'];
  durationSeconds: Scalars['Float']['input'];
  fileIds: Array<Scalars['ID']['input']>;
  /** The device's own id for the event; resending it never counts twice. */
  id: Scalars['ID']['input'];
  interrupted: Scalars['Boolean']['input'];
  playlistId?: InputMaybe<Scalars['ID']['input']>;
  previousItemId?: InputMaybe<Scalars['ID']['input']>;
  /** Ids from the root to the item (playlists and scenes). */
  renderPath: Array<Scalars['String']['input']>;
  /** The trigger or timing rule that made it play. */
  rule?: InputMaybe<Scalars['String']['input']>;
  sceneIds: Array<Scalars['ID']['input']>;
  /** When the item started playing. */
  startTime: Scalars['DateTime']['input'];
  /** When the device recorded the event. */
  timestamp: Scalars['DateTime']['input'];
  triggered: Scalars['Boolean']['input'];
};

/** How a player plays a file: the server's converted copy or the uploaded original. */
export type PlaybackSource =
  | 'Converted'
  | 'Original';

export type Playlist = {
  __typename?: 'Playlist';
  _id: Scalars['ID']['output'];
  /** Layout with zones, or null for a single full-screen zone. */
  layout?: Maybe<Scalars['JSON']['output']>;
  mediaFit: MediaFit;
  name: Scalars['String']['output'];
  /** PlaylistItem[] as in @marquee/sdk/model. */
  playlistItems: Scalars['JSON']['output'];
  spaceIds: Array<Scalars['ID']['output']>;
};

/** Fields of a playlist; on update only the given ones change (layout: null means one full-screen zone). */
export type PlaylistInput = {
  layout?: InputMaybe<Scalars['JSON']['input']>;
  mediaFit?: InputMaybe<MediaFit>;
  name?: InputMaybe<Scalars['String']['input']>;
  /** PlaylistItem[] as in @marquee/sdk/model; validated with its playlistSchema. */
  playlistItems?: InputMaybe<Scalars['JSON']['input']>;
  spaceIds?: InputMaybe<Array<Scalars['ID']['input']>>;
};

/** A playlist's slot in a schedule; times are ISO strings (date-time, or time of day HH:mm[:ss]). */
export type PlaylistTiming = {
  __typename?: 'PlaylistTiming';
  _id: Scalars['ID']['output'];
  playlistId: Scalars['ID']['output'];
  timeFrom: Scalars['String']['output'];
  timeTo: Scalars['String']['output'];
};

export type PlaylistTimingInput = {
  /** Kept when given (edits), generated otherwise. */
  _id?: InputMaybe<Scalars['ID']['input']>;
  playlistId: Scalars['ID']['input'];
  timeFrom: Scalars['String']['input'];
  timeTo: Scalars['String']['input'];
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

export type Promotion = {
  __typename?: 'Promotion';
  discountPercents?: Maybe<Scalars['Int']['output']>;
  redirectUrl?: Maybe<Scalars['String']['output']>;
  title: Scalars['String']['output'];
  /** e.g. PROMOTION */
  type: Scalars['String']['output'];
  validUntil: Scalars['DateTime']['output'];
};

export type PromotionInput = {
  /** 1 to 100, or null. */
  discountPercents?: InputMaybe<Scalars['Int']['input']>;
  redirectUrl?: InputMaybe<Scalars['String']['input']>;
  title: Scalars['String']['input'];
  /** e.g. PROMOTION (the banner shows PROMOTION-type ones). */
  type: Scalars['String']['input'];
  /** Null: from now. */
  validFrom?: InputMaybe<Scalars['DateTime']['input']>;
  validUntil: Scalars['DateTime']['input'];
};

export type ProofOfPlayEntityType =
  | 'device'
  | 'file'
  | 'item'
  | 'playlist'
  | 'scene';

export type ProofOfPlayReport = {
  __typename?: 'ProofOfPlayReport';
  /** Origin-relative; GET with the user's cookie (or bearer token) returns the same report as CSV. */
  csvPath: Scalars['String']['output'];
  entityId: Scalars['ID']['output'];
  entityName?: Maybe<Scalars['String']['output']>;
  entityType: ProofOfPlayEntityType;
  /** By device and by day, newest day first. */
  rows: Array<ProofOfPlayRow>;
  totalDurationSeconds: Scalars['Float']['output'];
  /** The rows' impressions summed: how many people the plays were seen by. */
  totalImpressions: Scalars['Int']['output'];
  totalPlays: Scalars['Int']['output'];
};

export type ProofOfPlayRow = {
  __typename?: 'ProofOfPlayRow';
  /** YYYY-MM-DD in the device's time zone (UTC when it reported none). */
  day: Scalars['String']['output'];
  deviceId: Scalars['ID']['output'];
  deviceName?: Maybe<Scalars['String']['output']>;
  durationSeconds: Scalars['Float']['output'];
  /** People the screen's camera saw while these plays ran (each play: the most seen at once); 0 without a camera. */
  impressions: Scalars['Int']['output'];
  plays: Scalars['Int']['output'];
};

export type PublishContentInput = {
  collectionName: CollectionName;
  entityId: Scalars['ID']['input'];
};

/** Who a publish reaches. */
export type PublishReach = {
  __typename?: 'PublishReach';
  /** Screens of the groups that keep their own publish, which wins over a group's. */
  keepingOwnContent: Scalars['Int']['output'];
  /** Of those, how many are offline now; they get it when they reconnect. */
  offlineCount: Scalars['Int']['output'];
  /** Offline screens by name, at most 100. */
  offlineScreens: Array<Device>;
  /** Screens that play the content: those named, and the groups' screens without their own publish. */
  screenCount: Scalars['Int']['output'];
};

/** Screens and groups to publish to, at most 1,000 screens and 100 groups. */
export type PublishTargetsInput = {
  deviceIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  groupIds?: InputMaybe<Array<Scalars['ID']['input']>>;
};

/**
 * What a device plays: its own publish, or else what its most recently published group holds
 * (Device.contentSource says which).
 */
export type PublishedContent = {
  __typename?: 'PublishedContent';
  collectionName: CollectionName;
  entityId: Scalars['ID']['output'];
  /** Name of the published entity, when it still exists. */
  name?: Maybe<Scalars['String']['output']>;
};

export type Query = {
  __typename?: 'Query';
  /**
   * Any signed-in session: the service admin acting in it ("Sign in as"), or null on the user's
   * own session. The console shows its banner from this.
   */
  actingServiceAdmin?: Maybe<ActingServiceAdmin>;
  /** Needs device read permission. Broadcasts not yet ended or cleared, newest first. */
  activeBroadcasts: Array<Broadcast>;
  /** The caller's account's AI camera models: any signed-in user, key or screen of the account. */
  aiConfig: AiConfig;
  /** Every permission key a role can hold. */
  allPermissions: Array<Scalars['String']['output']>;
  apiKeys: Array<ApiKey>;
  /**
   * The audience the account's cameras counted. Needs sensor analytics read. from/to: at most 366
   * days apart; scopeId names the screen, group or location (none for the account).
   */
  audienceReport: AudienceReport;
  /** Newest first. */
  auditLog: AuditLogPage;
  /** Needs the manage billing permission, on an account billed by subscription. */
  billingOverview: BillingOverview;
  /** The plans on offer. Needs the manage billing permission. */
  billingPlans: Array<BillingPlan>;
  /** Needs device read permission. One broadcast of the account, ended or not; null: none such. */
  broadcast?: Maybe<Broadcast>;
  /**
   * Needs device read permission. What a broadcast to these groups (at most 100, of your space;
   * none: every screen of the account) would take over now, as startBroadcast would reach it.
   */
  broadcastReachPreview: BroadcastReachPreview;
  /** An action the caller's account started, to read its progress. */
  bulkAction?: Maybe<BulkAction>;
  /**
   * For a device token: the content at a ContentVersion's `url` (of the device's account), the same
   * JSON a GET of the url answers. Asked over the screen's WebSocket, it needs no connection of its
   * own. NOT_FOUND once the version is no longer current.
   */
  contentAt: Scalars['JSON']['output'];
  currentAccount?: Maybe<Account>;
  /** For a device token: the version of what the screen plays now. */
  currentContentVersion: ContentVersion;
  /** The device that the request's device token belongs to. */
  currentDevice?: Maybe<Device>;
  /** The promotion running now, if any. */
  currentPromotion?: Maybe<Promotion>;
  /** Today's menus of a store (today in UTC: accounts have no time zone of their own). */
  currentStoreMenu: StoreMenuAnswer;
  currentUser?: Maybe<User>;
  currentUserSession?: Maybe<UserSession>;
  /** The forecast for 'lat,long' or a place name; Prague when empty. Cached 3600 s on the server. */
  currentWeather: CurrentWeather;
  /** Needs customer feedback read permission. from/to: YYYY-MM-DD, inclusive; at most 366 days; limit 1-500 (default 100). */
  customerFeedback: CustomerFeedbackReport;
  device?: Maybe<Device>;
  /**
   * Admins (/admin/device-commands): the latest commands of the account's devices, newest first;
   * deviceId narrows them to one screen of the account; automatic as on Device.commands.
   */
  deviceCommands: Array<DeviceCommand>;
  /**
   * Device list with search (case-insensitive, in the name), status, group, tag and platform
   * filters, sort and offset pagination. Without sort, the user's stored device dashboard sort
   * applies (name asc by default).
   * limit: 1..200, default 50.
   */
  devicePage: DevicePage;
  /** Every tag on the caller's screens, once each, alphabetical. */
  deviceTags: Array<Scalars['String']['output']>;
  devices: Array<Device>;
  file: File;
  /** Without parentFolderId: every file; with it (null = root): the files of that folder. */
  files: Array<File>;
  /**
   * The same list as files, a page at a time: `first` files (1 to 200) after the cursor `after`
   * (an endCursor of an earlier page of the same search, kind and sort; omitted for the first
   * page). `search` keeps files whose name contains it, ignoring case (at most 100 characters);
   * `kind` keeps one kind of file; `sort` orders the list (OLDEST when omitted).
   */
  filesPage: FilePage;
  /**
   * Needs device read permission. What a screen, or each screen of a group (by name, at most 200 a
   * page, 50 unless first says), will show from `from` for `hours` hours (1 to 168). BAD_USER_INPUT
   * carries fieldErrors (hours, from, first, after). Null when the caller sees no such screen or
   * group.
   */
  fleetTimeline?: Maybe<FleetTimeline>;
  folder: Folder;
  /** Without parentFolderId: every folder; with it (null = root): the subfolders of that folder. */
  folders: Array<Folder>;
  /** Whether this server has an Instagram app configured; without it the Instagram feed item is disabled. */
  instagramAppConfigured: Scalars['Boolean']['output'];
  /** One feed; with refresh, its media is fetched from Instagram again (an image address expired). */
  instagramFeed: InstagramFeed;
  /** The space's Instagram feeds. */
  instagramFeeds: Array<InstagramFeed>;
  /** A public profile loaded earlier, by its id and user name; refresh fetches it again. */
  instagramPublicFeed: InstagramPublicApiFeed;
  /** Needs device read and configure permissions. The account's links in the current space, newest first. */
  liveLinks: Array<LiveLink>;
  menuBoard: MenuBoard;
  /** Days (YYYY-MM-DD) of a month (YYYY-MM) that have a board at the location, for the calendar. */
  menuBoardDates: Array<Scalars['String']['output']>;
  /**
   * The daily board of a location for a day (YYYY-MM-DD), or null. For a point-of-sale location
   * without a stored board, the day's board as its system gives it. deviceId is accepted for the
   * player's cache key; a screen is known by its token.
   */
  menuBoardForDay?: Maybe<MenuBoard>;
  menuBoardLocation: MenuBoardLocation;
  /** Locations of the current space (a screen: of its account). Needs menu board location read. */
  menuBoardLocations: Array<MenuBoardLocation>;
  /** Meal templates offered in the current space. */
  menuBoardMealTemplates: MenuBoardMealTemplateList;
  /**
   * limit at most 100 (larger is capped); newest first by default. A page of 100 boards leaves room
   * in the operation cost limit for a few meal fields (a preview), not for every field of every meal.
   */
  menuBoards: MenuBoardPage;
  myPreferences: UserPreferences;
  /** The signed-in user's live sessions. */
  mySessions: Array<SessionInfo>;
  /** One child account with its users. Needs the partner-accounts read permission. */
  partnerAccount: PartnerChildAccountDetail;
  /**
   * The caller's child accounts, `first` (1 to 200) at a time after the cursor `after`, by name.
   * `search` keeps names containing it, ignoring case (at most 100 characters). Needs the
   * partner-accounts read permission and the partner feature.
   */
  partnerAccounts: PartnerAccountPage;
  /** The address that signs a new account up as a child of the caller's account. */
  partnerSignUpLink: Scalars['String']['output'];
  pendingInvitations: Array<Invitation>;
  /** Always true; lets a client check that the API answers. */
  ping: Scalars['Boolean']['output'];
  /** Everything a device needs to play an entity, in one answer. */
  playableContent?: Maybe<PlayableContent>;
  playlist?: Maybe<Playlist>;
  playlists: Array<Playlist>;
  /** Needs device read permission. from/to: YYYY-MM-DD, inclusive. */
  proofOfPlayReport: ProofOfPlayReport;
  /** How many screens a publish to the targets would reach, and which are offline. */
  publishReach: PublishReach;
  /** A news feed; kept on the server for the refresh interval (60 minutes unless given). */
  rssFeed: RssFeed;
  scene?: Maybe<Scene>;
  /**
   * Scenes of the account shared to the current space, the last changed first. Without types: every
   * scene the caller may read (app scenes with app read permission, the others with scene read);
   * with types: those types, FORBIDDEN when one needs a permission the caller lacks.
   */
  scenes: Array<Scene>;
  schedule?: Maybe<Schedule>;
  /** Schedules of the account shared to the current space. */
  schedules: Array<Schedule>;
  screenGroup?: Maybe<ScreenGroup>;
  /** The account's groups the caller sees (in the current space, or in none), by name. */
  screenGroups: Array<ScreenGroup>;
  securityPolicies: SecurityPolicies;
  /** The server's clock now: players measure their clock's offset from it, to play on server time. */
  serverTime: Scalars['DateTime']['output'];
  /** Service admins only. One account by id; null when there is none. */
  serviceAccount?: Maybe<ServiceAccount>;
  /**
   * Service admins only. Accounts whose name or one of whose users' e-mails contains `search`
   * (case-insensitive), sorted, `first` (at most 200) from `offset`.
   */
  serviceAccounts: ServiceAccountPage;
  /** Service admins only. */
  serviceAdminCatalog: ServiceAdminCatalog;
  /** Service admins only. The latest commands of one account's screens, newest first. */
  serviceDeviceCommands: Array<DeviceCommand>;
  /** Service admins only. Promotions, newest first (at most `first`, 200). */
  servicePromotions: Array<ServicePromotion>;
  /** Needs device read. */
  sonyBraviaSetup: SonyBraviaSetup;
  /** Needs device read. The account's Sony displays in the current space, newest first. */
  sonyDisplays: Array<SonyDisplay>;
  spaces: Array<Space>;
  /** A store's menus from dateFrom to dateTo (YYYY-MM-DD, at most 31 days); users and screens. */
  storeMenuBoards: StoreMenuAnswer;
  /** The server's support settings: the same for every signed-in caller. */
  supportConfig: SupportConfig;
  userRoles: Array<UserRole>;
  /** Users of the current account (needs account management permission). */
  users: Array<User>;
};


export type QueryAudienceReportArgs = {
  from: Scalars['DateTime']['input'];
  scope: AudienceScopeKind;
  scopeId?: InputMaybe<Scalars['ID']['input']>;
  to: Scalars['DateTime']['input'];
};


export type QueryAuditLogArgs = {
  filter?: InputMaybe<AuditLogFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryBroadcastArgs = {
  id: Scalars['ID']['input'];
};


export type QueryBroadcastReachPreviewArgs = {
  groupIds?: InputMaybe<Array<Scalars['ID']['input']>>;
};


export type QueryBulkActionArgs = {
  id: Scalars['ID']['input'];
};


export type QueryContentAtArgs = {
  url: Scalars['String']['input'];
};


export type QueryCurrentStoreMenuArgs = {
  source: PosSource;
  storeId: Scalars['String']['input'];
};


export type QueryCurrentWeatherArgs = {
  query?: InputMaybe<Scalars['String']['input']>;
};


export type QueryCustomerFeedbackArgs = {
  deviceId?: InputMaybe<Scalars['ID']['input']>;
  from?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
};


export type QueryDeviceArgs = {
  id: Scalars['ID']['input'];
};


export type QueryDeviceCommandsArgs = {
  automatic?: InputMaybe<Scalars['Boolean']['input']>;
  deviceId?: InputMaybe<Scalars['ID']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<DeviceCommandStatus>;
};


export type QueryDevicePageArgs = {
  groupId?: InputMaybe<Scalars['ID']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  platform?: InputMaybe<Scalars['String']['input']>;
  problems?: InputMaybe<Scalars['Boolean']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<DeviceDashboardSortInput>;
  status?: InputMaybe<DeviceStatusFilter>;
  tag?: InputMaybe<Scalars['String']['input']>;
};


export type QueryFileArgs = {
  id: Scalars['ID']['input'];
};


export type QueryFilesArgs = {
  parentFolderId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryFilesPageArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first: Scalars['Int']['input'];
  kind?: InputMaybe<FileKind>;
  parentFolderId?: InputMaybe<Scalars['ID']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<FileSort>;
};


export type QueryFleetTimelineArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  from: Scalars['DateTime']['input'];
  hours: Scalars['Int']['input'];
  targetId: Scalars['ID']['input'];
  targetKind: FleetTimelineTargetKind;
};


export type QueryFolderArgs = {
  id: Scalars['ID']['input'];
};


export type QueryFoldersArgs = {
  parentFolderId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryInstagramFeedArgs = {
  id: Scalars['ID']['input'];
  refresh?: InputMaybe<Scalars['Boolean']['input']>;
};


export type QueryInstagramPublicFeedArgs = {
  id: Scalars['ID']['input'];
  refresh?: InputMaybe<Scalars['Boolean']['input']>;
  username: Scalars['String']['input'];
};


export type QueryMenuBoardArgs = {
  id: Scalars['ID']['input'];
};


export type QueryMenuBoardDatesArgs = {
  menuBoardLocationId: Scalars['ID']['input'];
  month: Scalars['String']['input'];
};


export type QueryMenuBoardForDayArgs = {
  deviceId?: InputMaybe<Scalars['ID']['input']>;
  menuBoardLocationId: Scalars['ID']['input'];
  menuDate: Scalars['String']['input'];
};


export type QueryMenuBoardLocationArgs = {
  id: Scalars['ID']['input'];
};


export type QueryMenuBoardsArgs = {
  filter?: InputMaybe<MenuBoardFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<MenuBoardSort>;
};


export type QueryPartnerAccountArgs = {
  id: Scalars['ID']['input'];
};


export type QueryPartnerAccountsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first: Scalars['Int']['input'];
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryPlayableContentArgs = {
  collectionName: CollectionName;
  entityId: Scalars['ID']['input'];
};


export type QueryPlaylistArgs = {
  id: Scalars['ID']['input'];
};


export type QueryProofOfPlayReportArgs = {
  entityId: Scalars['ID']['input'];
  entityType: ProofOfPlayEntityType;
  from?: InputMaybe<Scalars['String']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
};


export type QueryPublishReachArgs = {
  targets: PublishTargetsInput;
};


export type QueryRssFeedArgs = {
  refreshIntervalInMinutes?: InputMaybe<Scalars['Int']['input']>;
  url: Scalars['String']['input'];
};


export type QuerySceneArgs = {
  id: Scalars['ID']['input'];
};


export type QueryScenesArgs = {
  types?: InputMaybe<Array<SceneType>>;
};


export type QueryScheduleArgs = {
  id: Scalars['ID']['input'];
};


export type QueryScreenGroupArgs = {
  id: Scalars['ID']['input'];
};


export type QueryServiceAccountArgs = {
  id: Scalars['ID']['input'];
};


export type QueryServiceAccountsArgs = {
  direction?: InputMaybe<SortDirection>;
  first?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<ServiceAccountSortField>;
};


export type QueryServiceDeviceCommandsArgs = {
  accountId: Scalars['ID']['input'];
  deviceId?: InputMaybe<Scalars['ID']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryServicePromotionsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryStoreMenuBoardsArgs = {
  dateFrom: Scalars['String']['input'];
  dateTo: Scalars['String']['input'];
  source: PosSource;
  storeId: Scalars['String']['input'];
};

export type Role =
  | 'ROLE_ADMIN'
  | 'ROLE_GOD'
  | 'ROLE_USER';

/** One entry of a news feed. */
export type RssEntry = {
  __typename?: 'RssEntry';
  author?: Maybe<Scalars['String']['output']>;
  date?: Maybe<Scalars['DateTime']['output']>;
  /** Plain text, tags removed. */
  description?: Maybe<Scalars['String']['output']>;
  /** The same picture through the server's image proxy (a signed relative URL), for players. */
  imageProxyUrl?: Maybe<Scalars['String']['output']>;
  /** The entry's picture as the feed gives it. */
  imageUrl?: Maybe<Scalars['String']['output']>;
  likesCount?: Maybe<Scalars['Int']['output']>;
  title: Scalars['String']['output'];
  userName?: Maybe<Scalars['String']['output']>;
};

/** An RSS or Atom feed, read by the server. */
export type RssFeed = {
  __typename?: 'RssFeed';
  /** At most 50 entries, newest first as the feed orders them. */
  feed: Array<RssEntry>;
  fetchedAt: Scalars['DateTime']['output'];
  title?: Maybe<Scalars['String']['output']>;
  url: Scalars['String']['output'];
};

export type Scene = {
  __typename?: 'Scene';
  _id: Scalars['ID']['output'];
  aspectRatio?: Maybe<AspectRatio>;
  /** Which preset the editor chose, e.g. 16:9. */
  aspectRatioId?: Maybe<Scalars['String']['output']>;
  /** Seconds; null means the type's default (e.g. an image scene an hour, a video its file). */
  duration?: Maybe<Scalars['Float']['output']>;
  name: Scalars['String']['output'];
  /** SceneItem[] as in @marquee/sdk/model. */
  sceneItems: Scalars['JSON']['output'];
  spaceIds: Array<Scalars['ID']['output']>;
  type: SceneType;
  updatedAt: Scalars['DateTime']['output'];
};

/** What a scene is; app scenes are guarded by the app permissions, the others by the scene ones. */
export type SceneType =
  | 'app'
  | 'image'
  | 'multimedial'
  | 'presentation'
  | 'slides'
  | 'video';

export type Schedule = {
  __typename?: 'Schedule';
  _id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  playlistTimings: Array<PlaylistTiming>;
  spaceIds: Array<Scalars['ID']['output']>;
};

/** On update only the given fields change. */
export type ScheduleInput = {
  name?: InputMaybe<Scalars['String']['input']>;
  playlistTimings?: InputMaybe<Array<PlaylistTimingInput>>;
  spaceIds?: InputMaybe<Array<Scalars['ID']['input']>>;
};

/**
 * A named set of screens. A screen may be in several groups. Content published to a group plays on
 * each of its screens that has no publish of its own, including screens that join later; a screen
 * in several groups plays its most recently published group's content.
 */
export type ScreenGroup = {
  __typename?: 'ScreenGroup';
  _id: Scalars['ID']['output'];
  createdAt: Scalars['DateTime']['output'];
  name: Scalars['String']['output'];
  publishedAt?: Maybe<Scalars['DateTime']['output']>;
  /** What was last published to the group; null when nothing is. */
  publishedContent?: Maybe<PublishedContent>;
  /** Screens in the group. */
  screenCount: Scalars['Int']['output'];
  /** What the group sets for its screens (device read permission). */
  settings: SettingsLayer;
  /** For each setting that needs a capability, how many of the group's screens lack it. */
  settingsSupport: Array<SettingSupport>;
};

export type SecurityPolicies = {
  __typename?: 'SecurityPolicies';
  minPasswordLength: Scalars['Int']['output'];
  requireDigit: Scalars['Boolean']['output'];
  requireSymbol: Scalars['Boolean']['output'];
  requireUppercase: Scalars['Boolean']['output'];
  /** Null: sessions last until signed out. */
  sessionLifetimeMinutes?: Maybe<Scalars['Int']['output']>;
};

export type SecurityPoliciesInput = {
  minPasswordLength: Scalars['Int']['input'];
  requireDigit: Scalars['Boolean']['input'];
  requireSymbol: Scalars['Boolean']['input'];
  requireUppercase: Scalars['Boolean']['input'];
  sessionLifetimeMinutes?: InputMaybe<Scalars['Int']['input']>;
};

/**
 * An account as the service's own administrators see it (ROLE_GOD, "service admin"): every field
 * of every service-admin operation is refused with FORBIDDEN to anyone else.
 */
export type ServiceAccount = {
  __typename?: 'ServiceAccount';
  _id: Scalars['ID']['output'];
  billingType: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  disabled: Scalars['Boolean']['output'];
  disabledAt?: Maybe<Scalars['DateTime']['output']>;
  /** Tariff features the account lists (accounts/features.ts keys). */
  enabledFeatures: Array<Scalars['String']['output']>;
  enabledItemTypes: Array<Scalars['String']['output']>;
  freeScreens: Scalars['Int']['output'];
  isTrial: Scalars['Boolean']['output'];
  /** When one of its users last signed in (a session started); null when none ever did. */
  lastActivityAt?: Maybe<Scalars['DateTime']['output']>;
  name: Scalars['String']['output'];
  partnerAccountId?: Maybe<Scalars['ID']['output']>;
  /** The partner (reseller) account's name, when the account has one. */
  partnerName?: Maybe<Scalars['String']['output']>;
  /** Its screens by name, at most `first` (at most 500). */
  screens: Array<ServiceAccountScreen>;
  screensOnline: Scalars['Int']['output'];
  screensTotal: Scalars['Int']['output'];
  /** Its spaces (read-only). */
  spaces: Array<Space>;
  storageMaxMB: Scalars['Float']['output'];
  /** Decimal megabytes its files take. */
  storageUsedMB: Scalars['Float']['output'];
  subscribedScreens: Scalars['Int']['output'];
  tariff: Scalars['String']['output'];
  trialEndsAt?: Maybe<Scalars['DateTime']['output']>;
  userCount: Scalars['Int']['output'];
  /** Its users, oldest first (read-only). */
  users: Array<ServiceAccountUser>;
};


/**
 * An account as the service's own administrators see it (ROLE_GOD, "service admin"): every field
 * of every service-admin operation is refused with FORBIDDEN to anyone else.
 */
export type ServiceAccountScreensArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
};

export type ServiceAccountInput = {
  billingType?: InputMaybe<Scalars['String']['input']>;
  /** Replaces the account's tariff features; each one of serviceAdminCatalog.features. */
  enabledFeatures?: InputMaybe<Array<Scalars['String']['input']>>;
  enabledItemTypes?: InputMaybe<Array<Scalars['String']['input']>>;
  freeScreens?: InputMaybe<Scalars['Int']['input']>;
  isTrial?: InputMaybe<Scalars['Boolean']['input']>;
  /** Decimal megabytes, 0 to 10,000,000. */
  maxStorageCapacityInMB?: InputMaybe<Scalars['Float']['input']>;
  subscribedScreens?: InputMaybe<Scalars['Int']['input']>;
  tariff?: InputMaybe<Scalars['String']['input']>;
  /** Null with isTrial false; required while isTrial is true. */
  trialEndsAt?: InputMaybe<Scalars['DateTime']['input']>;
};

export type ServiceAccountPage = {
  __typename?: 'ServiceAccountPage';
  items: Array<ServiceAccount>;
  /** Accounts matching the search, over all pages. */
  total: Scalars['Int']['output'];
};

export type ServiceAccountScreen = {
  __typename?: 'ServiceAccountScreen';
  _id: Scalars['ID']['output'];
  lastSeenAt?: Maybe<Scalars['DateTime']['output']>;
  name: Scalars['String']['output'];
  online: Scalars['Boolean']['output'];
  platform: Scalars['String']['output'];
  spaceName?: Maybe<Scalars['String']['output']>;
};

export type ServiceAccountSortField =
  | 'createdAt'
  | 'lastActivityAt'
  | 'name'
  | 'screensOnline'
  | 'screensTotal'
  | 'storageUsedMB'
  | 'userCount';

export type ServiceAccountUser = {
  __typename?: 'ServiceAccountUser';
  _id: Scalars['ID']['output'];
  createdAt: Scalars['DateTime']['output'];
  email: Scalars['String']['output'];
  role: Role;
  userRoleName: Scalars['String']['output'];
};

/** Every tariff feature key there is, for the account page's checklist. */
export type ServiceAdminCatalog = {
  __typename?: 'ServiceAdminCatalog';
  features: Array<Scalars['String']['output']>;
};

export type ServiceDeviceCommandInput = {
  accountId: Scalars['ID']['input'];
  deviceId: Scalars['ID']['input'];
  type: DeviceCommandType;
};

export type ServicePromotion = {
  __typename?: 'ServicePromotion';
  _id: Scalars['ID']['output'];
  createdAt: Scalars['DateTime']['output'];
  discountPercents?: Maybe<Scalars['Int']['output']>;
  redirectUrl?: Maybe<Scalars['String']['output']>;
  /** scheduled (not yet started), running or ended, at the server's time. */
  status: Scalars['String']['output'];
  title: Scalars['String']['output'];
  type: Scalars['String']['output'];
  /** Null: it started when it was made. */
  validFrom?: Maybe<Scalars['DateTime']['output']>;
  validUntil: Scalars['DateTime']['output'];
};

export type SessionInfo = {
  __typename?: 'SessionInfo';
  _id: Scalars['ID']['output'];
  clientIp?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  /** True for the session this request uses. */
  current: Scalars['Boolean']['output'];
  expiresAt?: Maybe<Scalars['DateTime']['output']>;
};

export type SettingOrigin = {
  __typename?: 'SettingOrigin';
  /** volume, rotation, displaySchedule, timeZone or screenshotIntervalMinutes. */
  field: Scalars['String']['output'];
  groupId?: Maybe<Scalars['ID']['output']>;
  groupName?: Maybe<Scalars['String']['output']>;
  source: SettingSource;
};

export type SettingSource =
  /** Set by neither: the default. */
  | 'default'
  /** Set by a group the screen is in (the most recently updated one that sets it). */
  | 'group'
  /** Set on the screen itself. */
  | 'screen';

/** How many of a group's screens cannot apply one of its settings. */
export type SettingSupport = {
  __typename?: 'SettingSupport';
  /** The player capability the field needs (volume, orientation, display-power, screenshot). */
  capability: Scalars['String']['output'];
  /** volume, rotation, displaySchedule or screenshotIntervalMinutes. */
  field: Scalars['String']['output'];
  screenCount: Scalars['Int']['output'];
  /** Screens whose player reports it lacks the capability. */
  unableCount: Scalars['Int']['output'];
  /** The platforms of those screens (web, tizen...). */
  unablePlatforms: Array<Scalars['String']['output']>;
};

/** What one screen or one group sets; a null field is not set by it. */
export type SettingsLayer = {
  __typename?: 'SettingsLayer';
  /** Null: not set; empty: set to always on. */
  displaySchedule?: Maybe<Array<DisplayPeriod>>;
  rotation?: Maybe<Scalars['Int']['output']>;
  screenshotIntervalMinutes?: Maybe<Scalars['Int']['output']>;
  timeZone?: Maybe<Scalars['String']['output']>;
  /** Null while nothing was saved. */
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
  volume?: Maybe<Scalars['Int']['output']>;
};

export type SignInResult = {
  __typename?: 'SignInResult';
  /** The session token; browsers get it as the screens_token cookie as well. */
  token: Scalars['String']['output'];
  user: User;
};

export type SignUpInput = {
  accountName?: InputMaybe<Scalars['String']['input']>;
  email: Scalars['String']['input'];
  partnerAccountId?: InputMaybe<Scalars['ID']['input']>;
  password: Scalars['String']['input'];
};

/** What this server can do for Sony displays. */
export type SonyBraviaSetup = {
  __typename?: 'SonyBraviaSetup';
  /** Whether the server may reach displays on private addresses (IP control). */
  ipControlEnabled: Scalars['Boolean']['output'];
  /** Whether Sony's kitting API key is set (registering by one-time code). */
  kittingConfigured: Scalars['Boolean']['output'];
};

/** A Sony professional BRAVIA display registered for zero-touch provisioning. */
export type SonyDisplay = {
  __typename?: 'SonyDisplay';
  _id: Scalars['ID']['output'];
  createdAt: Scalars['DateTime']['output'];
  /** Its screen, once started. */
  deviceId?: Maybe<Scalars['ID']['output']>;
  /** The screen group it joins on its first start. */
  groupId?: Maybe<Scalars['ID']['output']>;
  /** Whether an IP control pre-shared key is kept (the key itself is never shown). */
  hasPsk: Scalars['Boolean']['output'];
  /** For IP control on the customer's network. */
  ipAddress?: Maybe<Scalars['String']['output']>;
  /** What IP control did, or why it could not, in the answer of the call that tried it. */
  ipControlNote?: Maybe<Scalars['String']['output']>;
  /** Sony's form, AA-BB-CC-DD-EE-FF. */
  mac?: Maybe<Scalars['String']['output']>;
  model?: Maybe<Scalars['String']['output']>;
  /** The name its screen gets. */
  name: Scalars['String']['output'];
  /**
   * The player address with its single-use provisioning token, only in the answer that registered
   * the display: the server keeps only a hash of the token.
   */
  provisioningUrl?: Maybe<Scalars['String']['output']>;
  releasedAt?: Maybe<Scalars['DateTime']['output']>;
  serial?: Maybe<Scalars['String']['output']>;
  startedAt?: Maybe<Scalars['DateTime']['output']>;
  status: SonyDisplayStatus;
};

export type SonyDisplayByCodeInput = {
  groupId?: InputMaybe<Scalars['ID']['input']>;
  /** The screen's name, at most 100 characters. */
  name: Scalars['String']['input'];
  /** The one-time code the display shows: 4 to 32 letters, digits or dashes. */
  oneTimeCode: Scalars['String']['input'];
};

export type SonyDisplayBySerialInput = {
  groupId?: InputMaybe<Scalars['ID']['input']>;
  /** The display's address on the local network (10.x, 172.16-31.x or 192.168.x), for IP control on port 80. */
  ipAddress?: InputMaybe<Scalars['String']['input']>;
  /** The screen's name, at most 100 characters. */
  name: Scalars['String']['input'];
  /** The display's IP control pre-shared key, at most 64 characters; needed with ipAddress. */
  psk?: InputMaybe<Scalars['String']['input']>;
  /** The serial number, at most 32 letters, digits or dashes. */
  serial: Scalars['String']['input'];
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

export type Space = {
  __typename?: 'Space';
  _id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type StartBroadcastInput = {
  content: PublishContentInput;
  /** Null: until cleared. */
  endsAt?: InputMaybe<Scalars['DateTime']['input']>;
  /** Groups to take over, at most 100; none: every screen of the account. */
  groupIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Null: now. */
  startsAt?: InputMaybe<Scalars['DateTime']['input']>;
};

export type StartImpersonationInput = {
  /** Why, for both accounts' audit logs (required). */
  reason: Scalars['String']['input'];
  /** A user of any account but a service admin. */
  userId: Scalars['ID']['input'];
};

/** One meal as the store sells it, the same shape whichever system it came from. */
export type StoreMeal = {
  __typename?: 'StoreMeal';
  /** Allergen codes 1-14 (EU list). */
  allergens: Array<Scalars['Int']['output']>;
  carbs?: Maybe<Scalars['Float']['output']>;
  /** The heading the meal is listed under (e.g. 'Polévky'), one of its board's categories. */
  category?: Maybe<Scalars['String']['output']>;
  /** mg */
  cholesterol?: Maybe<Scalars['Float']['output']>;
  description?: Maybe<Scalars['String']['output']>;
  /** kcal */
  energy?: Maybe<Scalars['Float']['output']>;
  fats?: Maybe<Scalars['Float']['output']>;
  /** The system's id of the meal (Septim _id, GS meal id). */
  id: Scalars['String']['output'];
  imageUrl?: Maybe<Scalars['String']['output']>;
  /** False for a meal the store has taken off today (older boards show it greyed out). */
  isAvailable: Scalars['Boolean']['output'];
  /** True for a meal sold out at the store: boards hide it. */
  isSoldOut: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  /** The name in other languages (GS titleTranslations); empty for Septim. */
  nameTranslations: Array<StoreMenuTranslation>;
  pictograms: Array<Scalars['Int']['output']>;
  /** Crowns (Kč), when the system's price reads as a number. */
  price?: Maybe<Scalars['Float']['output']>;
  /** The price as the system wrote it (Septim), or the number as text with a decimal comma (GS). */
  priceText?: Maybe<Scalars['String']['output']>;
  proteins?: Maybe<Scalars['Float']['output']>;
  receiptId?: Maybe<Scalars['String']['output']>;
  septimId?: Maybe<Scalars['String']['output']>;
  /** Septim's meal type (e.g. 'soup', 'main'); null for GS. */
  type?: Maybe<Scalars['String']['output']>;
};

/** The menus of a store for some days, read through the server (cached: Septim 120 s, GS 20 s). */
export type StoreMenuAnswer = {
  __typename?: 'StoreMenuAnswer';
  /**
   * The boards, oldest day first; empty when the store id is empty or the store has no menu in
   * the range.
   */
  boards: Array<StoreMenuBoard>;
  /** When the server read the menus from the store's system; null when nothing was fetched. */
  fetchedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Set when a store id was given but no menu was found: 'No menu data found for store ID: …'. */
  warning?: Maybe<Scalars['String']['output']>;
};

/**
 * One board of a day's menu (GS: one per food kind, e.g. lunch; Septim: one for the whole day).
 * Meals are listed flat with their category, so a board is two list levels deep, not four.
 */
export type StoreMenuBoard = {
  __typename?: 'StoreMenuBoard';
  /** When the board is served, as the system gives it (e.g. 11:00); null when not said. */
  availableFrom?: Maybe<Scalars['String']['output']>;
  availableTo?: Maybe<Scalars['String']['output']>;
  /** The board's category titles in the order to show them (e.g. Polévky, Hlavní jídla). */
  categories: Array<Scalars['String']['output']>;
  /** GS's kind of food served (e.g. LUNCH); null for Septim. */
  foodKindCode?: Maybe<Scalars['String']['output']>;
  id: Scalars['String']['output'];
  /** Every meal of the board in order; each names its category (null: none). */
  meals: Array<StoreMeal>;
  /** YYYY-MM-DD */
  menuDate: Scalars['String']['output'];
  title?: Maybe<Scalars['String']['output']>;
};

/** A text in one language, e.g. a meal's name in English. */
export type StoreMenuTranslation = {
  __typename?: 'StoreMenuTranslation';
  /** e.g. cs, sk, en, de. */
  languageCode: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

export type Subscription = {
  __typename?: 'Subscription';
  _noop?: Maybe<Scalars['Boolean']['output']>;
  /**
   * An action of the caller's account and space: its state at once, then after every batch of
   * screens, until it has finished. Needs device read permission, as bulkAction.
   */
  bulkActionChanged: BulkAction;
  /** For a device token: the version of what the screen plays, first now, then after every change. */
  contentVersionChanged: ContentVersion;
  /**
   * For a device token: emits the device whenever the device itself changes (its name, its
   * settings, a pending command, an emergency broadcast ending, a group it leaves). A publish to it
   * or to its groups, and a broadcast taking it over, arrive as contentVersionChanged only, as do
   * edits to the content it shows: once for every screen of that content.
   */
  currentDeviceChanged: Device;
  /** For an operator: emits a device of the current account when it changes. */
  deviceChanged: Device;
  /** The feed each time it changes (authorised, media refreshed). */
  instagramFeedChanged: InstagramFeed;
  /** Player waits here with its pairing secret until an operator pairs it. */
  pairingState: PairingState;
  /**
   * For a device token: its pending commands (as Device.pendingCommands, marking queued ones
   * delivered) at once, then whenever they may have changed. While a screen holds it, its
   * currentDeviceChanged is not woken for a new command, only for other changes to the device.
   */
  pendingCommandsChanged: Array<DeviceCommand>;
  /** Emits the account now and whenever it changes. */
  subscribeToCurrentAccount?: Maybe<Account>;
  /** Emits the user now and whenever their data or role changes. */
  subscribeToCurrentUser?: Maybe<User>;
  subscribeToFileChange: File;
  subscribeToFolderChange: Folder;
};


export type SubscriptionBulkActionChangedArgs = {
  id: Scalars['ID']['input'];
};


export type SubscriptionInstagramFeedChangedArgs = {
  id: Scalars['ID']['input'];
};


export type SubscriptionPairingStateArgs = {
  pairingSecret: Scalars['String']['input'];
};


export type SubscriptionSubscribeToFileChangeArgs = {
  id: Scalars['ID']['input'];
};


export type SubscriptionSubscribeToFolderChangeArgs = {
  id: Scalars['ID']['input'];
};

export type SubscriptionInfo = {
  __typename?: 'SubscriptionInfo';
  /** Tariff features the account has: the enabled ones, and with unpaid-feature warnings off every feature that is not always gated. */
  enabledTariffFeatures: Array<Scalars['String']['output']>;
  freeScreens: Scalars['Int']['output'];
  isTrial: Scalars['Boolean']['output'];
  isTrialExpired: Scalars['Boolean']['output'];
  subscribedScreens: Scalars['Int']['output'];
  /** Feature key -> the tariff name that unlocks it (defaults to Enterprise when absent). */
  tariffFeatureAvailabilityMap: Scalars['JSON']['output'];
  trialEndsAt?: Maybe<Scalars['DateTime']['output']>;
  usedScreens: Scalars['Int']['output'];
};

/** How the console reaches support: a chat when the server names one, else an e-mail address. */
export type SupportConfig = {
  __typename?: 'SupportConfig';
  /** The provider's id of this installation, passed to the chat. */
  chatId?: Maybe<Scalars['String']['output']>;
  /** The chat provider's loader script; null when the chat is off. */
  chatScriptUrl?: Maybe<Scalars['String']['output']>;
  /** Where to write when there is no chat; null when none is configured. */
  email?: Maybe<Scalars['String']['output']>;
};

export type UpdateAccountInput = {
  /** Replaces the account's extra item types; at most 50, each like menu_board or rss_feed. */
  enabledItemTypes?: InputMaybe<Array<Scalars['String']['input']>>;
  languageCode?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  temperatureUnit?: InputMaybe<Scalars['String']['input']>;
};

export type UpdateFileInput = {
  muted?: InputMaybe<Scalars['Boolean']['input']>;
  originalName?: InputMaybe<Scalars['String']['input']>;
  /** null moves the file to the root. */
  parentFolderId?: InputMaybe<Scalars['ID']['input']>;
  /** null removes the quota; needs the playback-limiting feature. */
  playQuota?: InputMaybe<PlayQuotaInput>;
  playbackSource?: InputMaybe<PlaybackSource>;
  spaceIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** "YYYY-MM-DDTHH:mm" in each screen's time zone; null removes it. Before validUntil. */
  validFrom?: InputMaybe<Scalars['String']['input']>;
  /** "YYYY-MM-DDTHH:mm" in each screen's time zone; null removes it. After validFrom. */
  validUntil?: InputMaybe<Scalars['String']['input']>;
};

export type UpdateFolderInput = {
  name?: InputMaybe<Scalars['String']['input']>;
  /** null moves the folder to the root. */
  parentFolderId?: InputMaybe<Scalars['ID']['input']>;
  spaceIds?: InputMaybe<Array<Scalars['ID']['input']>>;
};

/** Only the given fields change; menuDate only on a daily board. */
export type UpdateMenuBoardInput = {
  alternativeLanguages?: InputMaybe<Array<Scalars['String']['input']>>;
  language?: InputMaybe<Scalars['String']['input']>;
  meals?: InputMaybe<Scalars['JSON']['input']>;
  menuDate?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
};

/**
 * The name and the currency change. The source fields may be sent back as they are; a different
 * value is refused with BAD_USER_INPUT (it cannot be changed after creation; support can).
 */
export type UpdateMenuBoardLocationInput = {
  /** ISO 4217 code. */
  currency?: InputMaybe<Scalars['String']['input']>;
  dataSource?: InputMaybe<MenuBoardDataSource>;
  gsAffiliateId?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  septimStoreId?: InputMaybe<Scalars['String']['input']>;
};

/** The settings of a child account a partner may change; a field left out stays as it is. */
export type UpdatePartnerChildAccountInput = {
  /** Like en or de. */
  languageCode?: InputMaybe<Scalars['String']['input']>;
  /** 1 to 100 characters. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** celsius or fahrenheit. */
  temperatureUnit?: InputMaybe<Scalars['String']['input']>;
};

/** On update only the given fields change; duration, aspectRatio or aspectRatioId null removes it. */
export type UpdateSceneInput = {
  aspectRatio?: InputMaybe<AspectRatioInput>;
  aspectRatioId?: InputMaybe<Scalars['String']['input']>;
  duration?: InputMaybe<Scalars['Float']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  /** SceneItem[] as in @marquee/sdk/model; validated with its sceneSchema. */
  sceneItems?: InputMaybe<Scalars['JSON']['input']>;
};

/** Whether a web page lets other sites show it in a frame. */
export type UrlFramability = {
  __typename?: 'UrlFramability';
  isFramable: Scalars['Boolean']['output'];
  /** Why not, in words for the user; null when the page can be framed. */
  reason?: Maybe<Scalars['String']['output']>;
};

export type User = {
  __typename?: 'User';
  _id: Scalars['ID']['output'];
  accountId: Scalars['ID']['output'];
  countryCode?: Maybe<Scalars['String']['output']>;
  email: UserEmail;
  emailConfirmed: Scalars['Boolean']['output'];
  phoneNumber?: Maybe<UserPhone>;
  role: Role;
  userRole: UserRole;
};

export type UserEmail = {
  __typename?: 'UserEmail';
  email: Scalars['String']['output'];
};

export type UserPhone = {
  __typename?: 'UserPhone';
  phone: Scalars['String']['output'];
};

/** The preferences of the signed-in user, stored per user; missing fields read as their defaults. */
export type UserPreferences = {
  __typename?: 'UserPreferences';
  defaultPositionTab: PositionTab;
  deviceDashboardSort: DeviceDashboardSort;
  notifications: NotificationPreferences;
};

/** Only the given fields change. */
export type UserPreferencesInput = {
  defaultPositionTab?: InputMaybe<PositionTab>;
  deviceDashboardSort?: InputMaybe<DeviceDashboardSortInput>;
  notifications?: InputMaybe<NotificationPreferencesInput>;
};

export type UserRole = {
  __typename?: 'UserRole';
  _id: Scalars['ID']['output'];
  /** Built-in roles cannot be edited or deleted. */
  isBuiltIn: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  /** Permission keys as listed in @marquee/sdk/model PERMISSIONS. */
  permissions: Array<Scalars['String']['output']>;
};

export type UserSession = {
  __typename?: 'UserSession';
  currentSpaceId?: Maybe<Scalars['ID']['output']>;
  user: User;
};

/** One day of a weather forecast. */
export type WeatherForecastDay = {
  __typename?: 'WeatherForecastDay';
  /** Midnight at the start of the day, at the place, in epoch milliseconds. */
  dateTimestamp: Scalars['Float']['output'];
  /** What the icon draws: clear, partly-cloudy, cloudy, fog, drizzle, rain, snow, showers or thunderstorm. */
  icon: Scalars['String']['output'];
  temperatureMax: Scalars['Float']['output'];
  /** Degrees Celsius; the item converts to Fahrenheit itself. */
  temperatureMin: Scalars['Float']['output'];
  /** The day's weather in words, e.g. 'Partly cloudy'. */
  text: Scalars['String']['output'];
};

export type Weekday =
  | 'fri'
  | 'mon'
  | 'sat'
  | 'sun'
  | 'thu'
  | 'tue'
  | 'wed';

/** A change of a zone's offset from UTC (daylight saving starts or ends) within the window. */
export type ZoneOffsetChange = {
  __typename?: 'ZoneOffsetChange';
  at: Scalars['DateTime']['output'];
  offsetAfter: Scalars['Int']['output'];
  /** Minutes east of UTC before and after. */
  offsetBefore: Scalars['Int']['output'];
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  Account: ResolverTypeWrapper<AccountRow>;
  ActingServiceAdmin: ResolverTypeWrapper<ActingServiceAdmin>;
  AiConfig: ResolverTypeWrapper<AiConfig>;
  AiModel: ResolverTypeWrapper<AiModel>;
  ApiKey: ResolverTypeWrapper<ApiKey>;
  AspectRatio: ResolverTypeWrapper<AspectRatio>;
  AspectRatioInput: AspectRatioInput;
  AudienceAgeBand: ResolverTypeWrapper<AudienceAgeBand>;
  AudienceBatchResult: ResolverTypeWrapper<AudienceBatchResult>;
  AudienceBucket: AudienceBucket;
  AudienceHour: ResolverTypeWrapper<AudienceHour>;
  AudienceMinuteInput: AudienceMinuteInput;
  AudienceObjectCount: ResolverTypeWrapper<AudienceObjectCount>;
  AudienceObjectInput: AudienceObjectInput;
  AudiencePoint: ResolverTypeWrapper<AudiencePoint>;
  AudienceReport: ResolverTypeWrapper<AudienceReport>;
  AudienceScopeKind: AudienceScopeKind;
  AuditLogEntry: ResolverTypeWrapper<AuditLogEntry>;
  AuditLogFilter: AuditLogFilter;
  AuditLogPage: ResolverTypeWrapper<AuditLogPage>;
  AuditSubject: ResolverTypeWrapper<AuditSubject>;
  AuthorizeInstagramFeedInput: AuthorizeInstagramFeedInput;
  BillingInvoice: ResolverTypeWrapper<BillingInvoice>;
  BillingOverview: ResolverTypeWrapper<BillingOverview>;
  BillingPlan: ResolverTypeWrapper<BillingPlan>;
  BillingPortalPage: BillingPortalPage;
  BillingRedirect: ResolverTypeWrapper<BillingRedirect>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Broadcast: ResolverTypeWrapper<BroadcastRow>;
  BroadcastReachPreview: ResolverTypeWrapper<BroadcastReachPreview>;
  BroadcastScreen: ResolverTypeWrapper<Omit<BroadcastScreen, 'device'> & { device: ResolversTypes['Device'] }>;
  BroadcastScreens: ResolverTypeWrapper<Omit<BroadcastScreens, 'items'> & { items: Array<ResolversTypes['BroadcastScreen']> }>;
  BulkAction: ResolverTypeWrapper<BulkActionProgress>;
  BulkActionFailure: ResolverTypeWrapper<BulkActionFailure>;
  BulkActionFilter: BulkActionFilter;
  BulkActionInput: BulkActionInput;
  BulkActionKind: BulkActionKind;
  BulkActionState: BulkActionState;
  ChangeCurrentSpaceResult: ResolverTypeWrapper<ChangeCurrentSpaceResult>;
  CheckUrlFramableInput: CheckUrlFramableInput;
  CollectionName: CollectionName;
  ContentSource: ResolverTypeWrapper<Omit<ContentSource, 'broadcast' | 'group'> & { broadcast?: Maybe<ResolversTypes['Broadcast']>, group?: Maybe<ResolversTypes['ScreenGroup']> }>;
  ContentSourceKind: ContentSourceKind;
  ContentVersion: ResolverTypeWrapper<ContentVersion>;
  CreateFileInput: CreateFileInput;
  CreateInstagramFeedInput: CreateInstagramFeedInput;
  CreateMenuBoardInput: CreateMenuBoardInput;
  CreateMenuBoardLocationInput: CreateMenuBoardLocationInput;
  CreateMenuBoardMealTemplateInput: CreateMenuBoardMealTemplateInput;
  CreatePartnerChildAccountInput: CreatePartnerChildAccountInput;
  CreateSceneInput: CreateSceneInput;
  CreateServiceAccountInput: CreateServiceAccountInput;
  CreatedApiKey: ResolverTypeWrapper<CreatedApiKey>;
  CurrentWeather: ResolverTypeWrapper<CurrentWeather>;
  CustomerFeedbackAnswer: ResolverTypeWrapper<CustomerFeedbackAnswer>;
  CustomerFeedbackAnswerInput: CustomerFeedbackAnswerInput;
  CustomerFeedbackBatchResult: ResolverTypeWrapper<CustomerFeedbackBatchResult>;
  CustomerFeedbackChannel: CustomerFeedbackChannel;
  CustomerFeedbackFormLink: ResolverTypeWrapper<CustomerFeedbackFormLink>;
  CustomerFeedbackGroup: ResolverTypeWrapper<CustomerFeedbackGroup>;
  CustomerFeedbackReport: ResolverTypeWrapper<CustomerFeedbackReport>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  Device: ResolverTypeWrapper<DeviceRow>;
  DeviceCommand: ResolverTypeWrapper<DeviceCommand>;
  DeviceCommandStatus: DeviceCommandStatus;
  DeviceCommandType: DeviceCommandType;
  DeviceCredentials: ResolverTypeWrapper<DeviceCredentials>;
  DeviceDashboardSort: ResolverTypeWrapper<DeviceDashboardSort>;
  DeviceDashboardSortInput: DeviceDashboardSortInput;
  DeviceLogEntry: ResolverTypeWrapper<DeviceLogEntry>;
  DeviceLogLevel: DeviceLogLevel;
  DeviceLogLineInput: DeviceLogLineInput;
  DeviceLogPage: ResolverTypeWrapper<DeviceLogPage>;
  DeviceLogReceipt: ResolverTypeWrapper<DeviceLogReceipt>;
  DevicePage: ResolverTypeWrapper<Omit<DevicePage, 'items'> & { items: Array<ResolversTypes['Device']> }>;
  DeviceScreenshot: ResolverTypeWrapper<DeviceScreenshot>;
  DeviceScreenshotInput: DeviceScreenshotInput;
  DeviceSettings: ResolverTypeWrapper<DeviceSettings>;
  DeviceSettingsInput: DeviceSettingsInput;
  DeviceSortField: DeviceSortField;
  DeviceStatusFilter: DeviceStatusFilter;
  DeviceStorage: ResolverTypeWrapper<DeviceStorage>;
  DisplayPeriod: ResolverTypeWrapper<DisplayPeriod>;
  DisplayPeriodInput: DisplayPeriodInput;
  File: ResolverTypeWrapper<FileRow>;
  FileKind: FileKind;
  FilePage: ResolverTypeWrapper<Omit<FilePage, 'items'> & { items: Array<ResolversTypes['File']> }>;
  FileSort: FileSort;
  FleetContentSource: FleetContentSource;
  FleetScreenTimeline: ResolverTypeWrapper<Omit<FleetScreenTimeline, 'screen'> & { screen: ResolversTypes['Device'] }>;
  FleetSegment: ResolverTypeWrapper<FleetSegment>;
  FleetSegmentKind: FleetSegmentKind;
  FleetTimeZoneSource: FleetTimeZoneSource;
  FleetTimeline: ResolverTypeWrapper<Omit<FleetTimeline, 'screens'> & { screens: Array<ResolversTypes['FleetScreenTimeline']> }>;
  FleetTimelineTargetKind: FleetTimelineTargetKind;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  Folder: ResolverTypeWrapper<FolderRow>;
  FontStyle: FontStyle;
  GeoCoding: ResolverTypeWrapper<GeoCoding>;
  GeoCodingInput: GeoCodingInput;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  InstagramFeed: ResolverTypeWrapper<InstagramFeed>;
  InstagramFeedStatus: InstagramFeedStatus;
  InstagramMedia: ResolverTypeWrapper<InstagramMedia>;
  InstagramPublicApiFeed: ResolverTypeWrapper<InstagramPublicApiFeed>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Invitation: ResolverTypeWrapper<Invitation>;
  JSON: ResolverTypeWrapper<Scalars['JSON']['output']>;
  KeptContent: ResolverTypeWrapper<KeptContent>;
  KeptContentState: KeptContentState;
  LiveLink: ResolverTypeWrapper<LiveLink>;
  LiveLinkTargetInput: LiveLinkTargetInput;
  LiveLinkTargetKind: LiveLinkTargetKind;
  MediaFit: MediaFit;
  MenuBoard: ResolverTypeWrapper<MenuBoard>;
  MenuBoardDataSource: MenuBoardDataSource;
  MenuBoardFilter: MenuBoardFilter;
  MenuBoardLocation: ResolverTypeWrapper<MenuBoardLocation>;
  MenuBoardLocationIdFilter: MenuBoardLocationIdFilter;
  MenuBoardMeal: ResolverTypeWrapper<MenuBoardMeal>;
  MenuBoardMealCustomData: ResolverTypeWrapper<MenuBoardMealCustomData>;
  MenuBoardMealExtra: ResolverTypeWrapper<MenuBoardMealExtra>;
  MenuBoardMealTemplate: ResolverTypeWrapper<MenuBoardMealTemplate>;
  MenuBoardMealTemplateList: ResolverTypeWrapper<MenuBoardMealTemplateList>;
  MenuBoardOrigin: MenuBoardOrigin;
  MenuBoardPage: ResolverTypeWrapper<MenuBoardPage>;
  MenuBoardSort: MenuBoardSort;
  MenuBoardSortField: MenuBoardSortField;
  MenuBoardText: ResolverTypeWrapper<MenuBoardText>;
  MenuBoardTextAlternative: ResolverTypeWrapper<MenuBoardTextAlternative>;
  MenuBoardType: MenuBoardType;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  MyProfileInput: MyProfileInput;
  NotPlayingReason: NotPlayingReason;
  NotificationPreferences: ResolverTypeWrapper<NotificationPreferences>;
  NotificationPreferencesInput: NotificationPreferencesInput;
  OnlineStatus: OnlineStatus;
  PairingCode: ResolverTypeWrapper<PairingCode>;
  PairingState: ResolverTypeWrapper<PairingState>;
  PairingStatus: PairingStatus;
  PartnerAccountPage: ResolverTypeWrapper<PartnerAccountPage>;
  PartnerChildAccount: ResolverTypeWrapper<PartnerChildAccount>;
  PartnerChildAccountDetail: ResolverTypeWrapper<PartnerChildAccountDetail>;
  PartnerChildRole: PartnerChildRole;
  PartnerChildSubscription: ResolverTypeWrapper<PartnerChildSubscription>;
  PartnerChildUser: ResolverTypeWrapper<PartnerChildUser>;
  PartnerChildUserStatus: PartnerChildUserStatus;
  PlayQuota: ResolverTypeWrapper<PlayQuota>;
  PlayQuotaCounter: ResolverTypeWrapper<PlayQuotaCounter>;
  PlayQuotaInput: PlayQuotaInput;
  PlayableContent: ResolverTypeWrapper<Omit<PlayableContent, 'content'> & { content: ResolversTypes['PlayableContentGraph'] }>;
  PlayableContentGraph: ResolverTypeWrapper<PlayableContentGraphResult>;
  PlayableFile: ResolverTypeWrapper<PlayableFileSource>;
  PlayableFont: ResolverTypeWrapper<PlayableFont>;
  PlaybackBatchResult: ResolverTypeWrapper<PlaybackBatchResult>;
  PlaybackEventInput: PlaybackEventInput;
  PlaybackSource: PlaybackSource;
  Playlist: ResolverTypeWrapper<PlaylistRow>;
  PlaylistInput: PlaylistInput;
  PlaylistTiming: ResolverTypeWrapper<PlaylistTiming>;
  PlaylistTimingInput: PlaylistTimingInput;
  PosSource: PosSource;
  PositionTab: PositionTab;
  Promotion: ResolverTypeWrapper<Promotion>;
  PromotionInput: PromotionInput;
  ProofOfPlayEntityType: ProofOfPlayEntityType;
  ProofOfPlayReport: ResolverTypeWrapper<ProofOfPlayReport>;
  ProofOfPlayRow: ResolverTypeWrapper<ProofOfPlayRow>;
  PublishContentInput: PublishContentInput;
  PublishReach: ResolverTypeWrapper<Omit<PublishReach, 'offlineScreens'> & { offlineScreens: Array<ResolversTypes['Device']> }>;
  PublishTargetsInput: PublishTargetsInput;
  PublishedContent: ResolverTypeWrapper<PublishedContent>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Role: Role;
  RssEntry: ResolverTypeWrapper<RssEntry>;
  RssFeed: ResolverTypeWrapper<RssFeed>;
  Scene: ResolverTypeWrapper<Scene>;
  SceneType: SceneType;
  Schedule: ResolverTypeWrapper<Schedule>;
  ScheduleInput: ScheduleInput;
  ScreenGroup: ResolverTypeWrapper<ScreenGroupRow>;
  SecurityPolicies: ResolverTypeWrapper<SecurityPolicies>;
  SecurityPoliciesInput: SecurityPoliciesInput;
  ServiceAccount: ResolverTypeWrapper<ServiceAccountRow>;
  ServiceAccountInput: ServiceAccountInput;
  ServiceAccountPage: ResolverTypeWrapper<Omit<ServiceAccountPage, 'items'> & { items: Array<ResolversTypes['ServiceAccount']> }>;
  ServiceAccountScreen: ResolverTypeWrapper<ServiceAccountScreen>;
  ServiceAccountSortField: ServiceAccountSortField;
  ServiceAccountUser: ResolverTypeWrapper<ServiceAccountUser>;
  ServiceAdminCatalog: ResolverTypeWrapper<ServiceAdminCatalog>;
  ServiceDeviceCommandInput: ServiceDeviceCommandInput;
  ServicePromotion: ResolverTypeWrapper<ServicePromotion>;
  SessionInfo: ResolverTypeWrapper<SessionInfo>;
  SettingOrigin: ResolverTypeWrapper<SettingOrigin>;
  SettingSource: SettingSource;
  SettingSupport: ResolverTypeWrapper<SettingSupport>;
  SettingsLayer: ResolverTypeWrapper<SettingsLayer>;
  SignInResult: ResolverTypeWrapper<Omit<SignInResult, 'user'> & { user: ResolversTypes['User'] }>;
  SignUpInput: SignUpInput;
  SonyBraviaSetup: ResolverTypeWrapper<SonyBraviaSetup>;
  SonyDisplay: ResolverTypeWrapper<SonyDisplay>;
  SonyDisplayByCodeInput: SonyDisplayByCodeInput;
  SonyDisplayBySerialInput: SonyDisplayBySerialInput;
  SonyDisplayStatus: SonyDisplayStatus;
  SortDirection: SortDirection;
  Space: ResolverTypeWrapper<Space>;
  StartBroadcastInput: StartBroadcastInput;
  StartImpersonationInput: StartImpersonationInput;
  StoreMeal: ResolverTypeWrapper<StoreMeal>;
  StoreMenuAnswer: ResolverTypeWrapper<StoreMenuAnswer>;
  StoreMenuBoard: ResolverTypeWrapper<StoreMenuBoard>;
  StoreMenuTranslation: ResolverTypeWrapper<StoreMenuTranslation>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  SubscriptionInfo: ResolverTypeWrapper<SubscriptionInfo>;
  SupportConfig: ResolverTypeWrapper<SupportConfig>;
  UpdateAccountInput: UpdateAccountInput;
  UpdateFileInput: UpdateFileInput;
  UpdateFolderInput: UpdateFolderInput;
  UpdateMenuBoardInput: UpdateMenuBoardInput;
  UpdateMenuBoardLocationInput: UpdateMenuBoardLocationInput;
  UpdatePartnerChildAccountInput: UpdatePartnerChildAccountInput;
  UpdateSceneInput: UpdateSceneInput;
  UrlFramability: ResolverTypeWrapper<UrlFramability>;
  User: ResolverTypeWrapper<UserRow>;
  UserEmail: ResolverTypeWrapper<UserEmail>;
  UserPhone: ResolverTypeWrapper<UserPhone>;
  UserPreferences: ResolverTypeWrapper<UserPreferences>;
  UserPreferencesInput: UserPreferencesInput;
  UserRole: ResolverTypeWrapper<UserRole>;
  UserSession: ResolverTypeWrapper<Omit<UserSession, 'user'> & { user: ResolversTypes['User'] }>;
  WeatherForecastDay: ResolverTypeWrapper<WeatherForecastDay>;
  Weekday: Weekday;
  ZoneOffsetChange: ResolverTypeWrapper<ZoneOffsetChange>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  Account: AccountRow;
  ActingServiceAdmin: ActingServiceAdmin;
  AiConfig: AiConfig;
  AiModel: AiModel;
  ApiKey: ApiKey;
  AspectRatio: AspectRatio;
  AspectRatioInput: AspectRatioInput;
  AudienceAgeBand: AudienceAgeBand;
  AudienceBatchResult: AudienceBatchResult;
  AudienceHour: AudienceHour;
  AudienceMinuteInput: AudienceMinuteInput;
  AudienceObjectCount: AudienceObjectCount;
  AudienceObjectInput: AudienceObjectInput;
  AudiencePoint: AudiencePoint;
  AudienceReport: AudienceReport;
  AuditLogEntry: AuditLogEntry;
  AuditLogFilter: AuditLogFilter;
  AuditLogPage: AuditLogPage;
  AuditSubject: AuditSubject;
  AuthorizeInstagramFeedInput: AuthorizeInstagramFeedInput;
  BillingInvoice: BillingInvoice;
  BillingOverview: BillingOverview;
  BillingPlan: BillingPlan;
  BillingRedirect: BillingRedirect;
  Boolean: Scalars['Boolean']['output'];
  Broadcast: BroadcastRow;
  BroadcastReachPreview: BroadcastReachPreview;
  BroadcastScreen: Omit<BroadcastScreen, 'device'> & { device: ResolversParentTypes['Device'] };
  BroadcastScreens: Omit<BroadcastScreens, 'items'> & { items: Array<ResolversParentTypes['BroadcastScreen']> };
  BulkAction: BulkActionProgress;
  BulkActionFailure: BulkActionFailure;
  BulkActionFilter: BulkActionFilter;
  BulkActionInput: BulkActionInput;
  ChangeCurrentSpaceResult: ChangeCurrentSpaceResult;
  CheckUrlFramableInput: CheckUrlFramableInput;
  ContentSource: Omit<ContentSource, 'broadcast' | 'group'> & { broadcast?: Maybe<ResolversParentTypes['Broadcast']>, group?: Maybe<ResolversParentTypes['ScreenGroup']> };
  ContentVersion: ContentVersion;
  CreateFileInput: CreateFileInput;
  CreateInstagramFeedInput: CreateInstagramFeedInput;
  CreateMenuBoardInput: CreateMenuBoardInput;
  CreateMenuBoardLocationInput: CreateMenuBoardLocationInput;
  CreateMenuBoardMealTemplateInput: CreateMenuBoardMealTemplateInput;
  CreatePartnerChildAccountInput: CreatePartnerChildAccountInput;
  CreateSceneInput: CreateSceneInput;
  CreateServiceAccountInput: CreateServiceAccountInput;
  CreatedApiKey: CreatedApiKey;
  CurrentWeather: CurrentWeather;
  CustomerFeedbackAnswer: CustomerFeedbackAnswer;
  CustomerFeedbackAnswerInput: CustomerFeedbackAnswerInput;
  CustomerFeedbackBatchResult: CustomerFeedbackBatchResult;
  CustomerFeedbackFormLink: CustomerFeedbackFormLink;
  CustomerFeedbackGroup: CustomerFeedbackGroup;
  CustomerFeedbackReport: CustomerFeedbackReport;
  DateTime: Scalars['DateTime']['output'];
  Device: DeviceRow;
  DeviceCommand: DeviceCommand;
  DeviceCredentials: DeviceCredentials;
  DeviceDashboardSort: DeviceDashboardSort;
  DeviceDashboardSortInput: DeviceDashboardSortInput;
  DeviceLogEntry: DeviceLogEntry;
  DeviceLogLineInput: DeviceLogLineInput;
  DeviceLogPage: DeviceLogPage;
  DeviceLogReceipt: DeviceLogReceipt;
  DevicePage: Omit<DevicePage, 'items'> & { items: Array<ResolversParentTypes['Device']> };
  DeviceScreenshot: DeviceScreenshot;
  DeviceScreenshotInput: DeviceScreenshotInput;
  DeviceSettings: DeviceSettings;
  DeviceSettingsInput: DeviceSettingsInput;
  DeviceStorage: DeviceStorage;
  DisplayPeriod: DisplayPeriod;
  DisplayPeriodInput: DisplayPeriodInput;
  File: FileRow;
  FilePage: Omit<FilePage, 'items'> & { items: Array<ResolversParentTypes['File']> };
  FleetScreenTimeline: Omit<FleetScreenTimeline, 'screen'> & { screen: ResolversParentTypes['Device'] };
  FleetSegment: FleetSegment;
  FleetTimeline: Omit<FleetTimeline, 'screens'> & { screens: Array<ResolversParentTypes['FleetScreenTimeline']> };
  Float: Scalars['Float']['output'];
  Folder: FolderRow;
  GeoCoding: GeoCoding;
  GeoCodingInput: GeoCodingInput;
  ID: Scalars['ID']['output'];
  InstagramFeed: InstagramFeed;
  InstagramMedia: InstagramMedia;
  InstagramPublicApiFeed: InstagramPublicApiFeed;
  Int: Scalars['Int']['output'];
  Invitation: Invitation;
  JSON: Scalars['JSON']['output'];
  KeptContent: KeptContent;
  LiveLink: LiveLink;
  LiveLinkTargetInput: LiveLinkTargetInput;
  MenuBoard: MenuBoard;
  MenuBoardFilter: MenuBoardFilter;
  MenuBoardLocation: MenuBoardLocation;
  MenuBoardLocationIdFilter: MenuBoardLocationIdFilter;
  MenuBoardMeal: MenuBoardMeal;
  MenuBoardMealCustomData: MenuBoardMealCustomData;
  MenuBoardMealExtra: MenuBoardMealExtra;
  MenuBoardMealTemplate: MenuBoardMealTemplate;
  MenuBoardMealTemplateList: MenuBoardMealTemplateList;
  MenuBoardPage: MenuBoardPage;
  MenuBoardSort: MenuBoardSort;
  MenuBoardText: MenuBoardText;
  MenuBoardTextAlternative: MenuBoardTextAlternative;
  Mutation: Record<PropertyKey, never>;
  MyProfileInput: MyProfileInput;
  NotificationPreferences: NotificationPreferences;
  NotificationPreferencesInput: NotificationPreferencesInput;
  PairingCode: PairingCode;
  PairingState: PairingState;
  PartnerAccountPage: PartnerAccountPage;
  PartnerChildAccount: PartnerChildAccount;
  PartnerChildAccountDetail: PartnerChildAccountDetail;
  PartnerChildSubscription: PartnerChildSubscription;
  PartnerChildUser: PartnerChildUser;
  PlayQuota: PlayQuota;
  PlayQuotaCounter: PlayQuotaCounter;
  PlayQuotaInput: PlayQuotaInput;
  PlayableContent: Omit<PlayableContent, 'content'> & { content: ResolversParentTypes['PlayableContentGraph'] };
  PlayableContentGraph: PlayableContentGraphResult;
  PlayableFile: PlayableFileSource;
  PlayableFont: PlayableFont;
  PlaybackBatchResult: PlaybackBatchResult;
  PlaybackEventInput: PlaybackEventInput;
  Playlist: PlaylistRow;
  PlaylistInput: PlaylistInput;
  PlaylistTiming: PlaylistTiming;
  PlaylistTimingInput: PlaylistTimingInput;
  Promotion: Promotion;
  PromotionInput: PromotionInput;
  ProofOfPlayReport: ProofOfPlayReport;
  ProofOfPlayRow: ProofOfPlayRow;
  PublishContentInput: PublishContentInput;
  PublishReach: Omit<PublishReach, 'offlineScreens'> & { offlineScreens: Array<ResolversParentTypes['Device']> };
  PublishTargetsInput: PublishTargetsInput;
  PublishedContent: PublishedContent;
  Query: Record<PropertyKey, never>;
  RssEntry: RssEntry;
  RssFeed: RssFeed;
  Scene: Scene;
  Schedule: Schedule;
  ScheduleInput: ScheduleInput;
  ScreenGroup: ScreenGroupRow;
  SecurityPolicies: SecurityPolicies;
  SecurityPoliciesInput: SecurityPoliciesInput;
  ServiceAccount: ServiceAccountRow;
  ServiceAccountInput: ServiceAccountInput;
  ServiceAccountPage: Omit<ServiceAccountPage, 'items'> & { items: Array<ResolversParentTypes['ServiceAccount']> };
  ServiceAccountScreen: ServiceAccountScreen;
  ServiceAccountUser: ServiceAccountUser;
  ServiceAdminCatalog: ServiceAdminCatalog;
  ServiceDeviceCommandInput: ServiceDeviceCommandInput;
  ServicePromotion: ServicePromotion;
  SessionInfo: SessionInfo;
  SettingOrigin: SettingOrigin;
  SettingSupport: SettingSupport;
  SettingsLayer: SettingsLayer;
  SignInResult: Omit<SignInResult, 'user'> & { user: ResolversParentTypes['User'] };
  SignUpInput: SignUpInput;
  SonyBraviaSetup: SonyBraviaSetup;
  SonyDisplay: SonyDisplay;
  SonyDisplayByCodeInput: SonyDisplayByCodeInput;
  SonyDisplayBySerialInput: SonyDisplayBySerialInput;
  Space: Space;
  StartBroadcastInput: StartBroadcastInput;
  StartImpersonationInput: StartImpersonationInput;
  StoreMeal: StoreMeal;
  StoreMenuAnswer: StoreMenuAnswer;
  StoreMenuBoard: StoreMenuBoard;
  StoreMenuTranslation: StoreMenuTranslation;
  String: Scalars['String']['output'];
  Subscription: Record<PropertyKey, never>;
  SubscriptionInfo: SubscriptionInfo;
  SupportConfig: SupportConfig;
  UpdateAccountInput: UpdateAccountInput;
  UpdateFileInput: UpdateFileInput;
  UpdateFolderInput: UpdateFolderInput;
  UpdateMenuBoardInput: UpdateMenuBoardInput;
  UpdateMenuBoardLocationInput: UpdateMenuBoardLocationInput;
  UpdatePartnerChildAccountInput: UpdatePartnerChildAccountInput;
  UpdateSceneInput: UpdateSceneInput;
  UrlFramability: UrlFramability;
  User: UserRow;
  UserEmail: UserEmail;
  UserPhone: UserPhone;
  UserPreferences: UserPreferences;
  UserPreferencesInput: UserPreferencesInput;
  UserRole: UserRole;
  UserSession: Omit<UserSession, 'user'> & { user: ResolversParentTypes['User'] };
  WeatherForecastDay: WeatherForecastDay;
  ZoneOffsetChange: ZoneOffsetChange;
};

export type AccountResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Account'] = ResolversParentTypes['Account']> = {
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  billingType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  enabledItemTypes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  features?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  languageCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  maxStorageCapacityInMB?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  partnerAccountId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  subscriptionInfo?: Resolver<ResolversTypes['SubscriptionInfo'], ParentType, ContextType>;
  tariff?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  temperatureUnit?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  unpaidFeatureWarnings?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  usedStorageCapacityInMB?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type ActingServiceAdminResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ActingServiceAdmin'] = ResolversParentTypes['ActingServiceAdmin']> = {
  accountName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AiConfigResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AiConfig'] = ResolversParentTypes['AiConfig']> = {
  isEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  models?: Resolver<Array<ResolversTypes['AiModel']>, ParentType, ContextType>;
};

export type AiModelResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AiModel'] = ResolversParentTypes['AiModel']> = {
  isEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ApiKeyResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ApiKey'] = ResolversParentTypes['ApiKey']> = {
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  lastUsedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  permissions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  prefix?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AspectRatioResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AspectRatio'] = ResolversParentTypes['AspectRatio']> = {
  height?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type AudienceAgeBandResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AudienceAgeBand'] = ResolversParentTypes['AudienceAgeBand']> = {
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  people?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AudienceBatchResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AudienceBatchResult'] = ResolversParentTypes['AudienceBatchResult']> = {
  acknowledgedIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type AudienceHourResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AudienceHour'] = ResolversParentTypes['AudienceHour']> = {
  hour?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  people?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AudienceObjectCountResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AudienceObjectCount'] = ResolversParentTypes['AudienceObjectCount']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AudiencePointResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AudiencePoint'] = ResolversParentTypes['AudiencePoint']> = {
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  female?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  male?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  minutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  people?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AudienceReportResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AudienceReport'] = ResolversParentTypes['AudienceReport']> = {
  ages?: Resolver<Array<ResolversTypes['AudienceAgeBand']>, ParentType, ContextType>;
  bucket?: Resolver<ResolversTypes['AudienceBucket'], ParentType, ContextType>;
  dwellSeconds?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  female?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  from?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  hours?: Resolver<Array<ResolversTypes['AudienceHour']>, ParentType, ContextType>;
  male?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  objects?: Resolver<Array<ResolversTypes['AudienceObjectCount']>, ParentType, ContextType>;
  screenCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  series?: Resolver<Array<ResolversTypes['AudiencePoint']>, ParentType, ContextType>;
  to?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  totalPeople?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AuditLogEntryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AuditLogEntry'] = ResolversParentTypes['AuditLogEntry']> = {
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  action?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  actor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  changes?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  entityId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  entityType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  subjects?: Resolver<Array<ResolversTypes['AuditSubject']>, ParentType, ContextType>;
  userId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type AuditLogPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AuditLogPage'] = ResolversParentTypes['AuditLogPage']> = {
  items?: Resolver<Array<ResolversTypes['AuditLogEntry']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AuditSubjectResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AuditSubject'] = ResolversParentTypes['AuditSubject']> = {
  deleted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type BillingInvoiceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BillingInvoice'] = ResolversParentTypes['BillingInvoice']> = {
  billedOn?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  dueOn?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type BillingOverviewResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BillingOverview'] = ResolversParentTypes['BillingOverview']> = {
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  freeScreens?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  invoices?: Resolver<Array<ResolversTypes['BillingInvoice']>, ParentType, ContextType>;
  invoicesError?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isTrial?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  nextChargeAmount?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  nextChargeAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  plan?: Resolver<Maybe<ResolversTypes['BillingPlan']>, ParentType, ContextType>;
  provider?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subscribedScreens?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tariff?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  trialEndsAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  usedScreens?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type BillingPlanResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BillingPlan'] = ResolversParentTypes['BillingPlan']> = {
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  features?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pricePerScreen?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  tariff?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BillingRedirectResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BillingRedirect'] = ResolversParentTypes['BillingRedirect']> = {
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BroadcastResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Broadcast'] = ResolversParentTypes['Broadcast']> = {
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  acknowledgedCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  clearedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  content?: Resolver<ResolversTypes['PublishedContent'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  endsAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  groups?: Resolver<Array<ResolversTypes['ScreenGroup']>, ParentType, ContextType>;
  screenCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  screens?: Resolver<ResolversTypes['BroadcastScreens'], ParentType, ContextType, RequireFields<BroadcastScreensArgs, 'first'>>;
  startsAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type BroadcastReachPreviewResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BroadcastReachPreview'] = ResolversParentTypes['BroadcastReachPreview']> = {
  offlineCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  screenCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type BroadcastScreenResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BroadcastScreen'] = ResolversParentTypes['BroadcastScreen']> = {
  acknowledgedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  device?: Resolver<ResolversTypes['Device'], ParentType, ContextType>;
};

export type BroadcastScreensResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BroadcastScreens'] = ResolversParentTypes['BroadcastScreens']> = {
  items?: Resolver<Array<ResolversTypes['BroadcastScreen']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type BulkActionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BulkAction'] = ResolversParentTypes['BulkAction']> = {
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  done?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  failed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  failures?: Resolver<Array<ResolversTypes['BulkActionFailure']>, ParentType, ContextType>;
  finishedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['BulkActionKind'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['BulkActionState'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type BulkActionFailureResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BulkActionFailure'] = ResolversParentTypes['BulkActionFailure']> = {
  deviceId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  error?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ChangeCurrentSpaceResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ChangeCurrentSpaceResult'] = ResolversParentTypes['ChangeCurrentSpaceResult']> = {
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  token?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ContentSourceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ContentSource'] = ResolversParentTypes['ContentSource']> = {
  broadcast?: Resolver<Maybe<ResolversTypes['Broadcast']>, ParentType, ContextType>;
  group?: Resolver<Maybe<ResolversTypes['ScreenGroup']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['ContentSourceKind'], ParentType, ContextType>;
};

export type ContentVersionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ContentVersion'] = ResolversParentTypes['ContentVersion']> = {
  broadcastId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  hash?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  spreadMs?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CreatedApiKeyResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreatedApiKey'] = ResolversParentTypes['CreatedApiKey']> = {
  apiKey?: Resolver<ResolversTypes['ApiKey'], ParentType, ContextType>;
  secret?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CurrentWeatherResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CurrentWeather'] = ResolversParentTypes['CurrentWeather']> = {
  fetchedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  forecast?: Resolver<Array<ResolversTypes['WeatherForecastDay']>, ParentType, ContextType>;
  lat?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  locationName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  long?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  temperature?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  timeZone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CustomerFeedbackAnswerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CustomerFeedbackAnswer'] = ResolversParentTypes['CustomerFeedbackAnswer']> = {
  answeredAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  channel?: Resolver<ResolversTypes['CustomerFeedbackChannel'], ParentType, ContextType>;
  day?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deviceId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  deviceName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  itemId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  question?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sceneId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  score?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CustomerFeedbackBatchResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CustomerFeedbackBatchResult'] = ResolversParentTypes['CustomerFeedbackBatchResult']> = {
  accepted?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  acknowledgedIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  duplicates?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CustomerFeedbackFormLinkResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CustomerFeedbackFormLink'] = ResolversParentTypes['CustomerFeedbackFormLink']> = {
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CustomerFeedbackGroupResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CustomerFeedbackGroup'] = ResolversParentTypes['CustomerFeedbackGroup']> = {
  answers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  averageScore?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  scoreCounts?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type CustomerFeedbackReportResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CustomerFeedbackReport'] = ResolversParentTypes['CustomerFeedbackReport']> = {
  answers?: Resolver<Array<ResolversTypes['CustomerFeedbackAnswer']>, ParentType, ContextType>;
  averageScore?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  byDay?: Resolver<Array<ResolversTypes['CustomerFeedbackGroup']>, ParentType, ContextType>;
  byQuestion?: Resolver<Array<ResolversTypes['CustomerFeedbackGroup']>, ParentType, ContextType>;
  byScreen?: Resolver<Array<ResolversTypes['CustomerFeedbackGroup']>, ParentType, ContextType>;
  csvPath?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type DeviceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Device'] = ResolversParentTypes['Device']> = {
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  broadcastId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  capabilities?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  commands?: Resolver<Array<ResolversTypes['DeviceCommand']>, ParentType, ContextType, RequireFields<DeviceCommandsArgs, 'limit'>>;
  contentSource?: Resolver<ResolversTypes['ContentSource'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  deviceInfo?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  groups?: Resolver<Array<ResolversTypes['ScreenGroup']>, ParentType, ContextType>;
  keptContent?: Resolver<Maybe<ResolversTypes['KeptContent']>, ParentType, ContextType>;
  lastSeenAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  logs?: Resolver<ResolversTypes['DeviceLogPage'], ParentType, ContextType, RequireFields<DeviceLogsArgs, 'limit'>>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  notPlayingReason?: Resolver<Maybe<ResolversTypes['NotPlayingReason']>, ParentType, ContextType>;
  onlineStatus?: Resolver<ResolversTypes['OnlineStatus'], ParentType, ContextType>;
  pendingCommands?: Resolver<Array<ResolversTypes['DeviceCommand']>, ParentType, ContextType>;
  platform?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  playerVersion?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  publishedContent?: Resolver<Maybe<ResolversTypes['PublishedContent']>, ParentType, ContextType>;
  recentErrorCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  screenshot?: Resolver<Maybe<ResolversTypes['DeviceScreenshot']>, ParentType, ContextType>;
  settings?: Resolver<ResolversTypes['DeviceSettings'], ParentType, ContextType>;
  storage?: Resolver<Maybe<ResolversTypes['DeviceStorage']>, ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  timeZone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type DeviceCommandResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeviceCommand'] = ResolversParentTypes['DeviceCommand']> = {
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  automatic?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  completedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  deliveredAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  deviceId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  deviceName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['DeviceCommandStatus'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['DeviceCommandType'], ParentType, ContextType>;
};

export type DeviceCredentialsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeviceCredentials'] = ResolversParentTypes['DeviceCredentials']> = {
  deviceId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  deviceToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DeviceDashboardSortResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeviceDashboardSort'] = ResolversParentTypes['DeviceDashboardSort']> = {
  direction?: Resolver<ResolversTypes['SortDirection'], ParentType, ContextType>;
  field?: Resolver<ResolversTypes['DeviceSortField'], ParentType, ContextType>;
};

export type DeviceLogEntryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeviceLogEntry'] = ResolversParentTypes['DeviceLogEntry']> = {
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  level?: Resolver<ResolversTypes['DeviceLogLevel'], ParentType, ContextType>;
  loggedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DeviceLogPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeviceLogPage'] = ResolversParentTypes['DeviceLogPage']> = {
  entries?: Resolver<Array<ResolversTypes['DeviceLogEntry']>, ParentType, ContextType>;
  hasOlder?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type DeviceLogReceiptResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeviceLogReceipt'] = ResolversParentTypes['DeviceLogReceipt']> = {
  acknowledgedSeq?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DevicePageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DevicePage'] = ResolversParentTypes['DevicePage']> = {
  items?: Resolver<Array<ResolversTypes['Device']>, ParentType, ContextType>;
  limit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  offset?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DeviceScreenshotResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeviceScreenshot'] = ResolversParentTypes['DeviceScreenshot']> = {
  commandId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  height?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  mimeType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  takenAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DeviceSettingsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeviceSettings'] = ResolversParentTypes['DeviceSettings']> = {
  displaySchedule?: Resolver<Array<ResolversTypes['DisplayPeriod']>, ParentType, ContextType>;
  origins?: Resolver<Array<ResolversTypes['SettingOrigin']>, ParentType, ContextType>;
  own?: Resolver<ResolversTypes['SettingsLayer'], ParentType, ContextType>;
  rotation?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  screenshotIntervalMinutes?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  timeZone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  volume?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type DeviceStorageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeviceStorage'] = ResolversParentTypes['DeviceStorage']> = {
  freeBytes?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  totalBytes?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type DisplayPeriodResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DisplayPeriod'] = ResolversParentTypes['DisplayPeriod']> = {
  day?: Resolver<ResolversTypes['Weekday'], ParentType, ContextType>;
  end?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  start?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type FileResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['File'] = ResolversParentTypes['File']> = {
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  downloadUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  duration?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fileProcessingProgressPercents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  fileSizeInBytes?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  h?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  isDemo?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  mimetype?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  muted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  numberOfPages?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  originalHeight?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  originalName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  originalWidth?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  pageUrls?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  parentFolderId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  playQuota?: Resolver<Maybe<ResolversTypes['PlayQuota']>, ParentType, ContextType>;
  playbackSource?: Resolver<ResolversTypes['PlaybackSource'], ParentType, ContextType>;
  spaceIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  thumbnailUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  uploadUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  validFrom?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  validUntil?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  w?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type FilePageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FilePage'] = ResolversParentTypes['FilePage']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['File']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type FleetScreenTimelineResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FleetScreenTimeline'] = ResolversParentTypes['FleetScreenTimeline']> = {
  content?: Resolver<Maybe<ResolversTypes['PublishedContent']>, ParentType, ContextType>;
  offsetChanges?: Resolver<Array<ResolversTypes['ZoneOffsetChange']>, ParentType, ContextType>;
  problem?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  screen?: Resolver<ResolversTypes['Device'], ParentType, ContextType>;
  segments?: Resolver<Array<ResolversTypes['FleetSegment']>, ParentType, ContextType>;
  segmentsTruncated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  source?: Resolver<ResolversTypes['FleetContentSource'], ParentType, ContextType>;
  sourceGroupName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  timeZone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  timeZoneSource?: Resolver<ResolversTypes['FleetTimeZoneSource'], ParentType, ContextType>;
};

export type FleetSegmentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FleetSegment'] = ResolversParentTypes['FleetSegment']> = {
  end?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['FleetSegmentKind'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  start?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type FleetTimelineResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FleetTimeline'] = ResolversParentTypes['FleetTimeline']> = {
  from?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  nextCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  screens?: Resolver<Array<ResolversTypes['FleetScreenTimeline']>, ParentType, ContextType>;
  to?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type FolderResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Folder'] = ResolversParentTypes['Folder']> = {
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  ancestors?: Resolver<Array<ResolversTypes['Folder']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  parentFolderId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  spaceIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type GeoCodingResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GeoCoding'] = ResolversParentTypes['GeoCoding']> = {
  lat?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  long?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type InstagramFeedResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['InstagramFeed'] = ResolversParentTypes['InstagramFeed']> = {
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  authorId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  feedAuthorizationUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  instagramUserId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  instagramUsername?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  media?: Resolver<Array<ResolversTypes['InstagramMedia']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['InstagramFeedStatus'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type InstagramMediaResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['InstagramMedia'] = ResolversParentTypes['InstagramMedia']> = {
  caption?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mediaType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mediaUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  permalink?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  proxyUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  timestamp?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  username?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type InstagramPublicApiFeedResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['InstagramPublicApiFeed'] = ResolversParentTypes['InstagramPublicApiFeed']> = {
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  media?: Resolver<Array<ResolversTypes['InstagramMedia']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type InvitationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Invitation'] = ResolversParentTypes['Invitation']> = {
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  userRole?: Resolver<ResolversTypes['UserRole'], ParentType, ContextType>;
};

export interface JsonScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['JSON'], any> {
  name: 'JSON';
}

export type KeptContentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['KeptContent'] = ResolversParentTypes['KeptContent']> = {
  kept?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['KeptContentState'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type LiveLinkResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LiveLink'] = ResolversParentTypes['LiveLink']> = {
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  targetId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  targetKind?: Resolver<ResolversTypes['LiveLinkTargetKind'], ParentType, ContextType>;
  targetName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type MenuBoardResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MenuBoard'] = ResolversParentTypes['MenuBoard']> = {
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  alternativeLanguages?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  language?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  meals?: Resolver<Array<ResolversTypes['MenuBoardMeal']>, ParentType, ContextType>;
  menuBoardLocationId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  menuDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  origin?: Resolver<ResolversTypes['MenuBoardOrigin'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['MenuBoardType'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type MenuBoardLocationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MenuBoardLocation'] = ResolversParentTypes['MenuBoardLocation']> = {
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  dataSource?: Resolver<ResolversTypes['MenuBoardDataSource'], ParentType, ContextType>;
  gsAffiliateId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  septimStoreId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type MenuBoardMealResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MenuBoardMeal'] = ResolversParentTypes['MenuBoardMeal']> = {
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  allergens?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  carbs?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  category?: Resolver<Maybe<ResolversTypes['MenuBoardText']>, ParentType, ContextType>;
  cholesterol?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  customData?: Resolver<ResolversTypes['MenuBoardMealCustomData'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['MenuBoardText']>, ParentType, ContextType>;
  energy?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  extras?: Resolver<Array<ResolversTypes['MenuBoardMealExtra']>, ParentType, ContextType>;
  fats?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  fileId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isAvailable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isSoldOut?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['MenuBoardText'], ParentType, ContextType>;
  price?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  proteins?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type MenuBoardMealCustomDataResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MenuBoardMealCustomData'] = ResolversParentTypes['MenuBoardMealCustomData']> = {
  pictograms?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type MenuBoardMealExtraResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MenuBoardMealExtra'] = ResolversParentTypes['MenuBoardMealExtra']> = {
  allergens?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  isSoldOut?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  price?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MenuBoardMealTemplateResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MenuBoardMealTemplate'] = ResolversParentTypes['MenuBoardMealTemplate']> = {
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  body?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  internalName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  spaceIds?: Resolver<Maybe<Array<ResolversTypes['ID']>>, ParentType, ContextType>;
};

export type MenuBoardMealTemplateListResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MenuBoardMealTemplateList'] = ResolversParentTypes['MenuBoardMealTemplateList']> = {
  data?: Resolver<Array<ResolversTypes['MenuBoardMealTemplate']>, ParentType, ContextType>;
};

export type MenuBoardPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MenuBoardPage'] = ResolversParentTypes['MenuBoardPage']> = {
  data?: Resolver<Array<ResolversTypes['MenuBoard']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MenuBoardTextResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MenuBoardText'] = ResolversParentTypes['MenuBoardText']> = {
  alternatives?: Resolver<Array<ResolversTypes['MenuBoardTextAlternative']>, ParentType, ContextType>;
  default?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MenuBoardTextAlternativeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MenuBoardTextAlternative'] = ResolversParentTypes['MenuBoardTextAlternative']> = {
  language?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  _noop?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  acceptInvitation?: Resolver<ResolversTypes['SignInResult'], ParentType, ContextType, RequireFields<MutationAcceptInvitationArgs, 'password' | 'token'>>;
  acknowledgeBroadcast?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationAcknowledgeBroadcastArgs, 'id'>>;
  addFilesToPlaylist?: Resolver<ResolversTypes['Playlist'], ParentType, ContextType, RequireFields<MutationAddFilesToPlaylistArgs, 'fileIds' | 'playlistId' | 'zoneId'>>;
  addScreensToGroup?: Resolver<ResolversTypes['ScreenGroup'], ParentType, ContextType, RequireFields<MutationAddScreensToGroupArgs, 'deviceIds' | 'groupId'>>;
  authorizeInstagramFeed?: Resolver<ResolversTypes['InstagramFeed'], ParentType, ContextType, RequireFields<MutationAuthorizeInstagramFeedArgs, 'data'>>;
  billingPortalAddress?: Resolver<ResolversTypes['BillingRedirect'], ParentType, ContextType, RequireFields<MutationBillingPortalAddressArgs, 'page'>>;
  cancelInvitation?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationCancelInvitationArgs, 'id'>>;
  changeCurrentSpace?: Resolver<ResolversTypes['ChangeCurrentSpaceResult'], ParentType, ContextType, RequireFields<MutationChangeCurrentSpaceArgs, 'spaceId'>>;
  changePassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationChangePasswordArgs, 'currentPassword' | 'newPassword'>>;
  changePasswordByToken?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationChangePasswordByTokenArgs, 'newPassword' | 'token'>>;
  changeUserRole?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationChangeUserRoleArgs, 'userId' | 'userRoleId'>>;
  checkUrlFramable?: Resolver<ResolversTypes['UrlFramability'], ParentType, ContextType, RequireFields<MutationCheckUrlFramableArgs, 'data'>>;
  claimDevice?: Resolver<ResolversTypes['DeviceCredentials'], ParentType, ContextType, RequireFields<MutationClaimDeviceArgs, 'pairingSecret'>>;
  clearBroadcast?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationClearBroadcastArgs, 'id'>>;
  clearScreenContent?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<MutationClearScreenContentArgs, 'deviceIds'>>;
  confirmEmail?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationConfirmEmailArgs, 'token'>>;
  confirmUpload?: Resolver<ResolversTypes['File'], ParentType, ContextType, RequireFields<MutationConfirmUploadArgs, 'fileId'>>;
  convertToStaticMenuBoard?: Resolver<ResolversTypes['MenuBoard'], ParentType, ContextType, RequireFields<MutationConvertToStaticMenuBoardArgs, 'categories'>>;
  createApiKey?: Resolver<ResolversTypes['CreatedApiKey'], ParentType, ContextType, RequireFields<MutationCreateApiKeyArgs, 'name' | 'permissions'>>;
  createFiles?: Resolver<Array<ResolversTypes['File']>, ParentType, ContextType, RequireFields<MutationCreateFilesArgs, 'files'>>;
  createFolder?: Resolver<ResolversTypes['Folder'], ParentType, ContextType, RequireFields<MutationCreateFolderArgs, 'name'>>;
  createInstagramFeed?: Resolver<ResolversTypes['InstagramFeed'], ParentType, ContextType, Partial<MutationCreateInstagramFeedArgs>>;
  createLiveLink?: Resolver<ResolversTypes['LiveLink'], ParentType, ContextType, RequireFields<MutationCreateLiveLinkArgs, 'target'>>;
  createMenuBoard?: Resolver<ResolversTypes['MenuBoard'], ParentType, ContextType, RequireFields<MutationCreateMenuBoardArgs, 'data'>>;
  createMenuBoardLocation?: Resolver<ResolversTypes['MenuBoardLocation'], ParentType, ContextType, RequireFields<MutationCreateMenuBoardLocationArgs, 'data'>>;
  createMenuBoardMealTemplate?: Resolver<ResolversTypes['MenuBoardMealTemplate'], ParentType, ContextType, RequireFields<MutationCreateMenuBoardMealTemplateArgs, 'data'>>;
  createPartnerChildAccount?: Resolver<ResolversTypes['PartnerChildAccount'], ParentType, ContextType, RequireFields<MutationCreatePartnerChildAccountArgs, 'input'>>;
  createPlaylist?: Resolver<ResolversTypes['Playlist'], ParentType, ContextType, RequireFields<MutationCreatePlaylistArgs, 'input'>>;
  createPromotion?: Resolver<ResolversTypes['ServicePromotion'], ParentType, ContextType, RequireFields<MutationCreatePromotionArgs, 'input'>>;
  createScene?: Resolver<ResolversTypes['Scene'], ParentType, ContextType, RequireFields<MutationCreateSceneArgs, 'input'>>;
  createSchedule?: Resolver<ResolversTypes['Schedule'], ParentType, ContextType, RequireFields<MutationCreateScheduleArgs, 'input'>>;
  createScreenGroup?: Resolver<ResolversTypes['ScreenGroup'], ParentType, ContextType, RequireFields<MutationCreateScreenGroupArgs, 'name'>>;
  createServiceAccount?: Resolver<ResolversTypes['ServiceAccount'], ParentType, ContextType, RequireFields<MutationCreateServiceAccountArgs, 'input'>>;
  createSpace?: Resolver<ResolversTypes['Space'], ParentType, ContextType, RequireFields<MutationCreateSpaceArgs, 'name'>>;
  createUserRole?: Resolver<ResolversTypes['UserRole'], ParentType, ContextType, RequireFields<MutationCreateUserRoleArgs, 'name' | 'permissions'>>;
  customerFeedbackFormLink?: Resolver<ResolversTypes['CustomerFeedbackFormLink'], ParentType, ContextType, RequireFields<MutationCustomerFeedbackFormLinkArgs, 'itemId' | 'sceneId'>>;
  deleteDevice?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteDeviceArgs, 'id'>>;
  deleteFile?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteFileArgs, 'id'>>;
  deleteFolder?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteFolderArgs, 'id'>>;
  deleteMenuBoard?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteMenuBoardArgs, 'id'>>;
  deleteMenuBoardLocation?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteMenuBoardLocationArgs, 'id'>>;
  deleteMenuBoardMealTemplate?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteMenuBoardMealTemplateArgs, 'id'>>;
  deletePlaylist?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeletePlaylistArgs, 'id'>>;
  deleteScene?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteSceneArgs, 'id'>>;
  deleteSchedule?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteScheduleArgs, 'id'>>;
  deleteScreenGroup?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteScreenGroupArgs, 'id'>>;
  deleteSpace?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteSpaceArgs, 'id'>>;
  deleteUserRole?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteUserRoleArgs, 'id'>>;
  duplicateMenuBoard?: Resolver<ResolversTypes['MenuBoard'], ParentType, ContextType, RequireFields<MutationDuplicateMenuBoardArgs, 'id'>>;
  duplicateScene?: Resolver<ResolversTypes['Scene'], ParentType, ContextType, RequireFields<MutationDuplicateSceneArgs, 'id'>>;
  endPromotion?: Resolver<ResolversTypes['ServicePromotion'], ParentType, ContextType, RequireFields<MutationEndPromotionArgs, 'id'>>;
  geoCoding?: Resolver<Maybe<ResolversTypes['GeoCoding']>, ParentType, ContextType, RequireFields<MutationGeoCodingArgs, 'data'>>;
  invitePartnerChildUser?: Resolver<ResolversTypes['PartnerChildUser'], ParentType, ContextType, RequireFields<MutationInvitePartnerChildUserArgs, 'accountId' | 'email' | 'role'>>;
  inviteUser?: Resolver<ResolversTypes['Invitation'], ParentType, ContextType, RequireFields<MutationInviteUserArgs, 'email' | 'userRoleId'>>;
  loadInstagramProfile?: Resolver<ResolversTypes['InstagramPublicApiFeed'], ParentType, ContextType, RequireFields<MutationLoadInstagramProfileArgs, 'username'>>;
  pairDevice?: Resolver<ResolversTypes['Device'], ParentType, ContextType, RequireFields<MutationPairDeviceArgs, 'name' | 'pairingCode'>>;
  publishToDevice?: Resolver<ResolversTypes['Device'], ParentType, ContextType, RequireFields<MutationPublishToDeviceArgs, 'content' | 'deviceId'>>;
  publishToScreens?: Resolver<ResolversTypes['PublishReach'], ParentType, ContextType, RequireFields<MutationPublishToScreensArgs, 'content' | 'targets'>>;
  purgeFile?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationPurgeFileArgs, 'id'>>;
  purgeFolder?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationPurgeFolderArgs, 'id'>>;
  recordAudienceMinutes?: Resolver<ResolversTypes['AudienceBatchResult'], ParentType, ContextType, RequireFields<MutationRecordAudienceMinutesArgs, 'minutes'>>;
  recordCustomerFeedbackAnswers?: Resolver<ResolversTypes['CustomerFeedbackBatchResult'], ParentType, ContextType, RequireFields<MutationRecordCustomerFeedbackAnswersArgs, 'answers'>>;
  recordDeviceLogs?: Resolver<ResolversTypes['DeviceLogReceipt'], ParentType, ContextType, RequireFields<MutationRecordDeviceLogsArgs, 'lines' | 'stream'>>;
  recordPlaybackEvents?: Resolver<ResolversTypes['PlaybackBatchResult'], ParentType, ContextType, RequireFields<MutationRecordPlaybackEventsArgs, 'events'>>;
  registerSonyDisplayByCode?: Resolver<ResolversTypes['SonyDisplay'], ParentType, ContextType, RequireFields<MutationRegisterSonyDisplayByCodeArgs, 'input'>>;
  registerSonyDisplayBySerial?: Resolver<ResolversTypes['SonyDisplay'], ParentType, ContextType, RequireFields<MutationRegisterSonyDisplayBySerialArgs, 'input'>>;
  releaseSonyDisplay?: Resolver<ResolversTypes['SonyDisplay'], ParentType, ContextType, RequireFields<MutationReleaseSonyDisplayArgs, 'id'>>;
  removePartnerChildUser?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRemovePartnerChildUserArgs, 'accountId' | 'id'>>;
  removeScreensFromGroup?: Resolver<ResolversTypes['ScreenGroup'], ParentType, ContextType, RequireFields<MutationRemoveScreensFromGroupArgs, 'deviceIds' | 'groupId'>>;
  removeUser?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRemoveUserArgs, 'userId'>>;
  renameDevice?: Resolver<ResolversTypes['Device'], ParentType, ContextType, RequireFields<MutationRenameDeviceArgs, 'id' | 'name'>>;
  renameScreenGroup?: Resolver<ResolversTypes['ScreenGroup'], ParentType, ContextType, RequireFields<MutationRenameScreenGroupArgs, 'id' | 'name'>>;
  renameSpace?: Resolver<ResolversTypes['Space'], ParentType, ContextType, RequireFields<MutationRenameSpaceArgs, 'id' | 'name'>>;
  reportDeviceCommandResult?: Resolver<ResolversTypes['DeviceCommand'], ParentType, ContextType, RequireFields<MutationReportDeviceCommandResultArgs, 'commandId' | 'status'>>;
  reportDeviceInfo?: Resolver<ResolversTypes['Device'], ParentType, ContextType, RequireFields<MutationReportDeviceInfoArgs, 'info'>>;
  requestPairingCode?: Resolver<ResolversTypes['PairingCode'], ParentType, ContextType, RequireFields<MutationRequestPairingCodeArgs, 'platform'>>;
  requestPasswordRecovery?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRequestPasswordRecoveryArgs, 'email'>>;
  requestScheduledScreenshot?: Resolver<Maybe<ResolversTypes['DeviceCommand']>, ParentType, ContextType>;
  restoreFile?: Resolver<ResolversTypes['File'], ParentType, ContextType, RequireFields<MutationRestoreFileArgs, 'id'>>;
  restoreFolder?: Resolver<ResolversTypes['Folder'], ParentType, ContextType, RequireFields<MutationRestoreFolderArgs, 'id'>>;
  revokeApiKey?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRevokeApiKeyArgs, 'id'>>;
  revokeLiveLink?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRevokeLiveLinkArgs, 'id'>>;
  revokeSession?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRevokeSessionArgs, 'id'>>;
  sendDeviceCommand?: Resolver<ResolversTypes['DeviceCommand'], ParentType, ContextType, RequireFields<MutationSendDeviceCommandArgs, 'deviceId' | 'type'>>;
  sendServiceDeviceCommand?: Resolver<ResolversTypes['DeviceCommand'], ParentType, ContextType, RequireFields<MutationSendServiceDeviceCommandArgs, 'input'>>;
  setAiModelEnabled?: Resolver<ResolversTypes['AiConfig'], ParentType, ContextType, RequireFields<MutationSetAiModelEnabledArgs, 'enabled' | 'name'>>;
  setDeviceTags?: Resolver<ResolversTypes['Device'], ParentType, ContextType, RequireFields<MutationSetDeviceTagsArgs, 'deviceId' | 'tags'>>;
  setServiceAccountDisabled?: Resolver<ResolversTypes['ServiceAccount'], ParentType, ContextType, RequireFields<MutationSetServiceAccountDisabledArgs, 'disabled' | 'id'>>;
  shareScene?: Resolver<ResolversTypes['Scene'], ParentType, ContextType, RequireFields<MutationShareSceneArgs, 'id' | 'spaceIds'>>;
  signIn?: Resolver<ResolversTypes['SignInResult'], ParentType, ContextType, RequireFields<MutationSignInArgs, 'email' | 'password'>>;
  signOut?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  signUp?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationSignUpArgs, 'input'>>;
  startBroadcast?: Resolver<ResolversTypes['Broadcast'], ParentType, ContextType, RequireFields<MutationStartBroadcastArgs, 'input'>>;
  startBulkAction?: Resolver<ResolversTypes['BulkAction'], ParentType, ContextType, RequireFields<MutationStartBulkActionArgs, 'input'>>;
  startImpersonation?: Resolver<ResolversTypes['SignInResult'], ParentType, ContextType, RequireFields<MutationStartImpersonationArgs, 'input'>>;
  startSubscriptionCheckout?: Resolver<ResolversTypes['BillingRedirect'], ParentType, ContextType, RequireFields<MutationStartSubscriptionCheckoutArgs, 'planId' | 'screens'>>;
  stopImpersonation?: Resolver<ResolversTypes['SignInResult'], ParentType, ContextType>;
  updateAccount?: Resolver<ResolversTypes['Account'], ParentType, ContextType, RequireFields<MutationUpdateAccountArgs, 'data'>>;
  updateDeviceSettings?: Resolver<ResolversTypes['Device'], ParentType, ContextType, RequireFields<MutationUpdateDeviceSettingsArgs, 'deviceId' | 'input'>>;
  updateFile?: Resolver<ResolversTypes['File'], ParentType, ContextType, RequireFields<MutationUpdateFileArgs, 'data' | 'id'>>;
  updateFolder?: Resolver<ResolversTypes['Folder'], ParentType, ContextType, RequireFields<MutationUpdateFolderArgs, 'data' | 'id'>>;
  updateMenuBoard?: Resolver<ResolversTypes['MenuBoard'], ParentType, ContextType, RequireFields<MutationUpdateMenuBoardArgs, 'data' | 'id'>>;
  updateMenuBoardLocation?: Resolver<ResolversTypes['MenuBoardLocation'], ParentType, ContextType, RequireFields<MutationUpdateMenuBoardLocationArgs, 'data' | 'id'>>;
  updateMyPreferences?: Resolver<ResolversTypes['UserPreferences'], ParentType, ContextType, RequireFields<MutationUpdateMyPreferencesArgs, 'input'>>;
  updateMyProfile?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationUpdateMyProfileArgs, 'input'>>;
  updatePartnerChildAccount?: Resolver<ResolversTypes['PartnerChildAccount'], ParentType, ContextType, RequireFields<MutationUpdatePartnerChildAccountArgs, 'id' | 'input'>>;
  updatePlaylist?: Resolver<ResolversTypes['Playlist'], ParentType, ContextType, RequireFields<MutationUpdatePlaylistArgs, 'id' | 'input'>>;
  updatePromotion?: Resolver<ResolversTypes['ServicePromotion'], ParentType, ContextType, RequireFields<MutationUpdatePromotionArgs, 'id' | 'input'>>;
  updateScene?: Resolver<ResolversTypes['Scene'], ParentType, ContextType, RequireFields<MutationUpdateSceneArgs, 'id' | 'input'>>;
  updateSchedule?: Resolver<ResolversTypes['Schedule'], ParentType, ContextType, RequireFields<MutationUpdateScheduleArgs, 'id' | 'input'>>;
  updateScreenGroupSettings?: Resolver<ResolversTypes['ScreenGroup'], ParentType, ContextType, RequireFields<MutationUpdateScreenGroupSettingsArgs, 'groupId' | 'input'>>;
  updateSecurityPolicies?: Resolver<ResolversTypes['SecurityPolicies'], ParentType, ContextType, RequireFields<MutationUpdateSecurityPoliciesArgs, 'data'>>;
  updateServiceAccount?: Resolver<ResolversTypes['ServiceAccount'], ParentType, ContextType, RequireFields<MutationUpdateServiceAccountArgs, 'id' | 'input'>>;
  updateUserRole?: Resolver<ResolversTypes['UserRole'], ParentType, ContextType, RequireFields<MutationUpdateUserRoleArgs, 'id' | 'name' | 'permissions'>>;
  uploadDeviceScreenshot?: Resolver<ResolversTypes['DeviceCommand'], ParentType, ContextType, RequireFields<MutationUploadDeviceScreenshotArgs, 'commandId' | 'image'>>;
};

export type NotificationPreferencesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NotificationPreferences'] = ResolversParentTypes['NotificationPreferences']> = {
  mediaProcessingFailed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  screenOffline?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  storageAlmostFull?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type PairingCodeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PairingCode'] = ResolversParentTypes['PairingCode']> = {
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  pairingCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pairingSecret?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PairingStateResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PairingState'] = ResolversParentTypes['PairingState']> = {
  status?: Resolver<ResolversTypes['PairingStatus'], ParentType, ContextType>;
};

export type PartnerAccountPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PartnerAccountPage'] = ResolversParentTypes['PartnerAccountPage']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['PartnerChildAccount']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PartnerChildAccountResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PartnerChildAccount'] = ResolversParentTypes['PartnerChildAccount']> = {
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  languageCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  maxStorageMB?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  screensOnline?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  screensTotal?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  subscription?: Resolver<ResolversTypes['PartnerChildSubscription'], ParentType, ContextType>;
  temperatureUnit?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  usedStorageMB?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type PartnerChildAccountDetailResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PartnerChildAccountDetail'] = ResolversParentTypes['PartnerChildAccountDetail']> = {
  account?: Resolver<ResolversTypes['PartnerChildAccount'], ParentType, ContextType>;
  users?: Resolver<Array<ResolversTypes['PartnerChildUser']>, ParentType, ContextType>;
};

export type PartnerChildSubscriptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PartnerChildSubscription'] = ResolversParentTypes['PartnerChildSubscription']> = {
  billingType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  freeScreens?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  isTrial?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  subscribedScreens?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tariff?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  trialEndsAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
};

export type PartnerChildUserResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PartnerChildUser'] = ResolversParentTypes['PartnerChildUser']> = {
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  roleName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['PartnerChildUserStatus'], ParentType, ContextType>;
};

export type PlayQuotaResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PlayQuota'] = ResolversParentTypes['PlayQuota']> = {
  count?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  period?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PlayQuotaCounterResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PlayQuotaCounter'] = ResolversParentTypes['PlayQuotaCounter']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  fileId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  period?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  periodStart?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
};

export type PlayableContentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PlayableContent'] = ResolversParentTypes['PlayableContent']> = {
  collectionName?: Resolver<ResolversTypes['CollectionName'], ParentType, ContextType>;
  content?: Resolver<ResolversTypes['PlayableContentGraph'], ParentType, ContextType>;
  entityId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  publishedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type PlayableContentGraphResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PlayableContentGraph'] = ResolversParentTypes['PlayableContentGraph']> = {
  files?: Resolver<Array<ResolversTypes['PlayableFile']>, ParentType, ContextType>;
  playQuotaCounters?: Resolver<Array<ResolversTypes['PlayQuotaCounter']>, ParentType, ContextType>;
  playlists?: Resolver<Array<ResolversTypes['JSON']>, ParentType, ContextType>;
  scenes?: Resolver<Array<ResolversTypes['JSON']>, ParentType, ContextType>;
  schedules?: Resolver<Array<ResolversTypes['JSON']>, ParentType, ContextType>;
};

export type PlayableFileResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PlayableFile'] = ResolversParentTypes['PlayableFile']> = {
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  checksum?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  duration?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  fileSizeInBytes?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  font?: Resolver<Maybe<ResolversTypes['PlayableFont']>, ParentType, ContextType>;
  height?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  mimetype?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  muted?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pageCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  pageUrls?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  playQuota?: Resolver<Maybe<ResolversTypes['PlayQuota']>, ParentType, ContextType>;
  playbackChecksum?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  validFrom?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  validUntil?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  width?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type PlayableFontResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PlayableFont'] = ResolversParentTypes['PlayableFont']> = {
  family?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  style?: Resolver<ResolversTypes['FontStyle'], ParentType, ContextType>;
  unicodeRange?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  weight?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PlaybackBatchResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PlaybackBatchResult'] = ResolversParentTypes['PlaybackBatchResult']> = {
  accepted?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  acknowledgedIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  duplicates?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PlaylistResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Playlist'] = ResolversParentTypes['Playlist']> = {
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  layout?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  mediaFit?: Resolver<ResolversTypes['MediaFit'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  playlistItems?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  spaceIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type PlaylistTimingResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PlaylistTiming'] = ResolversParentTypes['PlaylistTiming']> = {
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  playlistId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  timeFrom?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  timeTo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PromotionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Promotion'] = ResolversParentTypes['Promotion']> = {
  discountPercents?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  redirectUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  validUntil?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type ProofOfPlayReportResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProofOfPlayReport'] = ResolversParentTypes['ProofOfPlayReport']> = {
  csvPath?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  entityId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  entityName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  entityType?: Resolver<ResolversTypes['ProofOfPlayEntityType'], ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['ProofOfPlayRow']>, ParentType, ContextType>;
  totalDurationSeconds?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  totalImpressions?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalPlays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ProofOfPlayRowResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProofOfPlayRow'] = ResolversParentTypes['ProofOfPlayRow']> = {
  day?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deviceId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  deviceName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  durationSeconds?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  impressions?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  plays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PublishReachResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PublishReach'] = ResolversParentTypes['PublishReach']> = {
  keepingOwnContent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  offlineCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  offlineScreens?: Resolver<Array<ResolversTypes['Device']>, ParentType, ContextType>;
  screenCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PublishedContentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PublishedContent'] = ResolversParentTypes['PublishedContent']> = {
  collectionName?: Resolver<ResolversTypes['CollectionName'], ParentType, ContextType>;
  entityId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  actingServiceAdmin?: Resolver<Maybe<ResolversTypes['ActingServiceAdmin']>, ParentType, ContextType>;
  activeBroadcasts?: Resolver<Array<ResolversTypes['Broadcast']>, ParentType, ContextType>;
  aiConfig?: Resolver<ResolversTypes['AiConfig'], ParentType, ContextType>;
  allPermissions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  apiKeys?: Resolver<Array<ResolversTypes['ApiKey']>, ParentType, ContextType>;
  audienceReport?: Resolver<ResolversTypes['AudienceReport'], ParentType, ContextType, RequireFields<QueryAudienceReportArgs, 'from' | 'scope' | 'to'>>;
  auditLog?: Resolver<ResolversTypes['AuditLogPage'], ParentType, ContextType, Partial<QueryAuditLogArgs>>;
  billingOverview?: Resolver<ResolversTypes['BillingOverview'], ParentType, ContextType>;
  billingPlans?: Resolver<Array<ResolversTypes['BillingPlan']>, ParentType, ContextType>;
  broadcast?: Resolver<Maybe<ResolversTypes['Broadcast']>, ParentType, ContextType, RequireFields<QueryBroadcastArgs, 'id'>>;
  broadcastReachPreview?: Resolver<ResolversTypes['BroadcastReachPreview'], ParentType, ContextType, Partial<QueryBroadcastReachPreviewArgs>>;
  bulkAction?: Resolver<Maybe<ResolversTypes['BulkAction']>, ParentType, ContextType, RequireFields<QueryBulkActionArgs, 'id'>>;
  contentAt?: Resolver<ResolversTypes['JSON'], ParentType, ContextType, RequireFields<QueryContentAtArgs, 'url'>>;
  currentAccount?: Resolver<Maybe<ResolversTypes['Account']>, ParentType, ContextType>;
  currentContentVersion?: Resolver<ResolversTypes['ContentVersion'], ParentType, ContextType>;
  currentDevice?: Resolver<Maybe<ResolversTypes['Device']>, ParentType, ContextType>;
  currentPromotion?: Resolver<Maybe<ResolversTypes['Promotion']>, ParentType, ContextType>;
  currentStoreMenu?: Resolver<ResolversTypes['StoreMenuAnswer'], ParentType, ContextType, RequireFields<QueryCurrentStoreMenuArgs, 'source' | 'storeId'>>;
  currentUser?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  currentUserSession?: Resolver<Maybe<ResolversTypes['UserSession']>, ParentType, ContextType>;
  currentWeather?: Resolver<ResolversTypes['CurrentWeather'], ParentType, ContextType, Partial<QueryCurrentWeatherArgs>>;
  customerFeedback?: Resolver<ResolversTypes['CustomerFeedbackReport'], ParentType, ContextType, Partial<QueryCustomerFeedbackArgs>>;
  device?: Resolver<Maybe<ResolversTypes['Device']>, ParentType, ContextType, RequireFields<QueryDeviceArgs, 'id'>>;
  deviceCommands?: Resolver<Array<ResolversTypes['DeviceCommand']>, ParentType, ContextType, RequireFields<QueryDeviceCommandsArgs, 'limit'>>;
  devicePage?: Resolver<ResolversTypes['DevicePage'], ParentType, ContextType, RequireFields<QueryDevicePageArgs, 'limit' | 'offset' | 'status'>>;
  deviceTags?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  devices?: Resolver<Array<ResolversTypes['Device']>, ParentType, ContextType>;
  file?: Resolver<ResolversTypes['File'], ParentType, ContextType, RequireFields<QueryFileArgs, 'id'>>;
  files?: Resolver<Array<ResolversTypes['File']>, ParentType, ContextType, Partial<QueryFilesArgs>>;
  filesPage?: Resolver<ResolversTypes['FilePage'], ParentType, ContextType, RequireFields<QueryFilesPageArgs, 'first'>>;
  fleetTimeline?: Resolver<Maybe<ResolversTypes['FleetTimeline']>, ParentType, ContextType, RequireFields<QueryFleetTimelineArgs, 'from' | 'hours' | 'targetId' | 'targetKind'>>;
  folder?: Resolver<ResolversTypes['Folder'], ParentType, ContextType, RequireFields<QueryFolderArgs, 'id'>>;
  folders?: Resolver<Array<ResolversTypes['Folder']>, ParentType, ContextType, Partial<QueryFoldersArgs>>;
  instagramAppConfigured?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  instagramFeed?: Resolver<ResolversTypes['InstagramFeed'], ParentType, ContextType, RequireFields<QueryInstagramFeedArgs, 'id'>>;
  instagramFeeds?: Resolver<Array<ResolversTypes['InstagramFeed']>, ParentType, ContextType>;
  instagramPublicFeed?: Resolver<ResolversTypes['InstagramPublicApiFeed'], ParentType, ContextType, RequireFields<QueryInstagramPublicFeedArgs, 'id' | 'username'>>;
  liveLinks?: Resolver<Array<ResolversTypes['LiveLink']>, ParentType, ContextType>;
  menuBoard?: Resolver<ResolversTypes['MenuBoard'], ParentType, ContextType, RequireFields<QueryMenuBoardArgs, 'id'>>;
  menuBoardDates?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType, RequireFields<QueryMenuBoardDatesArgs, 'menuBoardLocationId' | 'month'>>;
  menuBoardForDay?: Resolver<Maybe<ResolversTypes['MenuBoard']>, ParentType, ContextType, RequireFields<QueryMenuBoardForDayArgs, 'menuBoardLocationId' | 'menuDate'>>;
  menuBoardLocation?: Resolver<ResolversTypes['MenuBoardLocation'], ParentType, ContextType, RequireFields<QueryMenuBoardLocationArgs, 'id'>>;
  menuBoardLocations?: Resolver<Array<ResolversTypes['MenuBoardLocation']>, ParentType, ContextType>;
  menuBoardMealTemplates?: Resolver<ResolversTypes['MenuBoardMealTemplateList'], ParentType, ContextType>;
  menuBoards?: Resolver<ResolversTypes['MenuBoardPage'], ParentType, ContextType, RequireFields<QueryMenuBoardsArgs, 'limit' | 'offset'>>;
  myPreferences?: Resolver<ResolversTypes['UserPreferences'], ParentType, ContextType>;
  mySessions?: Resolver<Array<ResolversTypes['SessionInfo']>, ParentType, ContextType>;
  partnerAccount?: Resolver<ResolversTypes['PartnerChildAccountDetail'], ParentType, ContextType, RequireFields<QueryPartnerAccountArgs, 'id'>>;
  partnerAccounts?: Resolver<ResolversTypes['PartnerAccountPage'], ParentType, ContextType, RequireFields<QueryPartnerAccountsArgs, 'first'>>;
  partnerSignUpLink?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pendingInvitations?: Resolver<Array<ResolversTypes['Invitation']>, ParentType, ContextType>;
  ping?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  playableContent?: Resolver<Maybe<ResolversTypes['PlayableContent']>, ParentType, ContextType, RequireFields<QueryPlayableContentArgs, 'collectionName' | 'entityId'>>;
  playlist?: Resolver<Maybe<ResolversTypes['Playlist']>, ParentType, ContextType, RequireFields<QueryPlaylistArgs, 'id'>>;
  playlists?: Resolver<Array<ResolversTypes['Playlist']>, ParentType, ContextType>;
  proofOfPlayReport?: Resolver<ResolversTypes['ProofOfPlayReport'], ParentType, ContextType, RequireFields<QueryProofOfPlayReportArgs, 'entityId' | 'entityType'>>;
  publishReach?: Resolver<ResolversTypes['PublishReach'], ParentType, ContextType, RequireFields<QueryPublishReachArgs, 'targets'>>;
  rssFeed?: Resolver<ResolversTypes['RssFeed'], ParentType, ContextType, RequireFields<QueryRssFeedArgs, 'url'>>;
  scene?: Resolver<Maybe<ResolversTypes['Scene']>, ParentType, ContextType, RequireFields<QuerySceneArgs, 'id'>>;
  scenes?: Resolver<Array<ResolversTypes['Scene']>, ParentType, ContextType, Partial<QueryScenesArgs>>;
  schedule?: Resolver<Maybe<ResolversTypes['Schedule']>, ParentType, ContextType, RequireFields<QueryScheduleArgs, 'id'>>;
  schedules?: Resolver<Array<ResolversTypes['Schedule']>, ParentType, ContextType>;
  screenGroup?: Resolver<Maybe<ResolversTypes['ScreenGroup']>, ParentType, ContextType, RequireFields<QueryScreenGroupArgs, 'id'>>;
  screenGroups?: Resolver<Array<ResolversTypes['ScreenGroup']>, ParentType, ContextType>;
  securityPolicies?: Resolver<ResolversTypes['SecurityPolicies'], ParentType, ContextType>;
  serverTime?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  serviceAccount?: Resolver<Maybe<ResolversTypes['ServiceAccount']>, ParentType, ContextType, RequireFields<QueryServiceAccountArgs, 'id'>>;
  serviceAccounts?: Resolver<ResolversTypes['ServiceAccountPage'], ParentType, ContextType, RequireFields<QueryServiceAccountsArgs, 'direction' | 'first' | 'offset' | 'sort'>>;
  serviceAdminCatalog?: Resolver<ResolversTypes['ServiceAdminCatalog'], ParentType, ContextType>;
  serviceDeviceCommands?: Resolver<Array<ResolversTypes['DeviceCommand']>, ParentType, ContextType, RequireFields<QueryServiceDeviceCommandsArgs, 'accountId' | 'limit'>>;
  servicePromotions?: Resolver<Array<ResolversTypes['ServicePromotion']>, ParentType, ContextType, RequireFields<QueryServicePromotionsArgs, 'first'>>;
  sonyBraviaSetup?: Resolver<ResolversTypes['SonyBraviaSetup'], ParentType, ContextType>;
  sonyDisplays?: Resolver<Array<ResolversTypes['SonyDisplay']>, ParentType, ContextType>;
  spaces?: Resolver<Array<ResolversTypes['Space']>, ParentType, ContextType>;
  storeMenuBoards?: Resolver<ResolversTypes['StoreMenuAnswer'], ParentType, ContextType, RequireFields<QueryStoreMenuBoardsArgs, 'dateFrom' | 'dateTo' | 'source' | 'storeId'>>;
  supportConfig?: Resolver<ResolversTypes['SupportConfig'], ParentType, ContextType>;
  userRoles?: Resolver<Array<ResolversTypes['UserRole']>, ParentType, ContextType>;
  users?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType>;
};

export type RssEntryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RssEntry'] = ResolversParentTypes['RssEntry']> = {
  author?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  date?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  imageProxyUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  likesCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type RssFeedResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RssFeed'] = ResolversParentTypes['RssFeed']> = {
  feed?: Resolver<Array<ResolversTypes['RssEntry']>, ParentType, ContextType>;
  fetchedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SceneResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Scene'] = ResolversParentTypes['Scene']> = {
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  aspectRatio?: Resolver<Maybe<ResolversTypes['AspectRatio']>, ParentType, ContextType>;
  aspectRatioId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  duration?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sceneItems?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  spaceIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['SceneType'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type ScheduleResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Schedule'] = ResolversParentTypes['Schedule']> = {
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  playlistTimings?: Resolver<Array<ResolversTypes['PlaylistTiming']>, ParentType, ContextType>;
  spaceIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type ScreenGroupResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ScreenGroup'] = ResolversParentTypes['ScreenGroup']> = {
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  publishedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  publishedContent?: Resolver<Maybe<ResolversTypes['PublishedContent']>, ParentType, ContextType>;
  screenCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  settings?: Resolver<ResolversTypes['SettingsLayer'], ParentType, ContextType>;
  settingsSupport?: Resolver<Array<ResolversTypes['SettingSupport']>, ParentType, ContextType>;
};

export type SecurityPoliciesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SecurityPolicies'] = ResolversParentTypes['SecurityPolicies']> = {
  minPasswordLength?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  requireDigit?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  requireSymbol?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  requireUppercase?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  sessionLifetimeMinutes?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type ServiceAccountResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ServiceAccount'] = ResolversParentTypes['ServiceAccount']> = {
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  billingType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  disabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  disabledAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  enabledFeatures?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  enabledItemTypes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  freeScreens?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  isTrial?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastActivityAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  partnerAccountId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  partnerName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  screens?: Resolver<Array<ResolversTypes['ServiceAccountScreen']>, ParentType, ContextType, RequireFields<ServiceAccountScreensArgs, 'first'>>;
  screensOnline?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  screensTotal?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  spaces?: Resolver<Array<ResolversTypes['Space']>, ParentType, ContextType>;
  storageMaxMB?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  storageUsedMB?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  subscribedScreens?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tariff?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  trialEndsAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  userCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  users?: Resolver<Array<ResolversTypes['ServiceAccountUser']>, ParentType, ContextType>;
};

export type ServiceAccountPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ServiceAccountPage'] = ResolversParentTypes['ServiceAccountPage']> = {
  items?: Resolver<Array<ResolversTypes['ServiceAccount']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ServiceAccountScreenResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ServiceAccountScreen'] = ResolversParentTypes['ServiceAccountScreen']> = {
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastSeenAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  online?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  platform?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  spaceName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ServiceAccountUserResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ServiceAccountUser'] = ResolversParentTypes['ServiceAccountUser']> = {
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
  userRoleName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ServiceAdminCatalogResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ServiceAdminCatalog'] = ResolversParentTypes['ServiceAdminCatalog']> = {
  features?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ServicePromotionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ServicePromotion'] = ResolversParentTypes['ServicePromotion']> = {
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  discountPercents?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  redirectUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  validFrom?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  validUntil?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type SessionInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SessionInfo'] = ResolversParentTypes['SessionInfo']> = {
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  clientIp?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  current?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  expiresAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
};

export type SettingOriginResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SettingOrigin'] = ResolversParentTypes['SettingOrigin']> = {
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  groupId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  groupName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  source?: Resolver<ResolversTypes['SettingSource'], ParentType, ContextType>;
};

export type SettingSupportResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SettingSupport'] = ResolversParentTypes['SettingSupport']> = {
  capability?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  screenCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unableCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unablePlatforms?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SettingsLayerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SettingsLayer'] = ResolversParentTypes['SettingsLayer']> = {
  displaySchedule?: Resolver<Maybe<Array<ResolversTypes['DisplayPeriod']>>, ParentType, ContextType>;
  rotation?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  screenshotIntervalMinutes?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  timeZone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  volume?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type SignInResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SignInResult'] = ResolversParentTypes['SignInResult']> = {
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
};

export type SonyBraviaSetupResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SonyBraviaSetup'] = ResolversParentTypes['SonyBraviaSetup']> = {
  ipControlEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  kittingConfigured?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type SonyDisplayResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SonyDisplay'] = ResolversParentTypes['SonyDisplay']> = {
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  deviceId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  groupId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  hasPsk?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  ipAddress?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ipControlNote?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  mac?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  model?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  provisioningUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  releasedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  serial?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  startedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['SonyDisplayStatus'], ParentType, ContextType>;
};

export type SpaceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Space'] = ResolversParentTypes['Space']> = {
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StoreMealResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StoreMeal'] = ResolversParentTypes['StoreMeal']> = {
  allergens?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  carbs?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  category?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cholesterol?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  energy?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  fats?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isAvailable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isSoldOut?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nameTranslations?: Resolver<Array<ResolversTypes['StoreMenuTranslation']>, ParentType, ContextType>;
  pictograms?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  price?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  priceText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  proteins?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  receiptId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  septimId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type StoreMenuAnswerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StoreMenuAnswer'] = ResolversParentTypes['StoreMenuAnswer']> = {
  boards?: Resolver<Array<ResolversTypes['StoreMenuBoard']>, ParentType, ContextType>;
  fetchedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  warning?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type StoreMenuBoardResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StoreMenuBoard'] = ResolversParentTypes['StoreMenuBoard']> = {
  availableFrom?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  availableTo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  categories?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  foodKindCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  meals?: Resolver<Array<ResolversTypes['StoreMeal']>, ParentType, ContextType>;
  menuDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type StoreMenuTranslationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StoreMenuTranslation'] = ResolversParentTypes['StoreMenuTranslation']> = {
  languageCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SubscriptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = {
  _noop?: SubscriptionResolver<Maybe<ResolversTypes['Boolean']>, "_noop", ParentType, ContextType>;
  bulkActionChanged?: SubscriptionResolver<ResolversTypes['BulkAction'], "bulkActionChanged", ParentType, ContextType, RequireFields<SubscriptionBulkActionChangedArgs, 'id'>>;
  contentVersionChanged?: SubscriptionResolver<ResolversTypes['ContentVersion'], "contentVersionChanged", ParentType, ContextType>;
  currentDeviceChanged?: SubscriptionResolver<ResolversTypes['Device'], "currentDeviceChanged", ParentType, ContextType>;
  deviceChanged?: SubscriptionResolver<ResolversTypes['Device'], "deviceChanged", ParentType, ContextType>;
  instagramFeedChanged?: SubscriptionResolver<ResolversTypes['InstagramFeed'], "instagramFeedChanged", ParentType, ContextType, RequireFields<SubscriptionInstagramFeedChangedArgs, 'id'>>;
  pairingState?: SubscriptionResolver<ResolversTypes['PairingState'], "pairingState", ParentType, ContextType, RequireFields<SubscriptionPairingStateArgs, 'pairingSecret'>>;
  pendingCommandsChanged?: SubscriptionResolver<Array<ResolversTypes['DeviceCommand']>, "pendingCommandsChanged", ParentType, ContextType>;
  subscribeToCurrentAccount?: SubscriptionResolver<Maybe<ResolversTypes['Account']>, "subscribeToCurrentAccount", ParentType, ContextType>;
  subscribeToCurrentUser?: SubscriptionResolver<Maybe<ResolversTypes['User']>, "subscribeToCurrentUser", ParentType, ContextType>;
  subscribeToFileChange?: SubscriptionResolver<ResolversTypes['File'], "subscribeToFileChange", ParentType, ContextType, RequireFields<SubscriptionSubscribeToFileChangeArgs, 'id'>>;
  subscribeToFolderChange?: SubscriptionResolver<ResolversTypes['Folder'], "subscribeToFolderChange", ParentType, ContextType, RequireFields<SubscriptionSubscribeToFolderChangeArgs, 'id'>>;
};

export type SubscriptionInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SubscriptionInfo'] = ResolversParentTypes['SubscriptionInfo']> = {
  enabledTariffFeatures?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  freeScreens?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  isTrial?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isTrialExpired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  subscribedScreens?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tariffFeatureAvailabilityMap?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  trialEndsAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  usedScreens?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SupportConfigResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SupportConfig'] = ResolversParentTypes['SupportConfig']> = {
  chatId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  chatScriptUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type UrlFramabilityResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UrlFramability'] = ResolversParentTypes['UrlFramability']> = {
  isFramable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type UserResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = {
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  accountId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  countryCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['UserEmail'], ParentType, ContextType>;
  emailConfirmed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  phoneNumber?: Resolver<Maybe<ResolversTypes['UserPhone']>, ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
  userRole?: Resolver<ResolversTypes['UserRole'], ParentType, ContextType>;
};

export type UserEmailResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UserEmail'] = ResolversParentTypes['UserEmail']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type UserPhoneResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UserPhone'] = ResolversParentTypes['UserPhone']> = {
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type UserPreferencesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UserPreferences'] = ResolversParentTypes['UserPreferences']> = {
  defaultPositionTab?: Resolver<ResolversTypes['PositionTab'], ParentType, ContextType>;
  deviceDashboardSort?: Resolver<ResolversTypes['DeviceDashboardSort'], ParentType, ContextType>;
  notifications?: Resolver<ResolversTypes['NotificationPreferences'], ParentType, ContextType>;
};

export type UserRoleResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UserRole'] = ResolversParentTypes['UserRole']> = {
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isBuiltIn?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  permissions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type UserSessionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UserSession'] = ResolversParentTypes['UserSession']> = {
  currentSpaceId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
};

export type WeatherForecastDayResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WeatherForecastDay'] = ResolversParentTypes['WeatherForecastDay']> = {
  dateTimestamp?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  icon?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  temperatureMax?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  temperatureMin?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ZoneOffsetChangeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ZoneOffsetChange'] = ResolversParentTypes['ZoneOffsetChange']> = {
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  offsetAfter?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  offsetBefore?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type Resolvers<ContextType = GraphQLContext> = {
  Account?: AccountResolvers<ContextType>;
  ActingServiceAdmin?: ActingServiceAdminResolvers<ContextType>;
  AiConfig?: AiConfigResolvers<ContextType>;
  AiModel?: AiModelResolvers<ContextType>;
  ApiKey?: ApiKeyResolvers<ContextType>;
  AspectRatio?: AspectRatioResolvers<ContextType>;
  AudienceAgeBand?: AudienceAgeBandResolvers<ContextType>;
  AudienceBatchResult?: AudienceBatchResultResolvers<ContextType>;
  AudienceHour?: AudienceHourResolvers<ContextType>;
  AudienceObjectCount?: AudienceObjectCountResolvers<ContextType>;
  AudiencePoint?: AudiencePointResolvers<ContextType>;
  AudienceReport?: AudienceReportResolvers<ContextType>;
  AuditLogEntry?: AuditLogEntryResolvers<ContextType>;
  AuditLogPage?: AuditLogPageResolvers<ContextType>;
  AuditSubject?: AuditSubjectResolvers<ContextType>;
  BillingInvoice?: BillingInvoiceResolvers<ContextType>;
  BillingOverview?: BillingOverviewResolvers<ContextType>;
  BillingPlan?: BillingPlanResolvers<ContextType>;
  BillingRedirect?: BillingRedirectResolvers<ContextType>;
  Broadcast?: BroadcastResolvers<ContextType>;
  BroadcastReachPreview?: BroadcastReachPreviewResolvers<ContextType>;
  BroadcastScreen?: BroadcastScreenResolvers<ContextType>;
  BroadcastScreens?: BroadcastScreensResolvers<ContextType>;
  BulkAction?: BulkActionResolvers<ContextType>;
  BulkActionFailure?: BulkActionFailureResolvers<ContextType>;
  ChangeCurrentSpaceResult?: ChangeCurrentSpaceResultResolvers<ContextType>;
  ContentSource?: ContentSourceResolvers<ContextType>;
  ContentVersion?: ContentVersionResolvers<ContextType>;
  CreatedApiKey?: CreatedApiKeyResolvers<ContextType>;
  CurrentWeather?: CurrentWeatherResolvers<ContextType>;
  CustomerFeedbackAnswer?: CustomerFeedbackAnswerResolvers<ContextType>;
  CustomerFeedbackBatchResult?: CustomerFeedbackBatchResultResolvers<ContextType>;
  CustomerFeedbackFormLink?: CustomerFeedbackFormLinkResolvers<ContextType>;
  CustomerFeedbackGroup?: CustomerFeedbackGroupResolvers<ContextType>;
  CustomerFeedbackReport?: CustomerFeedbackReportResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  Device?: DeviceResolvers<ContextType>;
  DeviceCommand?: DeviceCommandResolvers<ContextType>;
  DeviceCredentials?: DeviceCredentialsResolvers<ContextType>;
  DeviceDashboardSort?: DeviceDashboardSortResolvers<ContextType>;
  DeviceLogEntry?: DeviceLogEntryResolvers<ContextType>;
  DeviceLogPage?: DeviceLogPageResolvers<ContextType>;
  DeviceLogReceipt?: DeviceLogReceiptResolvers<ContextType>;
  DevicePage?: DevicePageResolvers<ContextType>;
  DeviceScreenshot?: DeviceScreenshotResolvers<ContextType>;
  DeviceSettings?: DeviceSettingsResolvers<ContextType>;
  DeviceStorage?: DeviceStorageResolvers<ContextType>;
  DisplayPeriod?: DisplayPeriodResolvers<ContextType>;
  File?: FileResolvers<ContextType>;
  FilePage?: FilePageResolvers<ContextType>;
  FleetScreenTimeline?: FleetScreenTimelineResolvers<ContextType>;
  FleetSegment?: FleetSegmentResolvers<ContextType>;
  FleetTimeline?: FleetTimelineResolvers<ContextType>;
  Folder?: FolderResolvers<ContextType>;
  GeoCoding?: GeoCodingResolvers<ContextType>;
  InstagramFeed?: InstagramFeedResolvers<ContextType>;
  InstagramMedia?: InstagramMediaResolvers<ContextType>;
  InstagramPublicApiFeed?: InstagramPublicApiFeedResolvers<ContextType>;
  Invitation?: InvitationResolvers<ContextType>;
  JSON?: GraphQLScalarType;
  KeptContent?: KeptContentResolvers<ContextType>;
  LiveLink?: LiveLinkResolvers<ContextType>;
  MenuBoard?: MenuBoardResolvers<ContextType>;
  MenuBoardLocation?: MenuBoardLocationResolvers<ContextType>;
  MenuBoardMeal?: MenuBoardMealResolvers<ContextType>;
  MenuBoardMealCustomData?: MenuBoardMealCustomDataResolvers<ContextType>;
  MenuBoardMealExtra?: MenuBoardMealExtraResolvers<ContextType>;
  MenuBoardMealTemplate?: MenuBoardMealTemplateResolvers<ContextType>;
  MenuBoardMealTemplateList?: MenuBoardMealTemplateListResolvers<ContextType>;
  MenuBoardPage?: MenuBoardPageResolvers<ContextType>;
  MenuBoardText?: MenuBoardTextResolvers<ContextType>;
  MenuBoardTextAlternative?: MenuBoardTextAlternativeResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  NotificationPreferences?: NotificationPreferencesResolvers<ContextType>;
  PairingCode?: PairingCodeResolvers<ContextType>;
  PairingState?: PairingStateResolvers<ContextType>;
  PartnerAccountPage?: PartnerAccountPageResolvers<ContextType>;
  PartnerChildAccount?: PartnerChildAccountResolvers<ContextType>;
  PartnerChildAccountDetail?: PartnerChildAccountDetailResolvers<ContextType>;
  PartnerChildSubscription?: PartnerChildSubscriptionResolvers<ContextType>;
  PartnerChildUser?: PartnerChildUserResolvers<ContextType>;
  PlayQuota?: PlayQuotaResolvers<ContextType>;
  PlayQuotaCounter?: PlayQuotaCounterResolvers<ContextType>;
  PlayableContent?: PlayableContentResolvers<ContextType>;
  PlayableContentGraph?: PlayableContentGraphResolvers<ContextType>;
  PlayableFile?: PlayableFileResolvers<ContextType>;
  PlayableFont?: PlayableFontResolvers<ContextType>;
  PlaybackBatchResult?: PlaybackBatchResultResolvers<ContextType>;
  Playlist?: PlaylistResolvers<ContextType>;
  PlaylistTiming?: PlaylistTimingResolvers<ContextType>;
  Promotion?: PromotionResolvers<ContextType>;
  ProofOfPlayReport?: ProofOfPlayReportResolvers<ContextType>;
  ProofOfPlayRow?: ProofOfPlayRowResolvers<ContextType>;
  PublishReach?: PublishReachResolvers<ContextType>;
  PublishedContent?: PublishedContentResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RssEntry?: RssEntryResolvers<ContextType>;
  RssFeed?: RssFeedResolvers<ContextType>;
  Scene?: SceneResolvers<ContextType>;
  Schedule?: ScheduleResolvers<ContextType>;
  ScreenGroup?: ScreenGroupResolvers<ContextType>;
  SecurityPolicies?: SecurityPoliciesResolvers<ContextType>;
  ServiceAccount?: ServiceAccountResolvers<ContextType>;
  ServiceAccountPage?: ServiceAccountPageResolvers<ContextType>;
  ServiceAccountScreen?: ServiceAccountScreenResolvers<ContextType>;
  ServiceAccountUser?: ServiceAccountUserResolvers<ContextType>;
  ServiceAdminCatalog?: ServiceAdminCatalogResolvers<ContextType>;
  ServicePromotion?: ServicePromotionResolvers<ContextType>;
  SessionInfo?: SessionInfoResolvers<ContextType>;
  SettingOrigin?: SettingOriginResolvers<ContextType>;
  SettingSupport?: SettingSupportResolvers<ContextType>;
  SettingsLayer?: SettingsLayerResolvers<ContextType>;
  SignInResult?: SignInResultResolvers<ContextType>;
  SonyBraviaSetup?: SonyBraviaSetupResolvers<ContextType>;
  SonyDisplay?: SonyDisplayResolvers<ContextType>;
  Space?: SpaceResolvers<ContextType>;
  StoreMeal?: StoreMealResolvers<ContextType>;
  StoreMenuAnswer?: StoreMenuAnswerResolvers<ContextType>;
  StoreMenuBoard?: StoreMenuBoardResolvers<ContextType>;
  StoreMenuTranslation?: StoreMenuTranslationResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  SubscriptionInfo?: SubscriptionInfoResolvers<ContextType>;
  SupportConfig?: SupportConfigResolvers<ContextType>;
  UrlFramability?: UrlFramabilityResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  UserEmail?: UserEmailResolvers<ContextType>;
  UserPhone?: UserPhoneResolvers<ContextType>;
  UserPreferences?: UserPreferencesResolvers<ContextType>;
  UserRole?: UserRoleResolvers<ContextType>;
  UserSession?: UserSessionResolvers<ContextType>;
  WeatherForecastDay?: WeatherForecastDayResolvers<ContextType>;
  ZoneOffsetChange?: ZoneOffsetChangeResolvers<ContextType>;
};


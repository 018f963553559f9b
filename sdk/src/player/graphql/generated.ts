/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
/** One screen's audience in one minute, as its player counted it: counts only, never an image. */
export type AudienceMinuteInput = {
  /** Most people seen at once per age band (0-17, 18-24, 25-34, 35-44, 45-54, 55-64, 65+). */
  ages: Array<number>;
  dwellReadings: number;
  /** Sum over readings that told a dwell of the mean seconds people had been watching. */
  dwellSeconds: number;
  female: number;
  /** The device's own id for the minute; resending it never counts twice. */
  id: string | number;
  male: number;
  /** Start of the minute (UTC). */
  minute: string;
  objects: Array<AudienceObjectInput>;
  /** Most people seen at once. */
  people: number;
  /** Readings the camera gave in the minute. */
  readings: number;
};

export type AudienceObjectInput = {
  count: number;
  label: string;
};

export type CollectionName =
  | 'file'
  | 'playlist'
  | 'scene'
  | 'schedule';

/** One answer a visitor gave by touching a screen, as the player's outbox sends it; its id makes a resend idempotent. */
export type CustomerFeedbackAnswerInput = {
  answeredAt: string;
  /** The screen's own id for the answer; resending it never counts twice. */
  id: string | number;
  /** The feedback item of the scene that asked. */
  itemId: string | number;
  /** The question as the visitor read it. */
  question: string;
  sceneId: string | number;
  /** 1 (very unhappy) to 5 (very happy). */
  score: number;
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

/** The CSS font-style of a font file. */
export type FontStyle =
  | 'italic'
  | 'normal';

/** Where an Instagram feed stands: created (waiting for the owner's consent), authorized, or its consent expired. */
export type InstagramFeedStatus =
  | 'AUTHORIZED'
  | 'CREATED'
  | 'EXPIRED';

export type PairingStatus =
  | 'EXPIRED'
  | 'PAIRED'
  | 'WAITING';

/** One playback as the player's outbox sends it (the sdk model's PlaybackEvent); its id makes a resend idempotent. */
export type PlaybackEventInput = {
  /** The playlist item that played. */
  currentItemId: string | number;
  durationSeconds: number;
  fileIds: Array<string | number>;
  /** The device's own id for the event; resending it never counts twice. */
  id: string | number;
  interrupted: boolean;
  playlistId?: string | number | null | undefined;
  previousItemId?: string | number | null | undefined;
  /** Ids from the root to the item (playlists and scenes). */
  renderPath: Array<string>;
  /** The trigger or timing rule that made it play. */
  rule?: string | null | undefined;
  sceneIds: Array<string | number>;
  /** When the item started playing. */
  startTime: string;
  /** When the device recorded the event. */
  timestamp: string;
  triggered: boolean;
};

/** A point-of-sale system that menus are read from, chosen in the location dialog. */
export type PosSource =
  /** The GS food-service system (GS Affiliate ID): boards with categories of meals. */
  | 'GS'
  /** The store system of the v1 board (Septim Store ID): a menuDate and a list of meals. */
  | 'SEPTIM';

export type Weekday =
  | 'fri'
  | 'mon'
  | 'sat'
  | 'sun'
  | 'thu'
  | 'tue'
  | 'wed';

export type PlayableContentQueryVariables = Exact<{
  entityId: string | number;
  collectionName: CollectionName;
}>;


export type PlayableContentQuery = { playableContent: { collectionName: CollectionName, entityId: string, publishedAt: string, content: { playlists: Array<unknown>, scenes: Array<unknown>, schedules: Array<unknown>, files: Array<{ _id: string, name: string, mimetype: string, url: string, checksum: string, playbackChecksum: string | null, fileSizeInBytes: number, width: number | null, height: number | null, duration: number | null, pageCount: number | null, pageUrls: Array<string> | null, validFrom: string | null, validUntil: string | null, muted: boolean | null, playQuota: { count: number | null, period: string } | null, font: { family: string, weight: number, style: FontStyle, unicodeRange: string } | null }>, playQuotaCounters: Array<{ fileId: string, period: string, periodStart: string | null, count: number }> } } | null };

export type RequestPairingCodeMutationVariables = Exact<{
  platform: string;
}>;


export type RequestPairingCodeMutation = { requestPairingCode: { pairingCode: string, pairingSecret: string, expiresAt: string } };

export type PairingStateSubscriptionVariables = Exact<{
  pairingSecret: string;
}>;


export type PairingStateSubscription = { pairingState: { status: PairingStatus } };

export type ClaimDeviceMutationVariables = Exact<{
  pairingSecret: string;
}>;


export type ClaimDeviceMutation = { claimDevice: { deviceId: string, deviceToken: string } };

export type PlayerDeviceFragment = { _id: string, name: string, broadcastId: string | null, publishedContent: { collectionName: CollectionName, entityId: string } | null, pendingCommands: Array<{ _id: string, type: DeviceCommandType, status: DeviceCommandStatus }>, settings: { volume: number | null, rotation: number, timeZone: string | null, screenshotIntervalMinutes: number | null, displaySchedule: Array<{ day: Weekday, start: string, end: string }> } };

export type PlayerDeviceSettingsFragment = { volume: number | null, rotation: number, timeZone: string | null, screenshotIntervalMinutes: number | null, displaySchedule: Array<{ day: Weekday, start: string, end: string }> };

export type RequestScheduledScreenshotMutationVariables = Exact<{ [key: string]: never; }>;


export type RequestScheduledScreenshotMutation = { requestScheduledScreenshot: { _id: string, type: DeviceCommandType } | null };

export type ReportDeviceCommandResultMutationVariables = Exact<{
  commandId: string | number;
  status: DeviceCommandStatus;
  error?: string | null | undefined;
}>;


export type ReportDeviceCommandResultMutation = { reportDeviceCommandResult: { _id: string, status: DeviceCommandStatus } };

export type ReportDeviceInfoMutationVariables = Exact<{
  timeZone?: string | null | undefined;
  info: unknown;
}>;


export type ReportDeviceInfoMutation = { reportDeviceInfo: { _id: string } };

export type ContentAtQueryVariables = Exact<{
  url: string;
}>;


export type ContentAtQuery = { contentAt: unknown };

export type PlayerContentVersionFragment = { hash: string | null, url: string | null, spreadMs: number, broadcastId: string | null };

export type CurrentDeviceQueryVariables = Exact<{ [key: string]: never; }>;


export type CurrentDeviceQuery = { currentDevice: { _id: string, name: string, broadcastId: string | null, publishedContent: { collectionName: CollectionName, entityId: string } | null, pendingCommands: Array<{ _id: string, type: DeviceCommandType, status: DeviceCommandStatus }>, settings: { volume: number | null, rotation: number, timeZone: string | null, screenshotIntervalMinutes: number | null, displaySchedule: Array<{ day: Weekday, start: string, end: string }> } } | null, currentContentVersion: { hash: string | null, url: string | null, spreadMs: number, broadcastId: string | null } };

export type ContentVersionChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type ContentVersionChangedSubscription = { contentVersionChanged: { hash: string | null, url: string | null, spreadMs: number, broadcastId: string | null } };

export type CurrentDeviceChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type CurrentDeviceChangedSubscription = { currentDeviceChanged: { _id: string, name: string, broadcastId: string | null, publishedContent: { collectionName: CollectionName, entityId: string } | null, pendingCommands: Array<{ _id: string, type: DeviceCommandType, status: DeviceCommandStatus }>, settings: { volume: number | null, rotation: number, timeZone: string | null, screenshotIntervalMinutes: number | null, displaySchedule: Array<{ day: Weekday, start: string, end: string }> } } };

export type PendingCommandsChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type PendingCommandsChangedSubscription = { pendingCommandsChanged: Array<{ _id: string, type: DeviceCommandType, status: DeviceCommandStatus }> };

export type RecordPlaybackEventsMutationVariables = Exact<{
  events: Array<PlaybackEventInput> | PlaybackEventInput;
}>;


export type RecordPlaybackEventsMutation = { recordPlaybackEvents: { acknowledgedIds: Array<string> } };

export type ServerTimeQueryVariables = Exact<{ [key: string]: never; }>;


export type ServerTimeQuery = { serverTime: string };

export type UploadDeviceScreenshotMutationVariables = Exact<{
  commandId: string | number;
  image: DeviceScreenshotInput;
}>;


export type UploadDeviceScreenshotMutation = { uploadDeviceScreenshot: { _id: string, status: DeviceCommandStatus } };

export type RecordDeviceLogsMutationVariables = Exact<{
  stream: string | number;
  lines: Array<DeviceLogLineInput> | DeviceLogLineInput;
}>;


export type RecordDeviceLogsMutation = { recordDeviceLogs: { acknowledgedSeq: number } };

export type AcknowledgeBroadcastMutationVariables = Exact<{
  id: string | number;
}>;


export type AcknowledgeBroadcastMutation = { acknowledgeBroadcast: boolean };

export type RecordAudienceMinutesMutationVariables = Exact<{
  minutes: Array<AudienceMinuteInput> | AudienceMinuteInput;
}>;


export type RecordAudienceMinutesMutation = { recordAudienceMinutes: { acknowledgedIds: Array<string> } };

export type ItemAiConfigQueryVariables = Exact<{ [key: string]: never; }>;


export type ItemAiConfigQuery = { aiConfig: { isEnabled: boolean, models: Array<{ name: string, isEnabled: boolean }> } };

export type RecordCustomerFeedbackAnswersMutationVariables = Exact<{
  answers: Array<CustomerFeedbackAnswerInput> | CustomerFeedbackAnswerInput;
}>;


export type RecordCustomerFeedbackAnswersMutation = { recordCustomerFeedbackAnswers: { acknowledgedIds: Array<string> } };

export type CustomerFeedbackFormLinkMutationVariables = Exact<{
  sceneId: string | number;
  itemId: string | number;
}>;


export type CustomerFeedbackFormLinkMutation = { customerFeedbackFormLink: { path: string } };

export type ItemInstagramMediaFragment = { id: string, caption: string | null, mediaType: string, mediaUrl: string, proxyUrl: string, permalink: string | null, timestamp: string | null, username: string | null };

export type ItemInstagramFeedQueryVariables = Exact<{
  id: string | number;
  refresh?: boolean | null | undefined;
}>;


export type ItemInstagramFeedQuery = { instagramFeed: { _id: string, status: InstagramFeedStatus, updatedAt: string, media: Array<{ id: string, caption: string | null, mediaType: string, mediaUrl: string, proxyUrl: string, permalink: string | null, timestamp: string | null, username: string | null }> } };

export type ItemInstagramPublicFeedQueryVariables = Exact<{
  id: string | number;
  username: string;
  refresh?: boolean | null | undefined;
}>;


export type ItemInstagramPublicFeedQuery = { instagramPublicFeed: { _id: string, username: string, updatedAt: string, media: Array<{ id: string, caption: string | null, mediaType: string, mediaUrl: string, proxyUrl: string, permalink: string | null, timestamp: string | null, username: string | null }> } };

export type ItemMenuBoardTextFragment = { default: string, alternatives: Array<{ language: string, value: string }> };

export type ItemMenuBoardFragment = { _id: string, name: string | null, menuDate: string | null, menuBoardLocationId: string | null, currency: string, meals: Array<{ _id: string, price: string | null, allergens: Array<number>, energy: number | null, carbs: number | null, proteins: number | null, fats: number | null, cholesterol: number | null, isAvailable: boolean, isSoldOut: boolean, fileId: string | null, imageUrl: string | null, name: { default: string, alternatives: Array<{ language: string, value: string }> }, category: { default: string, alternatives: Array<{ language: string, value: string }> } | null, description: { default: string, alternatives: Array<{ language: string, value: string }> } | null, extras: Array<{ title: string, allergens: Array<number>, price: string | null, isSoldOut: boolean }> }> };

export type ItemMenuBoardForDayQueryVariables = Exact<{
  locationId: string | number;
  menuDate: string;
}>;


export type ItemMenuBoardForDayQuery = { menuBoardForDay: { _id: string, name: string | null, menuDate: string | null, menuBoardLocationId: string | null, currency: string, meals: Array<{ _id: string, price: string | null, allergens: Array<number>, energy: number | null, carbs: number | null, proteins: number | null, fats: number | null, cholesterol: number | null, isAvailable: boolean, isSoldOut: boolean, fileId: string | null, imageUrl: string | null, name: { default: string, alternatives: Array<{ language: string, value: string }> }, category: { default: string, alternatives: Array<{ language: string, value: string }> } | null, description: { default: string, alternatives: Array<{ language: string, value: string }> } | null, extras: Array<{ title: string, allergens: Array<number>, price: string | null, isSoldOut: boolean }> }> } | null };

export type ItemMenuBoardQueryVariables = Exact<{
  id: string | number;
}>;


export type ItemMenuBoardQuery = { menuBoard: { _id: string, name: string | null, menuDate: string | null, menuBoardLocationId: string | null, currency: string, meals: Array<{ _id: string, price: string | null, allergens: Array<number>, energy: number | null, carbs: number | null, proteins: number | null, fats: number | null, cholesterol: number | null, isAvailable: boolean, isSoldOut: boolean, fileId: string | null, imageUrl: string | null, name: { default: string, alternatives: Array<{ language: string, value: string }> }, category: { default: string, alternatives: Array<{ language: string, value: string }> } | null, description: { default: string, alternatives: Array<{ language: string, value: string }> } | null, extras: Array<{ title: string, allergens: Array<number>, price: string | null, isSoldOut: boolean }> }> } };

export type ItemStoreMealFragment = { id: string, name: string, category: string | null, description: string | null, type: string | null, allergens: Array<number>, price: number | null, priceText: string | null, energy: number | null, carbs: number | null, proteins: number | null, fats: number | null, cholesterol: number | null, isAvailable: boolean, isSoldOut: boolean, imageUrl: string | null, pictograms: Array<number>, receiptId: string | null, septimId: string | null, nameTranslations: Array<{ languageCode: string, value: string }> };

export type ItemStoreMenuAnswerFragment = { warning: string | null, fetchedAt: string | null, boards: Array<{ id: string, menuDate: string, title: string | null, foodKindCode: string | null, availableFrom: string | null, availableTo: string | null, categories: Array<string>, meals: Array<{ id: string, name: string, category: string | null, description: string | null, type: string | null, allergens: Array<number>, price: number | null, priceText: string | null, energy: number | null, carbs: number | null, proteins: number | null, fats: number | null, cholesterol: number | null, isAvailable: boolean, isSoldOut: boolean, imageUrl: string | null, pictograms: Array<number>, receiptId: string | null, septimId: string | null, nameTranslations: Array<{ languageCode: string, value: string }> }> }> };

export type ItemCurrentStoreMenuQueryVariables = Exact<{
  source: PosSource;
  storeId: string;
}>;


export type ItemCurrentStoreMenuQuery = { currentStoreMenu: { warning: string | null, fetchedAt: string | null, boards: Array<{ id: string, menuDate: string, title: string | null, foodKindCode: string | null, availableFrom: string | null, availableTo: string | null, categories: Array<string>, meals: Array<{ id: string, name: string, category: string | null, description: string | null, type: string | null, allergens: Array<number>, price: number | null, priceText: string | null, energy: number | null, carbs: number | null, proteins: number | null, fats: number | null, cholesterol: number | null, isAvailable: boolean, isSoldOut: boolean, imageUrl: string | null, pictograms: Array<number>, receiptId: string | null, septimId: string | null, nameTranslations: Array<{ languageCode: string, value: string }> }> }> } };

export type ItemRssFeedQueryVariables = Exact<{
  url: string;
  refreshIntervalInMinutes?: number | null | undefined;
}>;


export type ItemRssFeedQuery = { rssFeed: { url: string, title: string | null, fetchedAt: string, feed: Array<{ title: string, imageUrl: string | null, imageProxyUrl: string | null, description: string | null, date: string | null, author: string | null, userName: string | null, likesCount: number | null }> } };

export type ItemWeatherQueryVariables = Exact<{
  query?: string | null | undefined;
}>;


export type ItemWeatherQuery = { currentWeather: { locationName: string, lat: number, long: number, temperature: number | null, timeZone: string | null, fetchedAt: string, forecast: Array<{ dateTimestamp: number, temperatureMin: number, temperatureMax: number, text: string, icon: string }> } };

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
export const PlayerDeviceSettingsFragmentDoc = new TypedDocumentString(`
    fragment PlayerDeviceSettings on DeviceSettings {
  volume
  rotation
  displaySchedule {
    day
    start
    end
  }
  timeZone
  screenshotIntervalMinutes
}
    `, {"fragmentName":"PlayerDeviceSettings"}) as unknown as TypedDocumentString<PlayerDeviceSettingsFragment, unknown>;
export const PlayerDeviceFragmentDoc = new TypedDocumentString(`
    fragment PlayerDevice on Device {
  _id
  name
  broadcastId
  publishedContent {
    collectionName
    entityId
  }
  pendingCommands {
    _id
    type
    status
  }
  settings {
    ...PlayerDeviceSettings
  }
}
    fragment PlayerDeviceSettings on DeviceSettings {
  volume
  rotation
  displaySchedule {
    day
    start
    end
  }
  timeZone
  screenshotIntervalMinutes
}`, {"fragmentName":"PlayerDevice"}) as unknown as TypedDocumentString<PlayerDeviceFragment, unknown>;
export const PlayerContentVersionFragmentDoc = new TypedDocumentString(`
    fragment PlayerContentVersion on ContentVersion {
  hash
  url
  spreadMs
  broadcastId
}
    `, {"fragmentName":"PlayerContentVersion"}) as unknown as TypedDocumentString<PlayerContentVersionFragment, unknown>;
export const ItemInstagramMediaFragmentDoc = new TypedDocumentString(`
    fragment ItemInstagramMedia on InstagramMedia {
  id
  caption
  mediaType
  mediaUrl
  proxyUrl
  permalink
  timestamp
  username
}
    `, {"fragmentName":"ItemInstagramMedia"}) as unknown as TypedDocumentString<ItemInstagramMediaFragment, unknown>;
export const ItemMenuBoardTextFragmentDoc = new TypedDocumentString(`
    fragment ItemMenuBoardText on MenuBoardText {
  default
  alternatives {
    language
    value
  }
}
    `, {"fragmentName":"ItemMenuBoardText"}) as unknown as TypedDocumentString<ItemMenuBoardTextFragment, unknown>;
export const ItemMenuBoardFragmentDoc = new TypedDocumentString(`
    fragment ItemMenuBoard on MenuBoard {
  _id
  name
  menuDate
  menuBoardLocationId
  currency
  meals {
    _id
    name {
      ...ItemMenuBoardText
    }
    category {
      ...ItemMenuBoardText
    }
    description {
      ...ItemMenuBoardText
    }
    price
    allergens
    energy
    carbs
    proteins
    fats
    cholesterol
    isAvailable
    isSoldOut
    fileId
    imageUrl
    extras {
      title
      allergens
      price
      isSoldOut
    }
  }
}
    fragment ItemMenuBoardText on MenuBoardText {
  default
  alternatives {
    language
    value
  }
}`, {"fragmentName":"ItemMenuBoard"}) as unknown as TypedDocumentString<ItemMenuBoardFragment, unknown>;
export const ItemStoreMealFragmentDoc = new TypedDocumentString(`
    fragment ItemStoreMeal on StoreMeal {
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
    `, {"fragmentName":"ItemStoreMeal"}) as unknown as TypedDocumentString<ItemStoreMealFragment, unknown>;
export const ItemStoreMenuAnswerFragmentDoc = new TypedDocumentString(`
    fragment ItemStoreMenuAnswer on StoreMenuAnswer {
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
      ...ItemStoreMeal
    }
  }
}
    fragment ItemStoreMeal on StoreMeal {
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
}`, {"fragmentName":"ItemStoreMenuAnswer"}) as unknown as TypedDocumentString<ItemStoreMenuAnswerFragment, unknown>;
export const PlayableContentDocument = new TypedDocumentString(`
    query PlayableContent($entityId: ID!, $collectionName: CollectionName!) {
  playableContent(entityId: $entityId, collectionName: $collectionName) {
    collectionName
    entityId
    publishedAt
    content {
      playlists
      scenes
      schedules
      files {
        _id
        name
        mimetype
        url
        checksum
        playbackChecksum
        fileSizeInBytes
        width
        height
        duration
        pageCount
        pageUrls
        playQuota {
          count
          period
        }
        validFrom
        validUntil
        muted
        font {
          family
          weight
          style
          unicodeRange
        }
      }
      playQuotaCounters {
        fileId
        period
        periodStart
        count
      }
    }
  }
}
    `) as unknown as TypedDocumentString<PlayableContentQuery, PlayableContentQueryVariables>;
export const RequestPairingCodeDocument = new TypedDocumentString(`
    mutation RequestPairingCode($platform: String!) {
  requestPairingCode(platform: $platform) {
    pairingCode
    pairingSecret
    expiresAt
  }
}
    `) as unknown as TypedDocumentString<RequestPairingCodeMutation, RequestPairingCodeMutationVariables>;
export const PairingStateDocument = new TypedDocumentString(`
    subscription PairingState($pairingSecret: String!) {
  pairingState(pairingSecret: $pairingSecret) {
    status
  }
}
    `) as unknown as TypedDocumentString<PairingStateSubscription, PairingStateSubscriptionVariables>;
export const ClaimDeviceDocument = new TypedDocumentString(`
    mutation ClaimDevice($pairingSecret: String!) {
  claimDevice(pairingSecret: $pairingSecret) {
    deviceId
    deviceToken
  }
}
    `) as unknown as TypedDocumentString<ClaimDeviceMutation, ClaimDeviceMutationVariables>;
export const RequestScheduledScreenshotDocument = new TypedDocumentString(`
    mutation RequestScheduledScreenshot {
  requestScheduledScreenshot {
    _id
    type
  }
}
    `) as unknown as TypedDocumentString<RequestScheduledScreenshotMutation, RequestScheduledScreenshotMutationVariables>;
export const ReportDeviceCommandResultDocument = new TypedDocumentString(`
    mutation ReportDeviceCommandResult($commandId: ID!, $status: DeviceCommandStatus!, $error: String) {
  reportDeviceCommandResult(commandId: $commandId, status: $status, error: $error) {
    _id
    status
  }
}
    `) as unknown as TypedDocumentString<ReportDeviceCommandResultMutation, ReportDeviceCommandResultMutationVariables>;
export const ReportDeviceInfoDocument = new TypedDocumentString(`
    mutation ReportDeviceInfo($timeZone: String, $info: JSON!) {
  reportDeviceInfo(timeZone: $timeZone, info: $info) {
    _id
  }
}
    `) as unknown as TypedDocumentString<ReportDeviceInfoMutation, ReportDeviceInfoMutationVariables>;
export const ContentAtDocument = new TypedDocumentString(`
    query ContentAt($url: String!) {
  contentAt(url: $url)
}
    `) as unknown as TypedDocumentString<ContentAtQuery, ContentAtQueryVariables>;
export const CurrentDeviceDocument = new TypedDocumentString(`
    query CurrentDevice {
  currentDevice {
    ...PlayerDevice
  }
  currentContentVersion {
    ...PlayerContentVersion
  }
}
    fragment PlayerDevice on Device {
  _id
  name
  broadcastId
  publishedContent {
    collectionName
    entityId
  }
  pendingCommands {
    _id
    type
    status
  }
  settings {
    ...PlayerDeviceSettings
  }
}
fragment PlayerDeviceSettings on DeviceSettings {
  volume
  rotation
  displaySchedule {
    day
    start
    end
  }
  timeZone
  screenshotIntervalMinutes
}
fragment PlayerContentVersion on ContentVersion {
  hash
  url
  spreadMs
  broadcastId
}`) as unknown as TypedDocumentString<CurrentDeviceQuery, CurrentDeviceQueryVariables>;
export const ContentVersionChangedDocument = new TypedDocumentString(`
    subscription ContentVersionChanged {
  contentVersionChanged {
    hash
    url
    spreadMs
    broadcastId
  }
}
    `) as unknown as TypedDocumentString<ContentVersionChangedSubscription, ContentVersionChangedSubscriptionVariables>;
export const CurrentDeviceChangedDocument = new TypedDocumentString(`
    subscription CurrentDeviceChanged {
  currentDeviceChanged {
    ...PlayerDevice
  }
}
    fragment PlayerDevice on Device {
  _id
  name
  broadcastId
  publishedContent {
    collectionName
    entityId
  }
  pendingCommands {
    _id
    type
    status
  }
  settings {
    ...PlayerDeviceSettings
  }
}
fragment PlayerDeviceSettings on DeviceSettings {
  volume
  rotation
  displaySchedule {
    day
    start
    end
  }
  timeZone
  screenshotIntervalMinutes
}`) as unknown as TypedDocumentString<CurrentDeviceChangedSubscription, CurrentDeviceChangedSubscriptionVariables>;
export const PendingCommandsChangedDocument = new TypedDocumentString(`
    subscription PendingCommandsChanged {
  pendingCommandsChanged {
    _id
    type
    status
  }
}
    `) as unknown as TypedDocumentString<PendingCommandsChangedSubscription, PendingCommandsChangedSubscriptionVariables>;
export const RecordPlaybackEventsDocument = new TypedDocumentString(`
    mutation RecordPlaybackEvents($events: [PlaybackEventInput!]!) {
  recordPlaybackEvents(events: $events) {
    acknowledgedIds
  }
}
    `) as unknown as TypedDocumentString<RecordPlaybackEventsMutation, RecordPlaybackEventsMutationVariables>;
export const ServerTimeDocument = new TypedDocumentString(`
    query ServerTime {
  serverTime
}
    `) as unknown as TypedDocumentString<ServerTimeQuery, ServerTimeQueryVariables>;
export const UploadDeviceScreenshotDocument = new TypedDocumentString(`
    mutation UploadDeviceScreenshot($commandId: ID!, $image: DeviceScreenshotInput!) {
  uploadDeviceScreenshot(commandId: $commandId, image: $image) {
    _id
    status
  }
}
    `) as unknown as TypedDocumentString<UploadDeviceScreenshotMutation, UploadDeviceScreenshotMutationVariables>;
export const RecordDeviceLogsDocument = new TypedDocumentString(`
    mutation RecordDeviceLogs($stream: ID!, $lines: [DeviceLogLineInput!]!) {
  recordDeviceLogs(stream: $stream, lines: $lines) {
    acknowledgedSeq
  }
}
    `) as unknown as TypedDocumentString<RecordDeviceLogsMutation, RecordDeviceLogsMutationVariables>;
export const AcknowledgeBroadcastDocument = new TypedDocumentString(`
    mutation AcknowledgeBroadcast($id: ID!) {
  acknowledgeBroadcast(id: $id)
}
    `) as unknown as TypedDocumentString<AcknowledgeBroadcastMutation, AcknowledgeBroadcastMutationVariables>;
export const RecordAudienceMinutesDocument = new TypedDocumentString(`
    mutation RecordAudienceMinutes($minutes: [AudienceMinuteInput!]!) {
  recordAudienceMinutes(minutes: $minutes) {
    acknowledgedIds
  }
}
    `) as unknown as TypedDocumentString<RecordAudienceMinutesMutation, RecordAudienceMinutesMutationVariables>;
export const ItemAiConfigDocument = new TypedDocumentString(`
    query ItemAiConfig {
  aiConfig {
    isEnabled
    models {
      name
      isEnabled
    }
  }
}
    `) as unknown as TypedDocumentString<ItemAiConfigQuery, ItemAiConfigQueryVariables>;
export const RecordCustomerFeedbackAnswersDocument = new TypedDocumentString(`
    mutation RecordCustomerFeedbackAnswers($answers: [CustomerFeedbackAnswerInput!]!) {
  recordCustomerFeedbackAnswers(answers: $answers) {
    acknowledgedIds
  }
}
    `) as unknown as TypedDocumentString<RecordCustomerFeedbackAnswersMutation, RecordCustomerFeedbackAnswersMutationVariables>;
export const CustomerFeedbackFormLinkDocument = new TypedDocumentString(`
    mutation CustomerFeedbackFormLink($sceneId: ID!, $itemId: ID!) {
  customerFeedbackFormLink(sceneId: $sceneId, itemId: $itemId) {
    path
  }
}
    `) as unknown as TypedDocumentString<CustomerFeedbackFormLinkMutation, CustomerFeedbackFormLinkMutationVariables>;
export const ItemInstagramFeedDocument = new TypedDocumentString(`
    query ItemInstagramFeed($id: ID!, $refresh: Boolean) {
  instagramFeed(id: $id, refresh: $refresh) {
    _id
    status
    updatedAt
    media {
      ...ItemInstagramMedia
    }
  }
}
    fragment ItemInstagramMedia on InstagramMedia {
  id
  caption
  mediaType
  mediaUrl
  proxyUrl
  permalink
  timestamp
  username
}`) as unknown as TypedDocumentString<ItemInstagramFeedQuery, ItemInstagramFeedQueryVariables>;
export const ItemInstagramPublicFeedDocument = new TypedDocumentString(`
    query ItemInstagramPublicFeed($id: ID!, $username: String!, $refresh: Boolean) {
  instagramPublicFeed(id: $id, username: $username, refresh: $refresh) {
    _id
    username
    updatedAt
    media {
      ...ItemInstagramMedia
    }
  }
}
    fragment ItemInstagramMedia on InstagramMedia {
  id
  caption
  mediaType
  mediaUrl
  proxyUrl
  permalink
  timestamp
  username
}`) as unknown as TypedDocumentString<ItemInstagramPublicFeedQuery, ItemInstagramPublicFeedQueryVariables>;
export const ItemMenuBoardForDayDocument = new TypedDocumentString(`
    query ItemMenuBoardForDay($locationId: ID!, $menuDate: String!) {
  menuBoardForDay(menuBoardLocationId: $locationId, menuDate: $menuDate) {
    ...ItemMenuBoard
  }
}
    fragment ItemMenuBoardText on MenuBoardText {
  default
  alternatives {
    language
    value
  }
}
fragment ItemMenuBoard on MenuBoard {
  _id
  name
  menuDate
  menuBoardLocationId
  currency
  meals {
    _id
    name {
      ...ItemMenuBoardText
    }
    category {
      ...ItemMenuBoardText
    }
    description {
      ...ItemMenuBoardText
    }
    price
    allergens
    energy
    carbs
    proteins
    fats
    cholesterol
    isAvailable
    isSoldOut
    fileId
    imageUrl
    extras {
      title
      allergens
      price
      isSoldOut
    }
  }
}`) as unknown as TypedDocumentString<ItemMenuBoardForDayQuery, ItemMenuBoardForDayQueryVariables>;
export const ItemMenuBoardDocument = new TypedDocumentString(`
    query ItemMenuBoard($id: ID!) {
  menuBoard(id: $id) {
    ...ItemMenuBoard
  }
}
    fragment ItemMenuBoardText on MenuBoardText {
  default
  alternatives {
    language
    value
  }
}
fragment ItemMenuBoard on MenuBoard {
  _id
  name
  menuDate
  menuBoardLocationId
  currency
  meals {
    _id
    name {
      ...ItemMenuBoardText
    }
    category {
      ...ItemMenuBoardText
    }
    description {
      ...ItemMenuBoardText
    }
    price
    allergens
    energy
    carbs
    proteins
    fats
    cholesterol
    isAvailable
    isSoldOut
    fileId
    imageUrl
    extras {
      title
      allergens
      price
      isSoldOut
    }
  }
}`) as unknown as TypedDocumentString<ItemMenuBoardQuery, ItemMenuBoardQueryVariables>;
export const ItemCurrentStoreMenuDocument = new TypedDocumentString(`
    query ItemCurrentStoreMenu($source: PosSource!, $storeId: String!) {
  currentStoreMenu(source: $source, storeId: $storeId) {
    ...ItemStoreMenuAnswer
  }
}
    fragment ItemStoreMeal on StoreMeal {
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
fragment ItemStoreMenuAnswer on StoreMenuAnswer {
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
      ...ItemStoreMeal
    }
  }
}`) as unknown as TypedDocumentString<ItemCurrentStoreMenuQuery, ItemCurrentStoreMenuQueryVariables>;
export const ItemRssFeedDocument = new TypedDocumentString(`
    query ItemRssFeed($url: String!, $refreshIntervalInMinutes: Int) {
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
    `) as unknown as TypedDocumentString<ItemRssFeedQuery, ItemRssFeedQueryVariables>;
export const ItemWeatherDocument = new TypedDocumentString(`
    query ItemWeather($query: String) {
  currentWeather(query: $query) {
    locationName
    lat
    long
    temperature
    timeZone
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
    `) as unknown as TypedDocumentString<ItemWeatherQuery, ItemWeatherQueryVariables>;
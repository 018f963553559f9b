import {
  FEEDBACK_MAX_BATCH,
  FEEDBACK_QUESTION_MAX_LENGTH,
  MAX_DISPLAY_PERIODS,
  MAX_FILES_PER_UPLOAD,
} from '@marquee/sdk/model';
import { MAX_LOG_MESSAGE, MAX_LOG_PAGE } from '../modules/device-diagnostics/limits.js';
import { MAX_SCREENSHOT_BASE64 } from '../modules/device-diagnostics/image-check.js';
import { MAX_SEARCH_LENGTH } from '../modules/files/rules.js';
import { MAX_NAME_LENGTH } from '../modules/folders/names.js';
import { MAX_PLAYLIST_ITEMS } from '../modules/playlists/validate.js';
import { MAX_BATCH as MAX_PLAYBACK_EVENTS } from '../modules/proof-of-play/ingest.js';
import { MAX_MINUTES, MAX_OBJECT_LABELS } from '../modules/sensor-analytics/ingest.js';
import { MAX_SCENE_BYTES, MAX_SCENE_ITEMS, SCENE_MESSAGES } from '../modules/scenes/validate.js';
import {
  MAX_TAG_LENGTH,
  MAX_TAGS,
  MAX_TARGET_GROUPS,
  MAX_TARGET_SCREENS,
} from '../modules/screen-groups/limits.js';
import type { TextKind } from './text-rules.js';

/**
 * The most every argument of the GraphQL schema may carry, chosen here and nowhere else, and
 * checked by plugins/use-input-limits.ts before any resolver runs. Keys are schema coordinates:
 * `Type.field(argument:)` for a field's argument, `InputType.field` for a field of an input
 * object. The rules:
 * - every list needs an entry (the schema walk test fails on one without), with the most items
 *   and, when its items are text, the rule for each item;
 * - every JSON value needs an entry: the most bytes as JSON, and the most items when it is a list;
 * - text without an entry gets the default of its scalar (DEFAULT_TEXT), so nothing is unbounded;
 * - names are single-line text: no control characters, line breaks or direction overrides.
 * Each figure leaves room over what the console and the players send; where a module already had
 * a rule (file and scene names, scene size, files per upload, events per batch), the figure and
 * its message are the module's own, so the answer is the same whichever check meets it first.
 */
export interface TextLimit {
  kind: 'text';
  maxLength: number;
  text: TextKind;
  /** What the person calls it, for messages: "The name". */
  label: string;
}

export interface ListLimit {
  kind: 'list';
  maxItems: number;
  /** The whole sentence: "A schedule can have at most 500 time slots". */
  tooMany: string;
  /** The rule for each item when items are text; else their own scalar's default. */
  each?: TextLimit;
}

export interface JsonLimit {
  kind: 'json';
  maxBytes: number;
  tooLarge: string;
  /** When the value is a list: the most items, and the sentence that says so. */
  maxItems?: number;
  tooMany?: string;
}

export type InputLimit = TextLimit | ListLimit | JsonLimit;

const count = (n: number) => n.toLocaleString('en-US');
const size = (bytes: number) =>
  bytes >= 1_000_000 ? `${bytes / 1_000_000} MB` : `${bytes / 1_000} KB`;

export const textTooLong = (limit: TextLimit) =>
  `${limit.label} can have at most ${count(limit.maxLength)} characters`;

const text = (maxLength: number, label: string, kind: TextKind = 'singleLine'): TextLimit => ({
  kind: 'text',
  maxLength,
  text: kind,
  label,
});
const list = (maxItems: number, tooMany: (n: string) => string, each?: TextLimit): ListLimit => ({
  kind: 'list',
  maxItems,
  tooMany: tooMany(count(maxItems)),
  ...(each ? { each } : {}),
});
const json = (maxBytes: number, what: string, items?: [number, (n: string) => string]) => ({
  kind: 'json' as const,
  maxBytes,
  tooLarge: `${what} is too large: at most ${size(maxBytes)} of JSON`,
  ...(items ? { maxItems: items[0], tooMany: items[1](count(items[0])) } : {}),
});

/** Names of things: what a person types and reads back on one line. */
const NAME = text(MAX_NAME_LENGTH, 'The name');
/** Dates, months and times of day as text (YYYY-MM-DD, HH:mm, ISO date-times). */
const DATE = text(64, 'The date or time');
/** Language codes such as cs or zh-Hant-TW (BCP 47 tags are at most 35 characters in practice). */
const LANGUAGE = text(35, 'The language');
/** RFC 5321: 64 for the local part, @, 255 for the domain. */
const EMAIL = text(320, 'The e-mail address');
/** Hashed (argon2) before it is compared; long passphrases are welcome, megabytes are not. */
const PASSWORD = text(1_000, 'The password', 'any');
/** Tokens from links and pairing secrets: ours are under 100 characters. */
const TOKEN = text(512, 'The token', 'any');
const WEB_ADDRESS = text(2_048, 'The web address');
const SPACES = list(1_000, (n) => `Share with at most ${n} spaces at once`);
const SCREENS = list(MAX_TARGET_SCREENS, (n) => `Choose at most ${n} screens at once`);
const PERMISSIONS = list(200, (n) => `At most ${n} permissions`, text(100, 'A permission'));

/** Text with no entry: an ID, a date-time or any other string. */
export const DEFAULT_TEXT: Readonly<Record<string, TextLimit>> = {
  ID: text(128, 'The id'),
  DateTime: DATE,
  String: text(1_000, 'The text', 'any'),
};
/** Only for a list or a JSON value added since the schema walk test last ran; it fails on them. */
export const FALLBACK_LIST = list(100, (n) => `At most ${n} values`);
export const FALLBACK_JSON = json(64_000, 'The value');

export const INPUT_LIMITS: Readonly<Record<string, InputLimit>> = {
  // Accounts, users, roles, keys, spaces
  'UpdateAccountInput.name': NAME,
  'UpdateAccountInput.languageCode': LANGUAGE,
  'UpdateAccountInput.temperatureUnit': text(16, 'The temperature unit'),
  'UpdateAccountInput.enabledItemTypes': list(
    50,
    (n) => `At most ${n} item types`,
    text(100, 'An item type'),
  ),
  'SignUpInput.email': EMAIL,
  'SignUpInput.password': PASSWORD,
  'SignUpInput.accountName': NAME,
  'Mutation.signIn(email:)': EMAIL,
  'Mutation.signIn(password:)': PASSWORD,
  'Mutation.changePassword(currentPassword:)': PASSWORD,
  'Mutation.changePassword(newPassword:)': PASSWORD,
  'Mutation.confirmEmail(token:)': TOKEN,
  'Mutation.requestPasswordRecovery(email:)': EMAIL,
  'Mutation.changePasswordByToken(token:)': TOKEN,
  'Mutation.changePasswordByToken(newPassword:)': PASSWORD,
  'Mutation.inviteUser(email:)': EMAIL,
  // The partner console: a reseller's child accounts
  'Query.partnerAccounts(search:)': text(100, 'A search'),
  'Query.partnerAccounts(after:)': text(2_000, 'The cursor'),
  'CreatePartnerChildAccountInput.name': NAME,
  'CreatePartnerChildAccountInput.adminEmail': EMAIL,
  'Mutation.invitePartnerChildUser(email:)': EMAIL,
  'UpdatePartnerChildAccountInput.name': text(100, 'The name'),
  'UpdatePartnerChildAccountInput.languageCode': LANGUAGE,
  'UpdatePartnerChildAccountInput.temperatureUnit': text(16, 'The temperature unit'),
  'Mutation.setAiModelEnabled(name:)': NAME,
  'SonyDisplayByCodeInput.name': NAME,
  'SonyDisplayBySerialInput.name': NAME,
  'Mutation.acceptInvitation(token:)': TOKEN,
  'Mutation.acceptInvitation(password:)': PASSWORD,
  'Mutation.createApiKey(name:)': NAME,
  'Mutation.createApiKey(permissions:)': PERMISSIONS,
  'Mutation.createUserRole(name:)': NAME,
  'Mutation.createUserRole(permissions:)': PERMISSIONS,
  'Mutation.updateUserRole(name:)': NAME,
  'Mutation.updateUserRole(permissions:)': PERMISSIONS,
  'Mutation.createSpace(name:)': NAME,
  'Mutation.renameSpace(name:)': NAME,
  'AuditLogFilter.action': text(100, 'The action'),
  'AuditLogFilter.entityType': text(100, 'The kind of entity'),

  // Screens and the players
  'Query.devicePage(search:)': text(200, 'The search'),
  'Mutation.requestPairingCode(platform:)': text(32, 'The platform'),
  'Mutation.pairDevice(pairingCode:)': text(32, 'The pairing code'),
  'Mutation.pairDevice(name:)': NAME,
  'Mutation.claimDevice(pairingSecret:)': TOKEN,
  'Subscription.pairingState(pairingSecret:)': TOKEN,
  'Mutation.renameDevice(name:)': NAME,
  'Query.devicePage(tag:)': text(MAX_TAG_LENGTH, 'The tag'),
  'Query.devicePage(platform:)': text(32, 'The platform'),
  // Groups and tags; a fleet larger than one call's screens is published through its groups.
  'Mutation.createScreenGroup(name:)': NAME,
  'Mutation.renameScreenGroup(name:)': NAME,
  'Mutation.addScreensToGroup(deviceIds:)': SCREENS,
  'Mutation.removeScreensFromGroup(deviceIds:)': SCREENS,
  'Mutation.clearScreenContent(deviceIds:)': SCREENS,
  'Mutation.setDeviceTags(tags:)': list(
    MAX_TAGS,
    (n) => `A screen can have at most ${n} tags`,
    text(MAX_TAG_LENGTH, 'A tag'),
  ),
  'PublishTargetsInput.deviceIds': SCREENS,
  'PublishTargetsInput.groupIds': list(MAX_TARGET_GROUPS, (n) => `Choose at most ${n} groups`),
  // An emergency broadcast takes over the account, or some of its groups.
  'StartBroadcastInput.groupIds': list(MAX_TARGET_GROUPS, (n) => `Choose at most ${n} groups`),
  'Query.broadcastReachPreview(groupIds:)': list(
    MAX_TARGET_GROUPS,
    (n) => `Choose at most ${n} groups`,
  ),
  'StartBroadcastInput.startsAt': DATE,
  'StartBroadcastInput.endsAt': DATE,
  'BulkActionInput.deviceIds': SCREENS,
  'BulkActionFilter.search': text(200, 'The search'),
  'BulkActionFilter.tag': text(MAX_TAG_LENGTH, 'The tag'),
  'BulkActionFilter.platform': text(32, 'The platform'),
  'Mutation.reportDeviceInfo(timeZone:)': text(64, 'The time zone'),
  // What the player's HostAPI reports: model, firmware, screen; well under 10 KB.
  'Mutation.reportDeviceInfo(info:)': json(64_000, 'The device information'),
  'Mutation.reportDeviceCommandResult(error:)': text(4_000, 'The error', 'multiLine'),
  // A screenshot of at most 2 MB (device-diagnostics/image-check.ts), as base64.
  'DeviceScreenshotInput.base64': text(MAX_SCREENSHOT_BASE64, 'The screenshot'),
  'DeviceScreenshotInput.mimeType': text(255, 'The media type'),
  'Mutation.recordDeviceLogs(stream:)': text(64, 'The log stream'),
  'Mutation.recordDeviceLogs(lines:)': list(
    MAX_LOG_PAGE,
    (n) => `At most ${n} log lines per request`,
  ),
  'DeviceLogLineInput.message': text(MAX_LOG_MESSAGE, 'A log line', 'multiLine'),
  'Device.logs(levels:)': list(10, (n) => `Ask for at most ${n} levels`),
  // The console's week editor; the module says the same (deviceSettingsErrors).
  'DeviceSettingsInput.displaySchedule': list(
    MAX_DISPLAY_PERIODS,
    (n) => `At most ${n} periods a week`,
  ),
  'DisplayPeriodInput.start': DATE,
  'DisplayPeriodInput.end': DATE,
  // The player's outbox sends 50 at a time; the module stores at most MAX_PLAYBACK_EVENTS.
  'Mutation.recordPlaybackEvents(events:)': list(
    MAX_PLAYBACK_EVENTS,
    (n) => `At most ${n} events per batch`,
  ),
  'PlaybackEventInput.fileIds': list(1_000, (n) => `One play can name at most ${n} files`),
  'PlaybackEventInput.sceneIds': list(1_000, (n) => `One play can name at most ${n} scenes`),
  // Playlists nest at most 20 deep (playable-content/containers.ts).
  'PlaybackEventInput.renderPath': list(
    100,
    (n) => `A render path can have at most ${n} steps`,
    text(128, 'A step of the render path'),
  ),
  'PlaybackEventInput.rule': text(100, 'The rule'),
  'Query.proofOfPlayReport(from:)': DATE,
  'Query.proofOfPlayReport(to:)': DATE,
  // Audience minutes: the player's outbox sends its pages at this size at most.
  'Mutation.recordAudienceMinutes(minutes:)': list(
    MAX_MINUTES,
    (n) => `At most ${n} minutes per batch`,
  ),
  'AudienceMinuteInput.ages': list(7, (n) => `A minute has ${n} age bands`),
  'AudienceMinuteInput.objects': list(
    MAX_OBJECT_LABELS,
    (n) => `A minute can count at most ${n} kinds of object`,
  ),
  'AudienceObjectInput.label': text(64, 'The object label'),
  // Customer feedback: the player's outbox sends its touch answers in pages of this size.
  'Mutation.recordCustomerFeedbackAnswers(answers:)': list(
    FEEDBACK_MAX_BATCH,
    (n) => `At most ${n} answers per batch`,
  ),
  'CustomerFeedbackAnswerInput.question': text(FEEDBACK_QUESTION_MAX_LENGTH, 'The question', 'any'),
  'Query.customerFeedback(from:)': DATE,
  'Query.customerFeedback(to:)': DATE,

  // Media
  'Mutation.createFiles(files:)': list(
    MAX_FILES_PER_UPLOAD,
    (n) => `Upload at most ${n} files at once`,
  ),
  'CreateFileInput.originalName': NAME,
  // RFC 6838: type and subtype are at most 127 characters each.
  'CreateFileInput.mimetype': text(255, 'The media type'),
  'UpdateFileInput.originalName': NAME,
  'UpdateFileInput.spaceIds': SPACES,
  'PlayQuotaInput.period': text(32, 'The period'),
  'Query.filesPage(after:)': text(200, 'The cursor'),
  'Query.filesPage(search:)': text(MAX_SEARCH_LENGTH, 'A search'),
  'UpdateFileInput.validFrom': DATE,
  'UpdateFileInput.validUntil': DATE,
  'Mutation.createFolder(name:)': NAME,
  'UpdateFolderInput.name': NAME,
  'UpdateFolderInput.spaceIds': SPACES,

  // Scenes, playlists, schedules
  'CreateSceneInput.name': NAME,
  'CreateSceneInput.aspectRatioId': text(32, 'The aspect ratio'),
  'CreateSceneInput.sceneItems': sceneItems(),
  'UpdateSceneInput.name': NAME,
  'UpdateSceneInput.aspectRatioId': text(32, 'The aspect ratio'),
  'UpdateSceneInput.sceneItems': sceneItems(),
  'Query.scenes(types:)': list(20, (n) => `Ask for at most ${n} scene types`),
  'Mutation.shareScene(spaceIds:)': SPACES,
  'PlaylistInput.name': NAME,
  // A playlist of a few hundred items is common; inline media items are a few hundred bytes each.
  'PlaylistInput.playlistItems': json(5_000_000, 'The playlist', [
    MAX_PLAYLIST_ITEMS,
    (n) => `A playlist can have at most ${n} items`,
  ]),
  'PlaylistInput.layout': json(64_000, 'The layout'),
  'PlaylistInput.spaceIds': SPACES,
  'Mutation.addFilesToPlaylist(fileIds:)': list(1_000, (n) => `Add at most ${n} files at once`),
  'ScheduleInput.name': NAME,
  // A slot per hour of every day of a week is 168.
  'ScheduleInput.playlistTimings': list(500, (n) => `A schedule can have at most ${n} time slots`),
  'ScheduleInput.spaceIds': SPACES,
  'PlaylistTimingInput.timeFrom': DATE,
  'PlaylistTimingInput.timeTo': DATE,

  // Menu boards and point-of-sale sources
  'CreateMenuBoardLocationInput.name': NAME,
  'CreateMenuBoardLocationInput.septimStoreId': text(100, 'The store id'),
  'CreateMenuBoardLocationInput.gsAffiliateId': text(100, 'The affiliate id'),
  'CreateMenuBoardLocationInput.currency': text(3, 'The currency'),
  'UpdateMenuBoardLocationInput.name': NAME,
  'UpdateMenuBoardLocationInput.septimStoreId': text(100, 'The store id'),
  'UpdateMenuBoardLocationInput.gsAffiliateId': text(100, 'The affiliate id'),
  'UpdateMenuBoardLocationInput.currency': text(3, 'The currency'),
  'CreateMenuBoardInput.name': NAME,
  'CreateMenuBoardInput.menuDate': DATE,
  'CreateMenuBoardInput.language': LANGUAGE,
  'CreateMenuBoardInput.alternativeLanguages': languages(),
  'CreateMenuBoardInput.meals': meals(),
  'UpdateMenuBoardInput.name': NAME,
  'UpdateMenuBoardInput.menuDate': DATE,
  'UpdateMenuBoardInput.language': LANGUAGE,
  'UpdateMenuBoardInput.alternativeLanguages': languages(),
  'UpdateMenuBoardInput.meals': meals(),
  'Mutation.duplicateMenuBoard(menuDate:)': DATE,
  'Mutation.convertToStaticMenuBoard(name:)': NAME,
  'Mutation.convertToStaticMenuBoard(categories:)': json(2_000_000, 'The menu', [
    500,
    (n) => `A menu can have at most ${n} categories`,
  ]),
  'CreateMenuBoardMealTemplateInput.internalName': text(MAX_NAME_LENGTH, 'The internal name'),
  'CreateMenuBoardMealTemplateInput.spaceIds': SPACES,
  'CreateMenuBoardMealTemplateInput.body': json(256_000, 'The meal'),
  'Query.menuBoardForDay(menuDate:)': DATE,
  'Query.menuBoardDates(month:)': DATE,
  'Query.storeMenuBoards(storeId:)': text(100, 'The store id'),
  'Query.storeMenuBoards(dateFrom:)': DATE,
  'Query.storeMenuBoards(dateTo:)': DATE,
  'Query.currentStoreMenu(storeId:)': text(100, 'The store id'),

  // Feeds, Instagram, web pages
  'Query.currentWeather(query:)': text(100, 'A place name'),
  'GeoCodingInput.query': text(100, 'A place name'),
  'GeoCodingInput.languageCode': LANGUAGE,
  'Query.rssFeed(url:)': WEB_ADDRESS,
  'CheckUrlFramableInput.url': WEB_ADDRESS,
  // Instagram user names are at most 30 characters; the module checks their shape.
  'Query.instagramPublicFeed(username:)': text(100, 'The user name'),
  'Mutation.loadInstagramProfile(username:)': text(100, 'The user name'),
  'AuthorizeInstagramFeedInput.code': text(2_048, 'The authorisation code', 'any'),
  'CreateInstagramFeedInput.note': text(1_000, 'The note', 'multiLine'),
  // The service admins' console: accounts, "Sign in as", promotions
  'Query.serviceAccounts(search:)': text(200, 'The search'),
  'ServiceAccountInput.tariff': text(100, 'The tariff'),
  'ServiceAccountInput.billingType': text(32, 'The billing type'),
  'ServiceAccountInput.enabledFeatures': list(
    50,
    (n) => `At most ${n} tariff features`,
    text(100, 'A tariff feature'),
  ),
  'ServiceAccountInput.enabledItemTypes': list(
    50,
    (n) => `At most ${n} item types`,
    text(100, 'An item type'),
  ),
  'CreateServiceAccountInput.name': NAME,
  'CreateServiceAccountInput.tariff': text(100, 'The tariff'),
  'CreateServiceAccountInput.billingType': text(32, 'The billing type'),
  'CreateServiceAccountInput.adminEmail': EMAIL,
  'StartImpersonationInput.reason': text(500, 'The reason', 'multiLine'),
  'PromotionInput.type': text(40, 'The type'),
  'PromotionInput.title': text(200, 'The title'),
  'PromotionInput.redirectUrl': WEB_ADDRESS,
};

function sceneItems(): JsonLimit {
  return {
    kind: 'json',
    maxBytes: MAX_SCENE_BYTES,
    tooLarge: SCENE_MESSAGES.tooLarge,
    maxItems: MAX_SCENE_ITEMS,
    tooMany: SCENE_MESSAGES.tooManyItems,
  };
}

function languages(): ListLimit {
  return list(50, (n) => `At most ${n} other languages`, LANGUAGE);
}

/** A board's meals with their texts in every language: a few KB each, a few dozen a board. */
function meals(): JsonLimit {
  return json(2_000_000, 'The menu board', [
    500,
    (n) => `A menu board can have at most ${n} meals`,
  ]);
}

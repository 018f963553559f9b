import type { CollectionName } from '@marquee/sdk/model';
import { createCipheriv, createDecipheriv, createHmac } from 'node:crypto';
import type { AppServices } from '../../app-services.js';
import { sha256Hex } from '../../ids.js';
import {
  askForFreshScreenshot,
  canTakeScreenshots,
  storedScreenshot,
} from '../device-diagnostics/fresh-screenshots.js';
import { onlineStatus } from '../devices/listing/queries.js';
import { withEffectiveContent } from '../devices/publishing/inherited-content.js';
import { findDevice, type DeviceRow } from '../devices/repo.js';
import { findGroups } from '../screen-groups/repo.js';
import {
  LIVE_PICTURE_MAX_AGE_MS,
  LIVE_REFRESH_SECONDS,
  LIVE_SCREENSHOTS_PER_SCREEN,
  MAX_LIVE_SCREENS,
} from './limits.js';
import * as repo from './repo.js';
import type { LiveLinkRow } from './repo.js';

// What an address /live/<token> shows to anyone who has it: for each screen its name, whether it
// is online, the name of what it plays and its latest picture. Nothing else of the account: no
// ids (a picture is named by a key only this link's token opens), no e-mails, no other screens.

/** A token is 32 random bytes in base64url; anything else is refused before the database. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export const isLiveToken = (text: string) => TOKEN.test(text);

export interface LiveScreen {
  name: string;
  online: boolean;
  /** Whether its player can take screenshots at all (an older one that does not say: true). */
  canTakeScreenshots: boolean;
  /** The name of what it plays now; null when nothing is published or it was removed. */
  playing: string | null;
  picture: { url: string; width: number; height: number; takenAt: string } | null;
}

export interface LivePage {
  /** The screen's or the group's name. */
  title: string;
  kind: 'screen' | 'group';
  screens: LiveScreen[];
  /** Screens of the group beyond those shown. */
  moreScreens: number;
  refreshSeconds: number;
}

/** The link a token opens; undefined when it opens none (never made, or revoked). */
export const liveLinkOf = (app: Pick<AppServices, 'db'>, token: string) =>
  isLiveToken(token) ? repo.findByTokenHash(app.db, sha256Hex(token)) : Promise.resolve(undefined);

/** The AES-128 key of the link's picture keys: derived from the server's secret and the link. */
const pictureCipherKey = (secret: string, link: LiveLinkRow) =>
  createHmac('sha256', secret).update(`live-picture:${link.id}`).digest().subarray(0, 16);

/** A screen's id: a UUID (uuidv7 at pairing), lower-case, 16 bytes. */
const DEVICE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** A picture key: 16 bytes in base64url. */
const PICTURE_KEY = /^[A-Za-z0-9_-]{22}$/;

/**
 * The picture's key in the link's addresses: the screen's id enciphered with a key of this link
 * alone (AES on its one block, a keyed permutation of 16 bytes), so the key tells nothing of the
 * id and opens nothing in another link, yet names its screen without reading the link's screens:
 * a picture request deciphers it and checks that one screen (livePicture). A made-up key
 * deciphers to an id no screen of the link has. Null for an id that is not a UUID (none is).
 */
export function pictureKey(secret: string, link: LiveLinkRow, deviceId: string) {
  if (!DEVICE_ID.test(deviceId)) return null;
  const cipher = createCipheriv('aes-128-ecb', pictureCipherKey(secret, link), null);
  cipher.setAutoPadding(false);
  const id = Buffer.from(deviceId.replaceAll('-', ''), 'hex');
  return Buffer.concat([cipher.update(id), cipher.final()]).toString('base64url');
}

/** The screen id a picture key of the link names (not yet checked against the link); or null. */
function deviceIdOfPictureKey(secret: string, link: LiveLinkRow, key: string) {
  if (!PICTURE_KEY.test(key)) return null;
  const enciphered = Buffer.from(key, 'base64url');
  // 16 bytes have 16 base64url spellings (the last letter's low 4 bits are unused); one opens.
  if (enciphered.toString('base64url') !== key) return null;
  const decipher = createDecipheriv('aes-128-ecb', pictureCipherKey(secret, link), null);
  decipher.setAutoPadding(false);
  const hex = Buffer.concat([decipher.update(enciphered), decipher.final()]).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The link's screens the account still has; a group shows its first MAX_LIVE_SCREENS by name
 * (repo.firstGroupScreens), read in SQL with their number, so a page costs what it shows.
 */
async function screensOf(app: AppServices, link: LiveLinkRow) {
  if (link.target_kind === 'screen') {
    const device = await findDevice(app.db, link.account_id, link.target_id);
    return device ? { title: device.name, devices: [device], total: 1 } : null;
  }
  const [group] = await findGroups(app.db, link.account_id, null, [link.target_id]);
  if (!group) return null;
  const devices = await repo.firstGroupScreens(
    app.db,
    app.dialect,
    link.account_id,
    group.id,
    MAX_LIVE_SCREENS,
  );
  // A page that is not full shows every screen: only a full one needs the count.
  const total =
    devices.length < MAX_LIVE_SCREENS
      ? devices.length
      : await repo.countGroupScreens(app.db, group.id);
  return { title: group.name, devices, total };
}

/** Whether the screen is the link's, or one of its group's, with one indexed read. */
async function isScreenOfLink(app: AppServices, link: LiveLinkRow, deviceId: string) {
  if (link.target_kind === 'screen')
    return (
      deviceId === link.target_id &&
      (await findDevice(app.db, link.account_id, deviceId)) !== undefined
    );
  return repo.isGroupScreen(app.db, link.account_id, link.target_id, deviceId);
}

async function playingName(app: AppServices, device: DeviceRow) {
  const resolved = await withEffectiveContent(app, device);
  const { publishedCollection, publishedEntityId } = resolved;
  if (!publishedCollection || !publishedEntityId) return null;
  const name = await app.devices.loaders.entityName(
    device.accountId,
    publishedCollection as CollectionName,
    publishedEntityId,
  );
  return name ?? null;
}

/**
 * The page data of a link (liveLinkOf), null when what it shows is gone. Reading it asks each
 * online screen whose picture is older than LIVE_PICTURE_MAX_AGE_MS for a new one.
 */
export async function livePage(
  app: AppServices,
  link: LiveLinkRow,
  picturesPath: string,
): Promise<LivePage | null> {
  const found = await screensOf(app, link);
  if (!found) return null;
  const screens = await Promise.all(
    found.devices.map(async (device): Promise<LiveScreen> => {
      const shot = await storedScreenshot(app, device);
      await askForFreshScreenshot(app, device, shot?.takenAt ?? null, {
        maxAgeMs: LIVE_PICTURE_MAX_AGE_MS,
        perScreen: LIVE_SCREENSHOTS_PER_SCREEN,
      });
      const key = pictureKey(app.config.secret, link, device.id);
      return {
        name: device.name,
        online: onlineStatus(app, device) === 'online',
        canTakeScreenshots: canTakeScreenshots(device),
        playing: await playingName(app, device),
        picture:
          shot && key !== null
            ? {
                url: `${picturesPath}${key}?v=${Date.parse(shot.takenAt)}`,
                width: shot.width,
                height: shot.height,
                takenAt: shot.takenAt,
              }
            : null,
      };
    }),
  );
  return {
    title: found.title,
    kind: link.target_kind === 'group' ? 'group' : 'screen',
    screens,
    moreScreens: found.total - found.devices.length,
    refreshSeconds: LIVE_REFRESH_SECONDS,
  };
}

/**
 * The latest picture of the link's screen named by `key`, null when the key names none of its
 * screens: a wrong key costs at most one indexed read, however many screens the link shows.
 */
export async function livePicture(app: AppServices, link: LiveLinkRow, key: string) {
  const deviceId = deviceIdOfPictureKey(app.config.secret, link, key);
  if (!deviceId || !(await isScreenOfLink(app, link, deviceId))) return null;
  return storedScreenshot(app, { accountId: link.account_id, id: deviceId });
}

import type { CollectionName } from '@marquee/sdk/model';
import { createHmac } from 'node:crypto';
import type { AppServices } from '../../app-services.js';
import { sha256Hex } from '../../ids.js';
import {
  askForFreshScreenshot,
  canTakeScreenshots,
  storedScreenshot,
} from '../device-diagnostics/fresh-screenshots.js';
import { onlineStatus } from '../devices/listing/queries.js';
import { withEffectiveContent } from '../devices/publishing/inherited-content.js';
import { findDevice, findDevicesByIds, type DeviceRow } from '../devices/repo.js';
import { findGroups, memberIds } from '../screen-groups/repo.js';
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

export const liveLinkOf = (app: Pick<AppServices, 'db'>, token: string) =>
  isLiveToken(token) ? repo.findByTokenHash(app.db, sha256Hex(token)) : Promise.resolve(undefined);

/** The picture's key in the link's addresses: opaque, and good for this link only. */
export const pictureKey = (secret: string, link: LiveLinkRow, deviceId: string) =>
  createHmac('sha256', secret)
    .update(`live:${link.id}:${deviceId}`)
    .digest('base64url')
    .slice(0, 22);

/** The link's screens the account still has, by name; a group shows its first MAX_LIVE_SCREENS. */
async function screensOf(app: AppServices, link: LiveLinkRow) {
  if (link.target_kind === 'screen') {
    const device = await findDevice(app.db, link.account_id, link.target_id);
    return device ? { title: device.name, devices: [device], total: 1 } : null;
  }
  const [group] = await findGroups(app.db, link.account_id, null, [link.target_id]);
  if (!group) return null;
  const ids = await memberIds(app.db, link.account_id, [group.id]);
  const devices = (await findDevicesByIds(app.db, ids))
    .filter((d) => d.accountId === link.account_id)
    .sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
  return { title: group.name, devices: devices.slice(0, MAX_LIVE_SCREENS), total: devices.length };
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
 * The page data of a link, null when the token opens nothing (never made, or revoked). Reading
 * it asks each online screen whose picture is older than LIVE_PICTURE_MAX_AGE_MS for a new one.
 */
export async function livePage(
  app: AppServices,
  token: string,
  picturesPath: string,
): Promise<LivePage | null> {
  const link = await liveLinkOf(app, token);
  if (!link) return null;
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
        picture: shot && {
          url: `${picturesPath}${key}?v=${Date.parse(shot.takenAt)}`,
          width: shot.width,
          height: shot.height,
          takenAt: shot.takenAt,
        },
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

/** The latest picture of the link's screen named by `key`, null when the link or key opens none. */
export async function livePicture(app: AppServices, token: string, key: string) {
  const link = await liveLinkOf(app, token);
  if (!link) return null;
  const found = await screensOf(app, link);
  const device = found?.devices.find((d) => pictureKey(app.config.secret, link, d.id) === key);
  return device ? storedScreenshot(app, device) : null;
}

import { randomBytes } from 'node:crypto';
import { ALL_PERMISSIONS } from '@marquee/sdk/model';
import type { AppServices } from '../app-services.js';
import { sha256Hex, uuidv7 } from '../ids.js';
import { ALL_FEATURES } from '../modules/accounts/features.js';
import { anyAccountExists, insertAccount } from '../modules/accounts/repo.js';
import { insertSpace } from '../modules/spaces/repo.js';
import { insertUserRole } from '../modules/user-roles/repo.js';
import { hashPassword } from '../modules/users/passwords.js';
import { insertUser } from '../modules/users/repo.js';
import { insertFile, type NewFile } from '../modules/files/repo.js';
import { insertPlaylist } from '../modules/playlists/repo.js';
import { DEMO_IMAGE_SIZE, DEMO_IMAGES, renderDemoImage } from './demo-images.js';
import { PARTNER_DEMO_EMAIL, seedPartnerDemo } from './partner-seed.js';

export const DEMO_EMAIL = 'admin@marquee.local';
/** The demo's service admin (ROLE_GOD), in an account of its own. */
export const SERVICE_ADMIN_EMAIL = 'service@marquee.local';
const SERVICE_ACCOUNT_NAME = 'Marquee service';
const DEMO_ACCOUNT_NAME = 'Demo account';
const DEMO_PLAYLIST_NAME = 'Demo playlist';
const DEMO_SCENE_DURATION_S = 6;

/** A seeded login whose password was made up at this start: the banner shows it this once. */
export interface NewLogin {
  email: string;
  password: string;
}

export interface SeedResult {
  seeded: boolean;
  newLogins: NewLogin[];
}

const randomPassword = () => randomBytes(15).toString('base64url');

/** First start only (no account yet): the demo account the contract describes. */
export async function seedDemoIfEmpty(services: AppServices): Promise<SeedResult> {
  const { db, clock, config } = services;
  if (await anyAccountExists(db)) return { seeded: false, newLogins: [] };

  const now = clock.now();
  const at = now.toISOString();
  const id = () => uuidv7(now.getTime());
  const accountId = id();
  const spaceId = id();
  const roleId = id();

  // Images first: they are the slow part and touch no table.
  const files = await storeDemoImages(services, { accountId, spaceId, at, id });
  // The published password opens the demo accounts, never in production unless chosen there;
  // the service admin crosses every account, so it gets DEMO_PASSWORD only when that is set.
  const demoPassword =
    config.production && !config.demoPasswordSet ? randomPassword() : config.demoPassword;
  const servicePassword = config.demoPasswordSet ? config.demoPassword : randomPassword();
  const passwordHash = await hashPassword(demoPassword);

  await db.transaction().execute(async (trx) => {
    await insertAccount(trx, {
      id: accountId,
      name: DEMO_ACCOUNT_NAME,
      billingType: 'none',
      tariff: 'Enterprise',
      // The demo shows everything Marquee can do, play quotas and schedules included.
      enabledFeatures: [...ALL_FEATURES],
      maxStorageCapacityInMB: 10_000,
      languageCode: 'en',
      temperatureUnit: 'celsius',
      createdAt: at,
    });
    await insertSpace(trx, { id: spaceId, accountId, name: 'Default space', createdAt: at });
    await insertUserRole(trx, {
      id: roleId,
      accountId,
      name: 'Administrator',
      permissions: [...ALL_PERMISSIONS],
      isBuiltIn: true,
      createdAt: at,
    });
    await insertUser(trx, {
      id: id(),
      accountId,
      email: DEMO_EMAIL,
      role: 'ROLE_ADMIN',
      userRoleId: roleId,
      createdAt: at,
      passwordHash,
    });
    for (const file of files) await insertFile(trx, file);
    await insertPlaylist(trx, {
      id: id(),
      accountId,
      name: DEMO_PLAYLIST_NAME,
      playlistItems: demoPlaylistItems(files, id),
      layout: null,
      mediaFit: 'contain',
      spaceIds: [spaceId],
      createdAt: at,
      updatedAt: at,
    });
    await seedPartnerDemo(trx, now, passwordHash);
  });
  await seedServiceAccount(services, await hashPassword(servicePassword));
  services.logger.info({ accountId, email: DEMO_EMAIL }, 'demo account seeded');
  const newLogins: NewLogin[] = [];
  if (demoPassword !== config.demoPassword)
    newLogins.push(
      { email: DEMO_EMAIL, password: demoPassword },
      { email: PARTNER_DEMO_EMAIL, password: demoPassword },
    );
  if (!config.demoPasswordSet)
    newLogins.push({ email: SERVICE_ADMIN_EMAIL, password: servicePassword });
  return { seeded: true, newLogins };
}

/**
 * The service's own account beside the demo: its user is a service admin (ROLE_GOD), who sees
 * and manages every account in the Admin Console. Its password is DEMO_PASSWORD when set,
 * else a random one shown once in the banner: a published password must not open every account.
 */
async function seedServiceAccount(services: AppServices, passwordHash: string) {
  const at = services.clock.now().toISOString();
  const id = () => uuidv7(services.clock.now().getTime());
  const accountId = id();
  const roleId = id();
  await services.db.transaction().execute(async (trx) => {
    await insertAccount(trx, {
      id: accountId,
      name: SERVICE_ACCOUNT_NAME,
      billingType: 'none',
      tariff: 'Enterprise',
      enabledFeatures: [...ALL_FEATURES],
      maxStorageCapacityInMB: 1_000,
      languageCode: 'en',
      temperatureUnit: 'celsius',
      createdAt: at,
    });
    await insertSpace(trx, { id: id(), accountId, name: 'Default space', createdAt: at });
    await insertUserRole(trx, {
      id: roleId,
      accountId,
      name: 'Administrator',
      permissions: [...ALL_PERMISSIONS],
      isBuiltIn: true,
      createdAt: at,
    });
    await insertUser(trx, {
      id: id(),
      accountId,
      email: SERVICE_ADMIN_EMAIL,
      role: 'ROLE_GOD',
      userRoleId: roleId,
      createdAt: at,
      passwordHash,
    });
  });
}

interface DemoOwner {
  accountId: string;
  spaceId: string;
  at: string;
  id: () => string;
}

/** Draws the demo images and stores them as blobs; their file records are inserted later. */
async function storeDemoImages(services: AppServices, owner: DemoOwner): Promise<NewFile[]> {
  const { accountId, spaceId, at, id } = owner;
  const files: NewFile[] = [];
  for (const image of DEMO_IMAGES) {
    const bytes = await renderDemoImage(image);
    const fileId = id();
    const blobKey = `files/${accountId}/${fileId}`;
    await services.blobs.put(blobKey, bytes, { contentType: 'image/png' });
    files.push({
      id: fileId,
      accountId,
      originalName: image.name,
      mimetype: 'image/png',
      fileSizeInBytes: bytes.length,
      w: DEMO_IMAGE_SIZE.width,
      h: DEMO_IMAGE_SIZE.height,
      duration: null,
      status: 'READY',
      isDemo: true,
      spaceIds: [spaceId],
      blobKey,
      checksum: sha256Hex(bytes),
      createdAt: at,
    });
  }
  return files;
}

/** One image scene per demo file, each filling the screen for a few seconds. */
function demoPlaylistItems(files: NewFile[], id: () => string) {
  return files.map((file, index) => ({
    _id: id(),
    type: 'scene-inline',
    zoneId: 0,
    scene: {
      _id: id(),
      name: DEMO_IMAGES[index]?.text ?? file.originalName,
      type: 'image',
      duration: DEMO_SCENE_DURATION_S,
      sceneItems: [
        {
          _id: id(),
          start: 0,
          end: DEMO_SCENE_DURATION_S,
          x: 0,
          y: 0,
          w: 100,
          h: 100,
          rotation: 0,
          item: { type: 'image', fileId: file.id, body: { imageSizing: 'contain' } },
        },
      ],
    },
  }));
}

import { Repeater } from 'graphql-yoga';
import {
  COLLECTION_NAMES,
  PAIRING_CODE_TTL_MS,
  PAIRING_MAX_WRONG_TRIES_PER_MINUTE,
  PERMISSIONS,
  PLATFORM_TYPES,
  type CollectionName,
} from '@marquee/sdk/model';
import { badUserInput, conflict, MESSAGES, notFound, tooManyRequests } from '../../errors.js';
import type { GraphQLContext } from '../../http/context.js';
import { randomToken, sha256Hex, uuidv7 } from '../../ids.js';
import { mapEvents, startWith } from '../../pubsub/streams.js';
import { requireDevice, requirePermission } from '../../graphql/guards.js';
import { findEntityName } from '../playable-content/entities.js';
import { formatPairingCode, generatePairingCode, normalisePairingCode } from './pairing-code.js';
import * as pairings from './pairing-repo.js';
import type { PairingRow } from './pairing-repo.js';
import { isOnline } from './online.js';
import * as repo from './repo.js';
import type { DeviceRow } from './repo.js';

const RATE_WINDOW_MS = 60_000;
type PairingStatus = 'WAITING' | 'PAIRED' | 'EXPIRED';

function statusOf(p: PairingRow, now: Date): PairingStatus {
  if (p.status !== 'WAITING') return 'PAIRED';
  return now.toISOString() >= p.expiresAt ? 'EXPIRED' : 'WAITING';
}

export async function requestPairingCode(ctx: GraphQLContext, platform: string) {
  if (!(PLATFORM_TYPES as readonly string[]).includes(platform)) {
    const message = `Unknown platform; use one of ${PLATFORM_TYPES.join(', ')}`;
    throw badUserInput(message, [{ path: 'platform', message }]);
  }
  const { db } = ctx.services;
  const now = ctx.now();
  await pairings.deleteExpiredWaiting(
    db,
    new Date(now.getTime() - 24 * 60 * 60 * 1000).toISOString(),
  );
  // 40 random bits make a clash among live codes very unlikely; still, never hand out a live one twice.
  let code = generatePairingCode();
  while (await pairings.findWaitingPairingByCode(db, code, now.toISOString()))
    code = generatePairingCode();
  const secret = randomToken('mqp_');
  const expiresAt = new Date(now.getTime() + PAIRING_CODE_TTL_MS).toISOString();
  await pairings.insertPairing(db, {
    id: uuidv7(now.getTime()),
    code,
    secretHash: sha256Hex(secret),
    platform,
    expiresAt,
    createdAt: now.toISOString(),
  });
  return { pairingCode: formatPairingCode(code), pairingSecret: secret, expiresAt };
}

/** First the current state, then every change, ending after PAIRED or EXPIRED. */
export async function pairingState(ctx: GraphQLContext, secret: string) {
  const { db, pubsub, clock } = ctx.services;
  const pairing = await pairings.findPairingBySecretHash(db, sha256Hex(secret));
  if (!pairing) throw notFound('Pairing');
  return new Repeater<{ status: PairingStatus }>(async (push, stop) => {
    const events = pubsub.subscribe('pairing:changed', pairing.id);
    const untilExpiry = new Date(pairing.expiresAt).getTime() - clock.now().getTime();
    const cancelTimer = clock.setTimeout(
      () => pubsub.publish('pairing:changed', pairing.id, { pairingId: pairing.id }),
      untilExpiry,
    );
    void stop.then(() => {
      cancelTimer();
      void events.return?.();
    });
    let last: PairingStatus | undefined;
    const emitCurrent = async () => {
      const fresh = await pairings.findPairingById(db, pairing.id);
      const status = fresh ? statusOf(fresh, clock.now()) : 'EXPIRED';
      if (status !== last) {
        last = status;
        await push({ status });
      }
      return status !== 'WAITING';
    };
    if (await emitCurrent()) return stop();
    for await (const _event of events) {
      if (await emitCurrent()) break;
    }
    stop();
  });
}

async function assertUnderWrongTryLimit(ctx: GraphQLContext, clientKeys: string[]) {
  const since = new Date(ctx.now().getTime() - RATE_WINDOW_MS).toISOString();
  const wrong = await pairings.countAttemptsSince(ctx.services.db, clientKeys, since);
  if (wrong >= PAIRING_MAX_WRONG_TRIES_PER_MINUTE)
    throw tooManyRequests(MESSAGES.tooManyPairingTries);
}

async function recordWrongTry(ctx: GraphQLContext, clientKeys: string[]) {
  const now = ctx.now();
  await pairings.deleteAttemptsBefore(
    ctx.services.db,
    new Date(now.getTime() - RATE_WINDOW_MS).toISOString(),
  );
  await pairings.recordAttempts(
    ctx.services.db,
    clientKeys.map((clientKey) => ({
      id: uuidv7(now.getTime()),
      clientKey,
      at: now.toISOString(),
    })),
  );
}

export async function pairDevice(ctx: GraphQLContext, pairingCode: string, name: string) {
  const { user, session } = requirePermission(ctx, PERMISSIONS.device.register);
  const { db, pubsub } = ctx.services;
  // Limited per user and per client address, so neither many accounts nor many IPs help a guesser much.
  const clientKeys = [`user:${user.id}`, `ip:${ctx.clientIp}`];
  await assertUnderWrongTryLimit(ctx, clientKeys);

  const trimmedName = name.trim();
  if (!trimmedName) throw badUserInput('Required', [{ path: 'name', message: 'Required' }]);

  const now = ctx.now();
  const code = normalisePairingCode(pairingCode);
  const pairing = code
    ? await pairings.findWaitingPairingByCode(db, code, now.toISOString())
    : undefined;
  if (!pairing) {
    await recordWrongTry(ctx, clientKeys);
    throw badUserInput(MESSAGES.unknownPairingCode, [
      { path: 'pairingCode', message: MESSAGES.unknownPairingCode },
    ]);
  }

  const device: Omit<DeviceRow, 'openConnections' | 'lastSeenAt' | 'timeZone' | 'deviceInfo'> = {
    id: uuidv7(now.getTime()),
    accountId: user.accountId,
    spaceId: session.currentSpaceId,
    name: trimmedName,
    platform: pairing.platform,
    publishedCollection: null,
    publishedEntityId: null,
    createdAt: now.toISOString(),
  };
  const paired = await db.transaction().execute(async (trx) => {
    await repo.insertDevice(trx, device);
    if (await pairings.markPaired(trx, pairing.id, user.accountId, device.id)) return true;
    throw conflict('This code was just used to pair another screen');
  });
  if (paired) {
    pubsub.publish('pairing:changed', pairing.id, { pairingId: pairing.id });
    pubsub.publish('device:changed', user.accountId, { deviceId: device.id });
  }
  ctx.services.logger.info({ requestId: ctx.requestId, deviceId: device.id }, 'device paired');
  return {
    ...device,
    openConnections: 0,
    lastSeenAt: null,
    timeZone: null,
    deviceInfo: null,
  } satisfies DeviceRow;
}

export async function claimDevice(ctx: GraphQLContext, secret: string) {
  const { db } = ctx.services;
  const pairing = await pairings.findPairingBySecretHash(db, sha256Hex(secret));
  if (!pairing) throw badUserInput(MESSAGES.unknownPairingCode);
  const status = statusOf(pairing, ctx.now());
  if (status === 'EXPIRED') throw badUserInput(MESSAGES.unknownPairingCode);
  if (status === 'WAITING') throw conflict('The screen is not paired yet');
  if (pairing.status === 'CLAIMED' || !pairing.deviceId || !pairing.accountId) {
    throw conflict('The device token was already handed out');
  }
  if (!(await pairings.markClaimed(db, pairing.id)))
    throw conflict('The device token was already handed out');
  const token = randomToken('mqd_');
  const now = ctx.now();
  await repo.insertDeviceToken(db, {
    id: uuidv7(now.getTime()),
    tokenHash: sha256Hex(token),
    deviceId: pairing.deviceId,
    accountId: pairing.accountId,
    createdAt: now.toISOString(),
  });
  return { deviceId: pairing.deviceId, deviceToken: token };
}

export function devices(ctx: GraphQLContext) {
  const { user, session } = requirePermission(ctx, PERMISSIONS.device.read);
  return repo.listDevices(ctx.services.db, user.accountId, session.currentSpaceId);
}

export async function device(ctx: GraphQLContext, id: string) {
  const { user, session } = requirePermission(ctx, PERMISSIONS.device.read);
  const space = session.currentSpaceId;
  return (await repo.findDeviceInSpace(ctx.services.db, user.accountId, space, id)) ?? null;
}

export async function currentDevice(ctx: GraphQLContext) {
  const { device } = requireDevice(ctx);
  return (await repo.findDevice(ctx.services.db, device.accountId, device.id)) ?? null;
}

export async function publishToDevice(
  ctx: GraphQLContext,
  deviceId: string,
  content: { collectionName: CollectionName; entityId: string },
) {
  const { user, session } = requirePermission(ctx, PERMISSIONS.device.manageContent);
  const { db } = ctx.services;
  if (!COLLECTION_NAMES.includes(content.collectionName))
    throw badUserInput('Unknown collection name');
  // Both the screen and what it is to show must be in the operator's current space.
  const space = session.currentSpaceId;
  const target = await repo.findDeviceInSpace(db, user.accountId, space, deviceId);
  if (!target) throw notFound('Device');
  const { collectionName, entityId } = content;
  const name = await findEntityName(db, user.accountId, space, collectionName, entityId);
  if (name === undefined) throw notFound(`The ${content.collectionName}`);
  await repo.setPublishedContent(db, user.accountId, deviceId, content);
  notifyDevicesChanged(ctx, user.accountId, [deviceId]);
  return (await repo.findDevice(db, user.accountId, deviceId)) ?? target;
}

/** Tells each device (and the operators watching the account) that what it plays changed. */
export function notifyDevicesChanged(
  ctx: GraphQLContext,
  accountId: string,
  deviceIds: readonly string[],
) {
  for (const deviceId of deviceIds) {
    ctx.services.pubsub.publish('device:current-changed', deviceId, { deviceId });
    ctx.services.pubsub.publish('device:changed', accountId, { deviceId });
  }
}

/**
 * For writes to content: every device showing one of these entities must refetch. Callers pass
 * the changed entity and the entities that contain it (a playlist nested in the published one).
 */
export async function notifyDevicesShowing(
  ctx: GraphQLContext,
  accountId: string,
  entityIds: readonly string[],
) {
  const showing = await repo.findDevicesShowing(ctx.services.db, accountId, entityIds);
  notifyDevicesChanged(
    ctx,
    accountId,
    showing.map((d) => d.id),
  );
}

export function currentDeviceChanged(ctx: GraphQLContext) {
  const { device } = requireDevice(ctx);
  const { pubsub } = ctx.services;
  const loaders = ctx.services.deviceLoaders;
  // The current state first: a change published between the player's last query and this
  // subscription taking effect would otherwise be missed until the next one.
  const changes = startWith<unknown>(null, pubsub.subscribe('device:current-changed', device.id));
  return mapEvents(changes, () => loaders.device(device.accountId, device.id));
}

export function deviceChanged(ctx: GraphQLContext) {
  const { user, session } = requirePermission(ctx, PERMISSIONS.device.read);
  const { pubsub } = ctx.services;
  const loaders = ctx.services.deviceLoaders;
  // Events are per account; an operator hears only of screens in the current space (or in none).
  const space = session.currentSpaceId;
  return mapEvents(pubsub.subscribe('device:changed', user.accountId), async ({ deviceId }) => {
    const device = await loaders.device(user.accountId, deviceId);
    return device && (!space || !device.spaceId || device.spaceId === space) ? device : undefined;
  });
}

export const onlineStatus = (ctx: GraphQLContext, d: DeviceRow) =>
  isOnline(d, ctx.now()) ? 'online' : 'offline';

/**
 * `withName`: the caller selected the entity's name (a player's subscription usually does not).
 * Without it the answer is plain data, not a promise: one publish resolves this for every screen.
 */
export function publishedContent(ctx: GraphQLContext, d: DeviceRow, withName = true) {
  if (!d.publishedCollection || !d.publishedEntityId) return null;
  const collectionName = d.publishedCollection as CollectionName;
  const entityId = d.publishedEntityId;
  if (!withName) return { collectionName, entityId, name: null };
  return ctx.services.deviceLoaders
    .entityName(d.accountId, collectionName, entityId)
    .then((name) => ({ collectionName, entityId, name: name ?? null }));
}

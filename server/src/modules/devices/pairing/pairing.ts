import { Repeater } from 'graphql-yoga';
import { PAIRING_CODE_TTL_MS, PERMISSIONS, PLATFORM_TYPES } from '@marquee/sdk/model';
import type { AppServices } from '../../../app-services.js';
import { badUserInput, conflict, MESSAGES, notFound, tooManyRequests } from '../../../errors.js';
import { assertPermission } from '../../../graphql/guards.js';
import { randomToken, sha256Hex, uuidv7 } from '../../../ids.js';
import { RATE_LIMITS } from '../../../rate-limits.js';
import type { Scope } from '../../../scope.js';
import { userIdOf } from '../actor.js';
import { formatPairingCode, generatePairingCode, normalisePairingCode } from './code.js';
import * as pairings from './repo.js';
import { assertScreenRoom } from './screen-limit.js';
import type { PairingRow } from './repo.js';
import * as repo from '../repo.js';
import type { DeviceRow } from '../repo.js';

// Pairing a screen: the player asks for a code, an operator types it in, the player claims its
// device token with the secret only it holds.

type PairingStatus = 'WAITING' | 'PAIRED' | 'EXPIRED';

/** What pairing needs to know about the operator's request. */
export interface PairingRequest {
  clientIp: string;
  requestId: string;
}

function statusOf(p: PairingRow, now: Date): PairingStatus {
  if (p.status !== 'WAITING') return 'PAIRED';
  return now.toISOString() >= p.expiresAt ? 'EXPIRED' : 'WAITING';
}

export const TOO_MANY_PAIRING_CODES =
  'Too many pairing codes requested from this address. Try again in a minute.';

export async function requestPairingCode(
  app: AppServices,
  request: Pick<PairingRequest, 'clientIp'>,
  platform: string,
) {
  if (!(PLATFORM_TYPES as readonly string[]).includes(platform)) {
    const message = `Unknown platform; use one of ${PLATFORM_TYPES.join(', ')}`;
    throw badUserInput(message, [{ path: 'platform', message }]);
  }
  const { db } = app;
  const now = app.clock.now();
  if (!(await app.rateLimits.take(RATE_LIMITS.pairingCodesPerAddress, request.clientIp, now)))
    throw tooManyRequests(TOO_MANY_PAIRING_CODES);
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
export async function pairingState(app: AppServices, secret: string) {
  const { db, pubsub, clock } = app;
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

/**
 * Takes a wrong-code try per user and per address before the code is looked up (a right code
 * gives it back), so parallel guesses are counted before any of them is tried. Both keys in one
 * atomic step (RateLimiter.takeAll), so parallel tries are counted in the same order on both
 * and exactly the limit gets through.
 */
async function takeWrongTry(app: AppServices, clientKeys: readonly string[]) {
  const allowed = await app.rateLimits.takeAll(
    RATE_LIMITS.wrongPairingCodes,
    clientKeys,
    app.clock.now(),
  );
  if (!allowed) throw tooManyRequests(MESSAGES.tooManyPairingTries);
}

async function refundWrongTry(app: AppServices, clientKeys: readonly string[]) {
  for (const key of clientKeys) await app.rateLimits.refund(RATE_LIMITS.wrongPairingCodes, key);
}

export async function pairDevice(
  app: AppServices,
  scope: Scope,
  request: PairingRequest,
  pairingCode: string,
  name: string,
) {
  assertPermission(scope, PERMISSIONS.device.register);
  const userId = userIdOf(scope);
  const { db, pubsub } = app;
  // Limited per user and per client address, so neither many accounts nor many IPs help a guesser much.
  const clientKeys = [`user:${userId}`, `ip:${request.clientIp}`];
  const trimmedName = name.trim();
  if (!trimmedName) throw badUserInput('Required', [{ path: 'name', message: 'Required' }]);
  await takeWrongTry(app, clientKeys);

  const now = app.clock.now();
  const code = normalisePairingCode(pairingCode);
  const pairing = code
    ? await pairings.findWaitingPairingByCode(db, code, now.toISOString())
    : undefined;
  if (!pairing)
    throw badUserInput(MESSAGES.unknownPairingCode, [
      { path: 'pairingCode', message: MESSAGES.unknownPairingCode },
    ]);
  await refundWrongTry(app, clientKeys);

  const device: Omit<DeviceRow, 'openConnections' | 'lastSeenAt' | 'timeZone' | 'deviceInfo'> = {
    id: uuidv7(now.getTime()),
    accountId: scope.accountId,
    spaceId: scope.spaceId,
    name: trimmedName,
    platform: pairing.platform,
    publishedCollection: null,
    publishedEntityId: null,
    createdAt: now.toISOString(),
  };
  const paired = await db.transaction().execute(async (trx) => {
    await assertScreenRoom(app, trx, scope.accountId);
    await repo.insertDevice(trx, device);
    if (await pairings.markPaired(trx, pairing.id, scope.accountId, device.id)) return true;
    throw conflict('This code was just used to pair another screen');
  });
  if (paired) {
    pubsub.publish('pairing:changed', pairing.id, { pairingId: pairing.id });
    pubsub.publish('device:changed', scope.accountId, { deviceId: device.id });
  }
  app.logger.info({ requestId: request.requestId, deviceId: device.id }, 'device paired');
  return {
    ...device,
    openConnections: 0,
    lastSeenAt: null,
    timeZone: null,
    deviceInfo: null,
  } satisfies DeviceRow;
}

export async function claimDevice(app: AppServices, secret: string) {
  const { db } = app;
  const pairing = await pairings.findPairingBySecretHash(db, sha256Hex(secret));
  if (!pairing) throw badUserInput(MESSAGES.unknownPairingCode);
  const status = statusOf(pairing, app.clock.now());
  if (status === 'EXPIRED') throw badUserInput(MESSAGES.unknownPairingCode);
  if (status === 'WAITING') throw conflict('The screen is not paired yet');
  if (pairing.status === 'CLAIMED' || !pairing.deviceId || !pairing.accountId) {
    throw conflict('The device token was already handed out');
  }
  if (!(await pairings.markClaimed(db, pairing.id)))
    throw conflict('The device token was already handed out');
  const token = randomToken('mqd_');
  const now = app.clock.now();
  await repo.insertDeviceToken(db, {
    id: uuidv7(now.getTime()),
    tokenHash: sha256Hex(token),
    deviceId: pairing.deviceId,
    accountId: pairing.accountId,
    createdAt: now.toISOString(),
  });
  return { deviceId: pairing.deviceId, deviceToken: token };
}

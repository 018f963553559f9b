import type { AppServices } from '../app-services.js';

/** Whose access changed: one user, one device, or everyone in an account (a role's permissions). */
export type AccessSubject = { userId: string } | { deviceId: string } | { accountId: string };

export function accessKeyOf(subject: AccessSubject): string {
  if ('userId' in subject) return `user:${subject.userId}`;
  if ('deviceId' in subject) return `device:${subject.deviceId}`;
  return `account:${subject.accountId}`;
}

/**
 * Tells live sockets that a credential may have lost its rights. HTTP requests resolve the
 * caller on every request anyway; a socket resolved it once, so it must hear about it
 * (http/ws.ts closes the ones whose credential no longer resolves to the same rights).
 */
export function announceAccessChange(app: Pick<AppServices, 'pubsub'>, subject: AccessSubject) {
  app.pubsub.publish('access:changed', accessKeyOf(subject), {});
}

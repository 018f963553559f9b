import type { AppServices } from '../app-services.js';
import type { Principal } from '../modules/auth/principal.js';
import { accessKeyOf, type AccessSubject } from '../pubsub/access-changes.js';

/** What a socket was allowed when it opened; any difference later means it must reconnect. */
export function accessFingerprint(principal: Principal): string {
  switch (principal.kind) {
    case 'anonymous':
      return 'anonymous';
    case 'device':
      return `device:${principal.device.id}`;
    case 'user':
      return [
        `session:${principal.session.id}`,
        `key:${principal.apiKey?.id ?? ''}`,
        `permissions:${[...principal.permissions].sort().join(',')}`,
      ].join('|');
  }
}

function subjectsOf(principal: Principal): AccessSubject[] {
  if (principal.kind === 'device')
    return [{ deviceId: principal.device.id }, { accountId: principal.device.accountId }];
  if (principal.kind === 'user')
    return [{ userId: principal.user.id }, { accountId: principal.user.accountId }];
  return [];
}

/**
 * Keeps a socket's rights in step with its credential: on each access change announced for its
 * user, device or account, the credential is resolved again, and a socket whose rights differ
 * from those it opened with is closed (a client reconnects and is authorised afresh). Anonymous
 * sockets have nothing to lose. Returns the stop function for when the socket closes.
 */
export function watchSocketAccess(
  services: Pick<AppServices, 'pubsub'>,
  opened: Principal,
  resolveAgain: () => Promise<Principal>,
  revoke: () => void,
): () => void {
  const fingerprint = accessFingerprint(opened);
  const streams = subjectsOf(opened).map((subject) =>
    services.pubsub.subscribe('access:changed', accessKeyOf(subject)),
  );
  let stopped = false;
  // One check at a time: a burst of announcements needs only the latest answer.
  let checking: Promise<void> = Promise.resolve();
  const check = () => {
    checking = checking.then(async () => {
      if (stopped) return;
      const now = await resolveAgain().catch(() => null);
      if (stopped) return;
      if (!now || accessFingerprint(now) !== fingerprint) {
        stop();
        revoke();
      }
    });
    return checking;
  };
  const stop = () => {
    if (stopped) return;
    stopped = true;
    for (const stream of streams) void stream.return?.();
  };
  for (const stream of streams) {
    void (async () => {
      for await (const _ of stream) await check();
    })();
  }
  return stop;
}

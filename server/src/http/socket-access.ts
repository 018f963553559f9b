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
 *
 * Held by every open socket, 10,000 of them for a fleet, so it listens with plain callbacks: a
 * socket waiting for an announcement holds two listeners and a few flags, not a stream and a
 * suspended loop per subject.
 */
export function watchSocketAccess(
  services: Pick<AppServices, 'pubsub'>,
  opened: Principal,
  resolveAgain: () => Promise<Principal>,
  revoke: () => void,
): () => void {
  const fingerprint = accessFingerprint(opened);
  let stopped = false;
  // One check at a time, and a burst of announcements heard during one needs only one more: its
  // answer is the latest.
  let checking = false;
  let again = false;
  const check = async () => {
    if (checking) {
      again = true;
      return;
    }
    checking = true;
    try {
      do {
        again = false;
        const now = await resolveAgain().catch(() => null);
        if (stopped) return;
        if (!now || accessFingerprint(now) !== fingerprint) {
          stop();
          revoke();
          return;
        }
      } while (again && !stopped);
    } finally {
      checking = false;
    }
  };
  const heard = () => {
    if (!stopped) void check();
  };
  const unlisten = subjectsOf(opened).map((subject) =>
    services.pubsub.listen('access:changed', accessKeyOf(subject), heard),
  );
  const stop = () => {
    if (stopped) return;
    stopped = true;
    for (const end of unlisten) end();
  };
  return stop;
}

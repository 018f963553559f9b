import { PERMISSIONS } from '@marquee/sdk/model';
import type { AppServices } from '../../app-services.js';
import type { MailMessage } from '../../mail/mailer.js';
import {
  mediaProcessingFailedMessage,
  screenOfflineMessage,
  storageAlmostFullMessage,
} from '../../mail/messages.js';
import { findAccount } from '../accounts/repo.js';
import { isOnline } from '../devices/presence/rules.js';
import { findDevice } from '../devices/repo.js';
import { findFile, storedBytes, usedStorageBytes } from '../files/repo.js';
import { BYTES_PER_MB, formatMb } from '../files/rules.js';
import { checkPlaybackFailures } from './playback-failing.js';
import { recipients, type Recipient } from './recipients.js';

// The e-mails of /my-profile/notifications. The modules where things happen emit domain events
// (see subscriptions.ts); the notifier reloads what it needs by id and decides who hears of it,
// the debouncing and the texts.

/**
 * Screen offline debounce: a mail goes out only if the device is still offline this long after
 * its latest offline announcement (a reconnect in between, or a newer announcement, restarts the
 * wait), and at most once per device per OFFLINE_MAIL_INTERVAL_MS. A screen that flaps every
 * minute therefore sends nothing; one that stays away sends one mail, and at most one an hour.
 * The state is in memory: a restarted server may mail once more for a device within the hour.
 */
export const OFFLINE_GRACE_MS = 2 * 60_000;
export const OFFLINE_MAIL_INTERVAL_MS = 60 * 60_000;
/** Storage mails go out when an upload confirmation takes stored bytes past this share. */
const STORAGE_WARNING_SHARE = 0.9;

type NotifierDeps = Pick<AppServices, 'db' | 'clock' | 'logger' | 'mailer' | 'config'>;
interface Ref {
  id: string;
  accountId: string;
}

/** The notifier of one server process (AppServices.notifications), built once by app.ts. */
export class Notifier {
  private readonly offlineChecks = new Map<string, () => void>();
  private readonly lastOfflineMail = new Map<string, number>();
  private readonly storageChecks = new Map<string, Promise<void>>();
  private readonly running = new Set<Promise<void>>();

  constructor(private readonly services: NotifierDeps) {}

  private get baseUrl(): string {
    return this.services.config.linkBaseUrl;
  }

  /** Runs work in the background; a failure is logged, never thrown at the caller's flow. */
  private track(what: string, work: () => Promise<void>): void {
    const done: Promise<void> = work()
      .catch((err: unknown) => this.services.logger.warn({ err }, `${what} notification failed`))
      .finally(() => this.running.delete(done));
    this.running.add(done);
  }

  /** Resolves once every notification started so far has been sent (tests wait on it). */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.all([...this.running]);
  }

  private async sendAll(list: Recipient[], message: (r: Recipient) => MailMessage) {
    const mailer = this.services.mailer;
    for (const recipient of list) {
      try {
        await mailer.send(message(recipient));
      } catch (err) {
        // One bad address must not keep the others from hearing of it.
        this.services.logger.warn({ err, to: recipient.email }, 'notification mail failed');
      }
    }
  }

  /** Cancels the offline e-mails still waiting for their grace period (the server stops). */
  stop(): void {
    for (const cancel of this.offlineChecks.values()) cancel();
    this.offlineChecks.clear();
  }

  deviceWentOffline(device: Ref): void {
    const { clock } = this.services;
    const since = clock.now();
    this.offlineChecks.get(device.id)?.();
    const cancel = clock.setTimeout(() => {
      this.offlineChecks.delete(device.id);
      this.track('screen offline', () => this.mailIfStillOffline(device, since));
    }, OFFLINE_GRACE_MS);
    this.offlineChecks.set(device.id, cancel);
  }

  private async mailIfStillOffline(ref: Ref, since: Date) {
    const { db, clock } = this.services;
    const device = await findDevice(db, ref.accountId, ref.id);
    const now = clock.now();
    if (!device || isOnline(device, now)) return;
    const last = this.lastOfflineMail.get(device.id);
    if (last !== undefined && now.getTime() - last < OFFLINE_MAIL_INTERVAL_MS) return;
    this.lastOfflineMail.set(device.id, now.getTime());
    const list = await recipients(db, device.accountId, 'screenOffline', [PERMISSIONS.device.read]);
    await this.sendAll(list, (r) => screenOfflineMessage(r.email, this.baseUrl, device, since));
  }

  /** A screen sent log lines saying something failed to play (see playback-failing.ts). */
  playbackFailed(ref: Ref): void {
    this.track('playback failing', () =>
      checkPlaybackFailures(this.services, (list, message) => this.sendAll(list, message), {
        accountId: ref.accountId,
        deviceId: ref.id,
      }),
    );
  }

  fileProcessingFailed(ref: Ref): void {
    this.track('media processing failed', async () => {
      const file = await findFile(
        this.services.db,
        { accountId: ref.accountId, spaceId: null },
        ref.id,
      );
      if (!file) return;
      const list = await recipients(this.services.db, file.accountId, 'mediaProcessingFailed', [
        PERMISSIONS.media.read,
      ]);
      const facts = {
        name: file.originalName,
        folderId: file.parentFolderId,
        error: file.errorMessage ?? 'Unknown error',
      };
      await this.sendAll(list, (r) => mediaProcessingFailedMessage(r.email, this.baseUrl, facts));
    });
  }

  /**
   * A confirmed upload moves its bytes from "being uploaded" to stored. The mail goes out when
   * that move takes the stored bytes (non-demo files past their upload) from at most 90 % of the
   * account's maximum to over it: once per crossing, and again only after the account dropped
   * back to 90 % or less (deletions) and crossed again. Stateless, so restarts change nothing;
   * confirmations of one account are checked one after another so two cannot both cross.
   */
  uploadConfirmed(ref: Ref): void {
    const previous = this.storageChecks.get(ref.accountId) ?? Promise.resolve();
    const next = previous.then(() => this.mailIfStorageCrossed(ref));
    this.storageChecks.set(ref.accountId, next);
    this.track('storage almost full', async () => {
      await next;
      if (this.storageChecks.get(ref.accountId) === next) this.storageChecks.delete(ref.accountId);
    });
  }

  private async mailIfStorageCrossed(ref: Ref) {
    const { db } = this.services;
    const file = await findFile(db, { accountId: ref.accountId, spaceId: null }, ref.id);
    if (!file || file.isDemo) return;
    const account = await findAccount(db, file.accountId);
    if (!account || account.maxStorageCapacityInMB <= 0) return;
    const maxBytes = account.maxStorageCapacityInMB * BYTES_PER_MB;
    const limit = maxBytes * STORAGE_WARNING_SHARE;
    const after = await storedBytes(db, file.accountId);
    const before = after - file.fileSizeInBytes;
    if (!(before <= limit && after > limit)) return;
    const used = await usedStorageBytes(db, file.accountId);
    const facts = {
      name: account.name,
      usedMb: formatMb(used),
      maxMb: formatMb(maxBytes),
      percent: Math.floor((used / maxBytes) * 100),
    };
    const list = await recipients(db, file.accountId, 'storageAlmostFull', [
      PERMISSIONS.media.read,
      PERMISSIONS.account.manage,
    ]);
    await this.sendAll(list, (r) =>
      storageAlmostFullMessage(
        r.email,
        // Account settings show the storage to account managers; everyone else sees it in media.
        r.permissions.has(PERMISSIONS.account.manage)
          ? `${this.baseUrl}/account`
          : `${this.baseUrl}/files`,
        this.baseUrl,
        facts,
      ),
    );
  }
}

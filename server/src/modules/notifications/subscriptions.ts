import type { AppServices } from '../../app-services.js';

/**
 * Connects the notifier to the domain events it mails about. Called once by app.ts; returns the
 * function that disconnects it and drops the offline e-mails still waiting.
 */
export function startNotifications(app: Pick<AppServices, 'events' | 'notifications'>) {
  const { events, notifications } = app;
  const unsubscribe = [
    events.on('device:went-offline', (e) =>
      notifications.deviceWentOffline({ id: e.deviceId, accountId: e.accountId }),
    ),
    events.on('device:playback-failed', (e) =>
      notifications.playbackFailed({ id: e.deviceId, accountId: e.accountId }),
    ),
    events.on('file:processing-failed', (e) =>
      notifications.fileProcessingFailed({ id: e.fileId, accountId: e.accountId }),
    ),
    events.on('file:upload-confirmed', (e) =>
      notifications.uploadConfirmed({ id: e.fileId, accountId: e.accountId }),
    ),
  ];
  return () => {
    for (const off of unsubscribe) off();
    notifications.stop();
  };
}

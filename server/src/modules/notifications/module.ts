import { defineModule } from '../define-module.js';
import { Notifier } from './notifier.js';
import { startNotifications } from './subscriptions.js';

declare module '../../app-services.js' {
  interface ModuleServices {
    /** The e-mails of /my-profile/notifications (tests wait on `idle()`). */
    notifications: Notifier;
  }
}

export const notificationsModule = defineModule({
  name: 'notifications',
  services: ({ db, clock, logger, mailer, config }) => ({
    notifications: new Notifier({ db, clock, logger, mailer, config }),
  }),
  // Every process: a job that fails mails about it (file:processing-failed) from where it ran.
  start: (app) => startNotifications(app),
});

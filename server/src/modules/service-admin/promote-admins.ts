import type { AppServices } from '../../app-services.js';

/**
 * MARQUEE_SERVICE_ADMINS at start: the users with these e-mails become service admins
 * (ROLE_GOD), once their e-mail is confirmed: anyone may sign up with an address they do not
 * own, so an unconfirmed one is only logged. An address with no user yet, or not confirmed, is
 * tried again at the next start; nobody is demoted here (that is a change in the database).
 */
export async function promoteServiceAdmins(app: AppServices): Promise<void> {
  const emails = app.config.serviceAdminEmails;
  if (emails.length === 0) return;
  await app.db
    .updateTable('users')
    .set({ role: 'ROLE_GOD' })
    .where('email', 'in', [...emails])
    .where('email_confirmed', '=', 1)
    .execute();
  const found = await app.db
    .selectFrom('users')
    .select(['email', 'email_confirmed'])
    .where('email', 'in', [...emails])
    .execute();
  const missing = emails.filter((email) => !found.some((row) => row.email === email));
  const unconfirmed = found.filter((row) => Number(row.email_confirmed) !== 1).map((r) => r.email);
  app.logger.info(
    { serviceAdmins: found.length - unconfirmed.length },
    'service admins from MARQUEE_SERVICE_ADMINS',
  );
  if (unconfirmed.length > 0)
    app.logger.warn(
      { unconfirmed },
      'MARQUEE_SERVICE_ADMINS names users whose e-mail is not confirmed; they are not service admins',
    );
  if (missing.length > 0)
    app.logger.warn({ missing }, 'MARQUEE_SERVICE_ADMINS names e-mails no user has yet');
}

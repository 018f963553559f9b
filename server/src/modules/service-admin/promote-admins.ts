import type { AppServices } from '../../app-services.js';

/**
 * MARQUEE_SERVICE_ADMINS at start: the users with these e-mails become service admins
 * (ROLE_GOD). An address with no user yet is logged and tried again at the next start; nobody is
 * demoted here (taking the role away is a change in the database, on purpose).
 */
export async function promoteServiceAdmins(app: AppServices): Promise<void> {
  const emails = app.config.serviceAdminEmails;
  if (emails.length === 0) return;
  await app.db
    .updateTable('users')
    .set({ role: 'ROLE_GOD' })
    .where('email', 'in', [...emails])
    .execute();
  const found = await app.db
    .selectFrom('users')
    .select('email')
    .where('email', 'in', [...emails])
    .execute();
  const missing = emails.filter((email) => !found.some((row) => row.email === email));
  app.logger.info({ serviceAdmins: found.length }, 'service admins from MARQUEE_SERVICE_ADMINS');
  if (missing.length > 0)
    app.logger.warn({ missing }, 'MARQUEE_SERVICE_ADMINS names e-mails no user has yet');
}

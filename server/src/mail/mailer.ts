import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Clock } from '../clock.js';
import type { Config } from '../config.js';
import { uuidv7 } from '../ids.js';
import type { Logger } from '../logger.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** Outgoing mail. Two implementations: SMTP (SMTP_URL set) and the embedded outbox folder. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** What a mailer needs of the process (the infrastructure, not the whole AppServices). */
export interface MailerDeps {
  config: Config;
  logger: Logger;
  clock: Clock;
}

/** Embedded default: one RFC 822 file per message under DATA_DIR/outbox, its path logged. */
function outboxMailer(services: MailerDeps): Mailer {
  const dir = join(services.config.dataDir, 'outbox');
  return {
    async send(message) {
      await mkdir(dir, { recursive: true });
      const now = services.clock.now();
      const file = join(dir, `${now.toISOString().replace(/[:.]/g, '-')}-${uuidv7()}.eml`);
      const body = [
        `From: ${services.config.mailFrom}`,
        `To: ${message.to}`,
        `Subject: ${message.subject}`,
        `Date: ${now.toUTCString()}`,
        'Content-Type: text/plain; charset=utf-8',
        '',
        message.text,
        '',
      ].join('\r\n');
      await writeFile(file, body, 'utf8');
      services.logger.info(
        { to: message.to, subject: message.subject, file },
        'mail written to outbox',
      );
    },
  };
}

function smtpMailer(services: Omit<MailerDeps, 'clock'>, smtpUrl: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({ from: services.config.mailFrom, ...message });
      services.logger.info({ to: message.to, subject: message.subject }, 'mail sent over SMTP');
    },
  };
}

/** The mailer configuration asks for: SMTP when SMTP_URL is set, else the outbox folder. */
export function createMailer(services: MailerDeps): Mailer {
  const url = services.config.smtpUrl;
  return url ? smtpMailer(services, url) : outboxMailer(services);
}

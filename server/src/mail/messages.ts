import type { MailMessage } from './mailer.js';

// The texts of the mails the account flows send. Links point at the console's public routes.

export const confirmEmailMessage = (to: string, baseUrl: string, token: string): MailMessage => ({
  to,
  subject: 'Confirm your e-mail for Marquee',
  text: [
    'Welcome to Marquee.',
    '',
    'Confirm your e-mail address by opening this link:',
    `${baseUrl}/email-confirm?token=${encodeURIComponent(token)}`,
  ].join('\n'),
});

export const passwordRecoveryMessage = (
  to: string,
  baseUrl: string,
  token: string,
  validHours: number,
): MailMessage => ({
  to,
  subject: 'Reset your Marquee password',
  text: [
    'Someone asked to reset the password of this Marquee user.',
    '',
    `Choose a new password here (the link works once, for ${validHours} hours):`,
    `${baseUrl}/change-password/${encodeURIComponent(token)}`,
    '',
    'If it was not you, ignore this e-mail.',
  ].join('\n'),
});

export const invitationMessage = (
  to: string,
  baseUrl: string,
  token: string,
  accountName: string,
): MailMessage => ({
  to,
  subject: `You are invited to ${accountName} on Marquee`,
  text: [
    `You are invited to join the account "${accountName}" on Marquee.`,
    '',
    'Accept the invitation and choose your password here:',
    `${baseUrl}/join-account?token=${encodeURIComponent(token)}`,
  ].join('\n'),
});

/** The first URL in a mail's text (tests and the e2e suite follow links this way). */
export function firstLink(text: string): string | undefined {
  return /https?:\/\/\S+/.exec(text)?.[0];
}

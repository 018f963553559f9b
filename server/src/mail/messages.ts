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

// Notification mails (/my-profile/notifications). Each names what happened, links to the console
// page that shows it and says where the switch is, so a recipient can turn it off.

const notificationFooter = (baseUrl: string) => [
  '',
  `You get this e-mail because it is switched on in ${baseUrl}/my-profile/notifications.`,
];

export const screenOfflineMessage = (
  to: string,
  baseUrl: string,
  device: { id: string; name: string },
  offlineSince: Date,
): MailMessage => ({
  to,
  subject: `Screen "${device.name}" is offline`,
  text: [
    `The screen "${device.name}" went offline at ${offlineSince.toISOString().replace('T', ' ').slice(0, 16)} UTC and has not come back.`,
    '',
    'See the screen here:',
    `${baseUrl}/devices/${encodeURIComponent(device.id)}`,
    ...notificationFooter(baseUrl),
  ].join('\n'),
});

export const screenPlaybackFailingMessage = (
  to: string,
  baseUrl: string,
  device: { id: string; name: string },
  failures: { count: number; minutes: number; latest: string },
): MailMessage => ({
  to,
  subject: `Screen "${device.name}" keeps failing to play`,
  text: [
    `The screen "${device.name}" reported ${failures.count} playback failures in the last ${failures.minutes} minutes. The latest:`,
    failures.latest,
    '',
    'See its log here:',
    `${baseUrl}/devices/${encodeURIComponent(device.id)}#device-logs-title`,
    '',
    `You will not hear of this screen again until it has played ${failures.minutes} minutes without a failure.`,
    ...notificationFooter(baseUrl),
  ].join('\n'),
});

export const mediaProcessingFailedMessage = (
  to: string,
  baseUrl: string,
  file: { name: string; folderId: string | null; error: string },
): MailMessage => ({
  to,
  subject: `"${file.name}" could not be processed`,
  text: [
    `The media file "${file.name}" could not be processed:`,
    file.error,
    '',
    'See the file here:',
    file.folderId
      ? `${baseUrl}/files/folder/${encodeURIComponent(file.folderId)}`
      : `${baseUrl}/files`,
    ...notificationFooter(baseUrl),
  ].join('\n'),
});

export const storageAlmostFullMessage = (
  to: string,
  link: string,
  baseUrl: string,
  account: { name: string; usedMb: string; maxMb: string; percent: number },
): MailMessage => ({
  to,
  subject: `Storage of ${account.name} is ${account.percent} % full`,
  text: [
    `The account "${account.name}" now uses ${account.usedMb} of its ${account.maxMb} storage (${account.percent} %).`,
    'New uploads fail once it is full; delete files you no longer need.',
    '',
    'See the storage here:',
    link,
    ...notificationFooter(baseUrl),
  ].join('\n'),
});

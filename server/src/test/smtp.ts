import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A real SMTP server on a free port that keeps what it receives (decoded plain text). */
export async function startTestSmtp() {
  const messages: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => (raw += chunk));
      stream.on('end', () => {
        // Undo quoted-printable soft breaks and escapes, which nodemailer uses for long lines.
        messages.push(
          raw
            .replace(/=\r?\n/g, '')
            .replace(/=([0-9A-F]{2})/g, (_m, hex: string) =>
              String.fromCharCode(parseInt(hex, 16)),
            ),
        );
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    /** The first link of the latest mail to `to`. */
    linkTo(to: string): string {
      const mail = [...messages].reverse().find((m) => m.includes(`To: ${to}`));
      const link = mail && /https?:\/\/\S+/.exec(mail)?.[0];
      if (!link) throw new Error(`no mail with a link to ${to}`);
      return link;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

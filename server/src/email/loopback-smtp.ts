// A real SMTP server on 127.0.0.1 (smtp-server) for `npm start`'s demo and the tests: it takes every message, keeps it in
// memory (the newest 200) and hands it to `onMessage`; nothing leaves the machine.
import type { AddressInfo } from 'node:net';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: Buffer;
  at: Date;
}

export interface LoopbackSmtp {
  port: number;
  received: ReceivedMail[];
  close(): Promise<void>;
}

export async function startLoopbackSmtp(onMessage?: (mail: ReceivedMail) => void): Promise<LoopbackSmtp> {
  // Loaded only when the demo's own mail server starts (smtp-server shares nodemailer's 5 MB; mailer.ts says why).
  const { SMTPServer } = await import('smtp-server');
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    // Plain SMTP on loopback: no TLS to negotiate, no sign-in to check.
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    size: 2 * 1024 * 1024,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const mail: ReceivedMail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks),
          at: new Date(),
        };
        received.push(mail);
        if (received.length > 200) received.shift();
        try {
          onMessage?.(mail);
        } finally {
          callback();
        }
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

// Every email leaves through one Mailer: nodemailer's SMTP transport built from the settings (SMTP_URL or SMTP_HOST …,
// config.ts). Without them the mailer is off and every module says so (the email channel is off); nothing is queued for
// a mailer that cannot send. The password is handed to nodemailer and never logged (its logger stays off).
import type { Transporter } from 'nodemailer';
import type { SmtpConfig } from '../config';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers (List-Unsubscribe …). */
  headers?: Record<string, string>;
}

export interface Mailer {
  /** Whether email can be sent at all (SMTP configured). */
  readonly on: boolean;
  /** The settings behind it (links in an email need the scheme and port), when on. */
  readonly settings?: SmtpConfig;
  /** Sends one message; throws with the reason when the server refuses it. Answers the message id. */
  send(message: MailMessage): Promise<{ receipt: string }>;
  close(): void;
}

export function createMailer(settings: SmtpConfig | undefined): Mailer {
  if (!settings) {
    return {
      on: false,
      async send() {
        throw new Error('邮件渠道未开启：服务器没有配置发信（SMTP）');
      },
      close() {},
    };
  }
  const auth = settings.user ? { user: settings.user, pass: settings.password ?? '' } : undefined;
  // nodemailer is loaded by the first message, not at the server's start: about 5 MB of heap a server that sends no
  // email never needs (issue 29's memory aim).
  let opened: Promise<Transporter> | undefined;
  const open = async (): Promise<Transporter> => {
    const { default: nodemailer } = await import('nodemailer');
    if (settings.url) return nodemailer.createTransport(settings.url);
    return nodemailer.createTransport({
      host: settings.host,
      port: settings.port,
      secure: settings.port === 465,
      auth,
      // The demo's loopback server speaks plain SMTP on 127.0.0.1; anywhere else STARTTLS is used when offered.
      ignoreTLS: settings.loopback === true,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
      logger: false,
    });
  };
  return {
    on: true,
    settings,
    async send(message) {
      opened ??= open();
      const info = await (await opened).sendMail({
        from: settings.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        headers: message.headers,
      });
      return { receipt: String(info.messageId ?? '').slice(0, 64) };
    },
    close: () => void opened?.then((transport) => transport.close()),
  };
}

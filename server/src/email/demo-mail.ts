// `npm start`'s demo mail: a loopback SMTP server (loopback-smtp.ts) the server sends to, each message written to
// DATA_DIR/demo-mail/<time>-<n>.eml (open it with any mail client) and its recipient and subject on stdout. Nothing
// leaves the machine. Mutates `config.smtp` before the app is built.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '../config';
import { startLoopbackSmtp } from './loopback-smtp';

function subjectOf(raw: Buffer): string {
  const header = raw
    .toString('utf8')
    .split(/\r?\n\r?\n/, 1)[0]
    .replace(/\r?\n[ \t]+/g, ' ');
  const line = /^subject:\s*(.*)$/im.exec(header)?.[1] ?? '';
  // RFC 2047 encoded words, as nodemailer writes Chinese subjects (base64 or quoted-printable, UTF-8).
  return line.replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_, encoding: string, text: string) =>
    encoding.toLowerCase() === 'b'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(
          text.replace(/_/g, ' ').replace(/=([0-9a-f]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
          'latin1',
        ).toString('utf8'),
  );
}

export async function startDemoMail(config: Config) {
  const folder = join(config.dataDir, 'demo-mail');
  mkdirSync(folder, { recursive: true });
  let n = 0;
  const smtp = await startLoopbackSmtp((mail) => {
    n += 1;
    const file = join(folder, `${mail.at.toISOString().replace(/[:.]/g, '-')}-${n}.eml`);
    writeFileSync(file, mail.raw);
    process.stdout.write(`[demo mail] to ${mail.to.join(', ')}: ${subjectOf(mail.raw)} (${file})\n`);
  });
  config.smtp = {
    host: '127.0.0.1',
    port: smtp.port,
    from: `Commune 演示 <noreply@${config.baseDomain}>`,
    linkScheme: 'http',
    linkPortSuffix: config.port === 80 ? '' : `:${config.port}`,
    loopback: true,
  };
  return smtp;
}

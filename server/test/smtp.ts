// A real SMTP server on loopback for tests (the one `npm start`'s demo runs), and what arrived parsed with mailparser.
import { type ParsedMail, simpleParser } from 'mailparser';
import type { SmtpConfig } from '../src/config';
import { startLoopbackSmtp } from '../src/email/loopback-smtp';

export interface TestSmtp {
  /** Settings for startTestServer's config (`smtp`). */
  settings: SmtpConfig;
  /** Every message that arrived so far, parsed, oldest first. */
  messages(): Promise<ParsedMail[]>;
  /** Waits until at least `count` messages arrived (5 s), answers them all. */
  waitFor(count: number): Promise<ParsedMail[]>;
  /** Forgets what arrived. */
  clear(): void;
  close(): Promise<void>;
}

export async function startTestSmtp(): Promise<TestSmtp> {
  const smtp = await startLoopbackSmtp();
  const messages = () => Promise.all(smtp.received.map((m) => simpleParser(m.raw)));
  return {
    settings: {
      host: '127.0.0.1',
      port: smtp.port,
      from: '测试社区 <noreply@localhost>',
      linkScheme: 'http',
      linkPortSuffix: '',
      loopback: true,
    },
    messages,
    async waitFor(count) {
      const deadline = Date.now() + 5000;
      while (smtp.received.length < count && Date.now() < deadline) await new Promise((r) => setTimeout(r, 25));
      return messages();
    },
    clear: () => {
      smtp.received.length = 0;
    },
    close: smtp.close,
  };
}

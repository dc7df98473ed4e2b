// A small authoritative DNS server on loopback for tests (UDP, RFC 1035 wire format): it answers A and TXT queries
// from records the test publishes, NXDOMAIN for names it has none for and an empty answer for a type it lacks.
// No DNS server package is installed; custom-domain checks ask it through DNS_SERVERS, exactly as they ask a real one.
import { createSocket, type RemoteInfo } from 'node:dgram';

const TYPE_A = 1;
const TYPE_TXT = 16;
const CLASS_IN = 1;

interface Records {
  a: string[];
  txt: string[];
}

export interface TestDnsServer {
  /** `127.0.0.1:<port>`, for DNS_SERVERS. */
  address: string;
  setTxt(name: string, ...values: string[]): void;
  setA(name: string, ...addresses: string[]): void;
  /** Queries answered so far, as `name TYPE`. */
  queries: string[];
  close(): Promise<void>;
}

/** The question's name, type and class, and where the question ends. */
function readQuestion(message: Buffer): { name: string; type: number; klass: number; end: number } | null {
  let offset = 12;
  const labels: string[] = [];
  while (offset < message.length) {
    const length = message[offset];
    if (length === 0) break;
    // A question's name is never compressed; a pointer or an overlong label is a malformed query.
    if (length > 63 || offset + 1 + length > message.length) return null;
    labels.push(message.toString('latin1', offset + 1, offset + 1 + length));
    offset += 1 + length;
  }
  if (offset + 5 > message.length) return null;
  return {
    name: labels.join('.').toLowerCase(),
    type: message.readUInt16BE(offset + 1),
    klass: message.readUInt16BE(offset + 3),
    end: offset + 5,
  };
}

/** One resource record pointing back at the question's name (offset 12). */
function record(type: number, rdata: Buffer): Buffer {
  const head = Buffer.alloc(12);
  head.writeUInt16BE(0xc00c, 0);
  head.writeUInt16BE(type, 2);
  head.writeUInt16BE(CLASS_IN, 4);
  head.writeUInt32BE(60, 6);
  head.writeUInt16BE(rdata.length, 10);
  return Buffer.concat([head, rdata]);
}

/** A TXT value as character-strings of at most 255 bytes each. */
function txtData(value: string): Buffer {
  const bytes = Buffer.from(value, 'utf8');
  const parts: Buffer[] = [];
  for (let i = 0; i < bytes.length || i === 0; i += 255) {
    const piece = bytes.subarray(i, i + 255);
    parts.push(Buffer.from([piece.length]), piece);
  }
  return Buffer.concat(parts);
}

export function answer(message: Buffer, zone: Map<string, Records>): Buffer | null {
  if (message.length < 12 || message[2] & 0x80) return null;
  const question = readQuestion(message);
  const header = Buffer.alloc(12);
  message.copy(header, 0, 0, 2);
  const recursionDesired = message[2] & 0x01;
  // QR, authoritative, the query's RD copied, recursion available.
  header[2] = 0x84 | recursionDesired;
  header[3] = 0x80;
  if (!question || message.readUInt16BE(4) !== 1) {
    header[3] |= 1; // FORMERR
    return header;
  }
  const records = zone.get(question.name);
  const answers: Buffer[] = [];
  if (records && question.klass === CLASS_IN) {
    if (question.type === TYPE_A) for (const a of records.a) answers.push(record(TYPE_A, Buffer.from(a.split('.').map(Number))));
    if (question.type === TYPE_TXT) for (const t of records.txt) answers.push(record(TYPE_TXT, txtData(t)));
  }
  if (!records) header[3] |= 3; // NXDOMAIN
  header.writeUInt16BE(1, 4);
  header.writeUInt16BE(answers.length, 6);
  // No authority or additional records (an EDNS OPT in the query is not echoed: plain DNS answers are valid).
  return Buffer.concat([header, message.subarray(12, question.end), ...answers]);
}

export async function startTestDnsServer(): Promise<TestDnsServer> {
  const zone = new Map<string, Records>();
  const queries: string[] = [];
  const socket = createSocket('udp4');
  const entry = (name: string) => {
    const key = name.toLowerCase();
    if (!zone.has(key)) zone.set(key, { a: [], txt: [] });
    return zone.get(key) as Records;
  };
  socket.on('message', (message: Buffer, peer: RemoteInfo) => {
    const reply = answer(message, zone);
    const question = readQuestion(message);
    if (question) queries.push(`${question.name} ${question.type === TYPE_TXT ? 'TXT' : question.type === TYPE_A ? 'A' : question.type}`);
    if (reply) socket.send(reply, peer.port, peer.address);
  });
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  return {
    address: `127.0.0.1:${socket.address().port}`,
    setTxt(name, ...values) {
      entry(name).txt = values;
    },
    setA(name, ...addresses) {
      entry(name).a = addresses;
    },
    queries,
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
}

// WeChat's message encryption (WXBizMsgCrypt), as the Open Platform uses it for every push to a third-party platform:
// AES-256-CBC with the key Base64_Decode(EncodingAESKey + '='), IV = the key's first 16 bytes, PKCS#7 padding to a
// multiple of 32 (not AES's 16: WeChat's own libraries pad to 32 and a receiver that pads to 16 still decrypts, so the
// difference only shows in the ciphertext's length), plaintext = 16 random bytes || 4-byte big-endian length || message
// || appid. `msg_signature` = SHA-1 of the sorted [token, timestamp, nonce, Encrypt] joined; the plain `signature` on the
// same query is SHA-1 of the sorted [token, timestamp, nonce]. Used by the server (to open pushes) and by the sandbox
// (to seal them), so both sides speak the exact wire format.
import { createCipheriv, createDecipheriv, createHash, randomBytes, timingSafeEqual } from 'node:crypto';

const BLOCK = 32;

/** Why a push was refused; `reason` is for logs and tests, the message is Chinese for the operation log. */
export class WechatCryptError extends Error {
  constructor(
    readonly reason: 'key' | 'signature' | 'base64' | 'padding' | 'length' | 'appid' | 'xml',
    message: string,
  ) {
    super(message);
    this.name = 'WechatCryptError';
  }
}

/** The 32-byte AES key of a 43-character EncodingAESKey (letters and digits, as the platform issues them). */
export function wechatAesKey(encodingAesKey: string): Buffer {
  if (!/^[A-Za-z0-9]{43}$/.test(encodingAesKey)) {
    throw new WechatCryptError('key', 'EncodingAESKey 须是 43 位字母或数字');
  }
  const key = Buffer.from(`${encodingAesKey}=`, 'base64');
  if (key.length !== 32) throw new WechatCryptError('key', 'EncodingAESKey 无效');
  return key;
}

const sha1 = (parts: string[]) =>
  createHash('sha1')
    .update([...parts].sort().join(''))
    .digest('hex');

/** `msg_signature`: SHA-1 of the sorted [token, timestamp, nonce, encrypt] joined, lower-case hex. */
export function wechatSignature(token: string, timestamp: string, nonce: string, encrypt: string): string {
  return sha1([token, timestamp, nonce, encrypt]);
}

/** The plain `signature` query parameter (URL verification and every push): SHA-1 of the sorted [token, timestamp, nonce]. */
export function wechatUrlSignature(token: string, timestamp: string, nonce: string): string {
  return sha1([token, timestamp, nonce]);
}

/** Compares two hex signatures in constant time (a wrong length is simply unequal). */
export function signaturesEqual(a: string, b: string): boolean {
  const left = Buffer.from(a.toLowerCase());
  const right = Buffer.from(b.toLowerCase());
  return left.length === right.length && timingSafeEqual(left, right);
}

/** `Encrypt`: the message sealed for `appId` (the component appid on the Open Platform). `random` only for test vectors. */
export function encryptWechatMessage(message: string, encodingAesKey: string, appId: string, random?: Buffer): string {
  const key = wechatAesKey(encodingAesKey);
  const body = Buffer.from(message, 'utf8');
  const length = Buffer.alloc(4);
  length.writeUInt32BE(body.length, 0);
  const plain = Buffer.concat([random ?? randomBytes(16), length, body, Buffer.from(appId, 'utf8')]);
  const pad = BLOCK - (plain.length % BLOCK);
  const padded = Buffer.concat([plain, Buffer.alloc(pad, pad)]);
  const cipher = createCipheriv('aes-256-cbc', key, key.subarray(0, 16));
  cipher.setAutoPadding(false);
  return Buffer.concat([cipher.update(padded), cipher.final()]).toString('base64');
}

/**
 * The message inside `Encrypt`. Throws WechatCryptError on anything but a well-formed message for `appId`: bad base64,
 * a length that is not whole blocks, padding outside 1..32 or not all the same byte, a length field past the end, or
 * another appid (a push for another platform, or one forged with a key that happens to decrypt).
 */
export function decryptWechatMessage(encrypt: string, encodingAesKey: string, appId: string): string {
  const key = wechatAesKey(encodingAesKey);
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(encrypt)) throw new WechatCryptError('base64', 'Encrypt 不是 Base64');
  const data = Buffer.from(encrypt, 'base64');
  if (data.length === 0 || data.length % BLOCK !== 0) throw new WechatCryptError('length', 'Encrypt 长度无效');
  const decipher = createDecipheriv('aes-256-cbc', key, key.subarray(0, 16));
  decipher.setAutoPadding(false);
  const plain = Buffer.concat([decipher.update(data), decipher.final()]);
  const pad = plain[plain.length - 1]!;
  if (pad < 1 || pad > BLOCK || plain.subarray(plain.length - pad).some((b) => b !== pad)) {
    throw new WechatCryptError('padding', '解密失败：填充无效（EncodingAESKey 不符？）');
  }
  const content = plain.subarray(0, plain.length - pad);
  if (content.length < 20) throw new WechatCryptError('length', '解密失败：内容过短');
  const length = content.readUInt32BE(16);
  if (20 + length > content.length) throw new WechatCryptError('length', '解密失败：长度字段无效');
  const receivedAppId = content.subarray(20 + length).toString('utf8');
  if (receivedAppId !== appId) throw new WechatCryptError('appid', `解密失败：AppID 不符（${receivedAppId.slice(0, 40)}）`);
  return content.subarray(20, 20 + length).toString('utf8');
}

// ---- XML: the envelope and the flat (one level of nesting, e.g. <info>) documents WeChat pushes ----

export type WechatXmlValue = string | WechatXmlObject | WechatXmlValue[];
export interface WechatXmlObject {
  [name: string]: WechatXmlValue;
}

/** `<![CDATA[…]]>`, splitting a `]]>` inside the text as XML requires. */
export const cdata = (text: string) => `<![CDATA[${text.replaceAll(']]>', ']]]]><![CDATA[>')}]]>`;

/** A push document: numbers as bare text (WeChat writes CreateTime, status… that way), strings in CDATA, objects nested. */
export function buildWechatXml(fields: Record<string, unknown>, root = 'xml'): string {
  const inner = (value: unknown): string => {
    if (value === undefined || value === null) return '';
    if (typeof value === 'number' || typeof value === 'boolean') return String(value);
    if (typeof value === 'object' && !Array.isArray(value)) {
      return Object.entries(value as Record<string, unknown>)
        .map(([k, v]) => element(k, v))
        .join('');
    }
    return cdata(String(value));
  };
  const element = (name: string, value: unknown): string => {
    if (!/^[A-Za-z_][A-Za-z0-9_.-]*$/.test(name)) throw new Error(`invalid XML element name: ${name}`);
    if (Array.isArray(value)) return value.map((v) => element(name, v)).join('');
    return `<${name}>${inner(value)}</${name}>`;
  };
  return element(root, fields);
}

const MAX_XML = 65_536;
const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

function decodeText(text: string): string {
  return text.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|[a-z]+);/g, (whole, name: string) => {
    if (name.startsWith('#x')) return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number.parseInt(name.slice(1), 10));
    const value = ENTITIES[name];
    if (value === undefined) throw new WechatCryptError('xml', `XML 含未知实体 ${whole}`);
    return value;
  });
}

/**
 * Parses a push document into an object (the root element's children). Deliberately small and strict: no DTD, no
 * processing instructions beyond the declaration, no attributes kept, 64 KB at most; an element that repeats becomes an
 * array. Numbers stay strings (MsgId and similar ids exceed 2^53).
 */
export function parseWechatXml(xml: string): WechatXmlObject {
  if (xml.length > MAX_XML) throw new WechatCryptError('xml', 'XML 过长');
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) throw new WechatCryptError('xml', 'XML 不允许 DTD');
  let i = 0;
  const text = xml.replace(/^\uFEFF/, '');
  const skipSpace = () => {
    while (i < text.length && /\s/.test(text[i]!)) i++;
  };
  const fail = (what: string): never => {
    throw new WechatCryptError('xml', `XML 格式错误：${what}`);
  };
  skipSpace();
  if (text.startsWith('<?xml', i)) {
    const end = text.indexOf('?>', i);
    if (end < 0) fail('声明未结束');
    i = end + 2;
    skipSpace();
  }
  const parseElement = (depth: number): [string, WechatXmlValue] => {
    if (depth > 8) fail('嵌套过深');
    const open = /^<([A-Za-z_][A-Za-z0-9_.:-]*)((?:\s+[A-Za-z_:][A-Za-z0-9_.:-]*\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>/.exec(text.slice(i));
    if (!open) return fail(`第 ${i} 字符处应为元素`);
    const name = open[1]!;
    i += open[0].length;
    if (open[3] === '/') return [name, ''];
    let content = '';
    const children: WechatXmlObject = {};
    const repeated = new Set<string>();
    let hasChildren = false;
    for (;;) {
      if (i >= text.length) fail(`<${name}> 未结束`);
      if (text.startsWith('<![CDATA[', i)) {
        const end = text.indexOf(']]>', i + 9);
        if (end < 0) fail('CDATA 未结束');
        content += text.slice(i + 9, end);
        i = end + 3;
      } else if (text.startsWith('<!--', i)) {
        const end = text.indexOf('-->', i + 4);
        if (end < 0) fail('注释未结束');
        i = end + 3;
      } else if (text.startsWith('</', i)) {
        const close = `</${name}`;
        if (!text.startsWith(close, i)) fail(`应为 </${name}>`);
        i += close.length;
        skipSpace();
        if (text[i] !== '>') fail(`</${name}> 未结束`);
        i++;
        break;
      } else if (text[i] === '<') {
        const [childName, childValue] = parseElement(depth + 1);
        hasChildren = true;
        const existing = children[childName];
        if (existing === undefined) children[childName] = childValue;
        else if (repeated.has(childName)) (existing as WechatXmlValue[]).push(childValue);
        else {
          children[childName] = [existing, childValue];
          repeated.add(childName);
        }
      } else {
        const next = text.indexOf('<', i);
        if (next < 0) fail(`<${name}> 未结束`);
        content += decodeText(text.slice(i, next));
        i = next;
      }
    }
    if (hasChildren) {
      if (content.trim()) fail(`<${name}> 同时含文本与子元素`);
      return [name, children];
    }
    return [name, content];
  };
  const [, root] = parseElement(0);
  skipSpace();
  if (i !== text.length) fail('根元素之后还有内容');
  if (typeof root === 'string') return {};
  return root as WechatXmlObject;
}

/** A string field of a parsed document ('' when missing or not text). */
export function xmlText(doc: WechatXmlObject, name: string): string {
  const value = doc[name];
  return typeof value === 'string' ? value : '';
}

// ---- The push: envelope, query and verification ----

/** The query WeChat sends with every push: `signature`, `timestamp`, `nonce`, `encrypt_type=aes`, `msg_signature`. */
export interface WechatPushQuery {
  signature: string;
  timestamp: string;
  nonce: string;
  encrypt_type: 'aes';
  msg_signature: string;
}

/**
 * Seals a message as WeChat pushes it: the body `<xml><AppId>…</AppId><Encrypt>…</Encrypt></xml>` for the
 * authorisation-event URL (component appid) or `<xml><ToUserName>gh_…</ToUserName><Encrypt>…</Encrypt></xml>` for the
 * message-and-event URL, with the signed query.
 */
export function sealWechatPush(input: {
  message: string;
  token: string;
  encodingAesKey: string;
  /** The component appid: the one sealed inside the ciphertext. */
  appId: string;
  /** Which envelope: `{ AppId }` (authorisation events) or `{ ToUserName }` (a mini-program's events). */
  envelope: { AppId: string } | { ToUserName: string };
  timestamp?: string;
  nonce?: string;
}): { query: WechatPushQuery; body: string } {
  const timestamp = input.timestamp ?? String(Math.floor(Date.now() / 1000));
  const nonce = input.nonce ?? String(randomBytes(4).readUInt32BE(0));
  const encrypt = encryptWechatMessage(input.message, input.encodingAesKey, input.appId);
  const body = buildWechatXml({ ...input.envelope, Encrypt: encrypt });
  return {
    query: {
      signature: wechatUrlSignature(input.token, timestamp, nonce),
      timestamp,
      nonce,
      encrypt_type: 'aes',
      msg_signature: wechatSignature(input.token, timestamp, nonce, encrypt),
    },
    body,
  };
}

/**
 * Opens a push: checks `msg_signature` over the envelope's `Encrypt` (refused before any decryption), then decrypts
 * with the current key or, during a key change, the previous one, and parses the message. Returns the message's XML and
 * its fields.
 */
export function openWechatPush(input: {
  query: { msg_signature?: string; timestamp?: string; nonce?: string };
  body: string;
  token: string;
  /** Current key first; the previous one while the platform's key is being changed. */
  encodingAesKeys: readonly string[];
  appId: string;
}): { xml: string; fields: WechatXmlObject; envelope: WechatXmlObject } {
  const { msg_signature: signature = '', timestamp = '', nonce = '' } = input.query;
  const envelope = parseWechatXml(input.body);
  const encrypt = xmlText(envelope, 'Encrypt');
  if (!encrypt) throw new WechatCryptError('xml', '推送缺少 Encrypt');
  if (!signature || !signaturesEqual(wechatSignature(input.token, timestamp, nonce, encrypt), signature)) {
    throw new WechatCryptError('signature', '推送签名（msg_signature）校验失败');
  }
  let lastError: unknown;
  for (const key of input.encodingAesKeys) {
    try {
      const xml = decryptWechatMessage(encrypt, key, input.appId);
      return { xml, fields: parseWechatXml(xml), envelope };
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError ?? new WechatCryptError('key', '未配置 EncodingAESKey');
}

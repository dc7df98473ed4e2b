// What an attachment is, read from its bytes: the extension a member gives must agree with the content, images are
// recognised by sharp as the upload area does (sniffImage), the rest by their signatures. Executables, HTML and SVG
// are never attachments, whatever their name says.
import { badRequest } from '../../http/errors';
import { sniffImage } from '../upload/image-pipeline';

/** Every extension a site may allow (the contract's AttachmentSetting.extensions). */
export const ATTACHMENT_EXTENSIONS = [
  'jpg',
  'jpeg',
  'png',
  'gif',
  'webp',
  'pdf',
  'txt',
  'md',
  'csv',
  'zip',
  'rar',
  '7z',
  'gz',
  'doc',
  'docx',
  'xls',
  'xlsx',
  'ppt',
  'pptx',
  'mp3',
  'mp4',
  'epub',
] as const;

const startsWith = (bytes: Buffer, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

const ZIP = (b: Buffer) => startsWith(b, [0x50, 0x4b, 0x03, 0x04]) || startsWith(b, [0x50, 0x4b, 0x05, 0x06]);
const OLE = (b: Buffer) => startsWith(b, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

/** Text: valid UTF-8 (a BOM allowed), no NUL, and not markup a browser would run. */
function isPlainText(bytes: Buffer): boolean {
  if (bytes.includes(0)) return false;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return false;
  }
  return !looksLikeMarkup(text);
}

function looksLikeMarkup(text: string): boolean {
  return /<\s*(!doctype\s+html|html|head|body|script|svg|iframe|object|embed|meta|xml|\?xml)\b/i.test(text.slice(0, 4096));
}

const CHECKS: Record<string, (bytes: Buffer) => boolean | Promise<boolean>> = {
  pdf: (b) => startsWith(b, ascii('%PDF-')),
  zip: ZIP,
  docx: ZIP,
  xlsx: ZIP,
  pptx: ZIP,
  epub: ZIP,
  doc: OLE,
  xls: OLE,
  ppt: OLE,
  rar: (b) => startsWith(b, ascii('Rar!\x1a\x07')),
  '7z': (b) => startsWith(b, [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c]),
  gz: (b) => startsWith(b, [0x1f, 0x8b]),
  mp3: (b) => startsWith(b, ascii('ID3')) || (b.length > 1 && b[0] === 0xff && (b[1] & 0xe0) === 0xe0),
  mp4: (b) => startsWith(b, ascii('ftyp'), 4),
  txt: isPlainText,
  md: isPlainText,
  csv: isPlainText,
};
const IMAGE_FORMATS: Record<string, string> = { jpg: 'jpeg', jpeg: 'jpeg', png: 'png', gif: 'gif', webp: 'webp' };

/** Windows PE, ELF, Mach-O (both orders, fat), a script's `#!`, Java classes: programs are refused as attachments. */
function isExecutable(b: Buffer): boolean {
  return (
    startsWith(b, ascii('MZ')) ||
    startsWith(b, [0x7f, 0x45, 0x4c, 0x46]) ||
    startsWith(b, [0xfe, 0xed, 0xfa, 0xce]) ||
    startsWith(b, [0xfe, 0xed, 0xfa, 0xcf]) ||
    startsWith(b, [0xce, 0xfa, 0xed, 0xfe]) ||
    startsWith(b, [0xcf, 0xfa, 0xed, 0xfe]) ||
    startsWith(b, [0xca, 0xfe, 0xba, 0xbe]) ||
    startsWith(b, ascii('#!'))
  );
}

/** The extension of a file name, lower case, or '' when it has none. */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/**
 * Checks a file against the site's allowed extensions and its own bytes; answers the extension, or refuses with 400
 * and the reason in Chinese.
 */
export async function checkAttachmentType(name: string, bytes: Buffer, allowed: readonly string[]): Promise<string> {
  const ext = extensionOf(name);
  const kinds = allowed.map((e) => e.toUpperCase()).join('、');
  if (!ext || !allowed.includes(ext)) throw badRequest(`不支持这种文件类型，本站允许：${kinds}`);
  const head = bytes.subarray(0, 64 * 1024);
  if (isExecutable(head)) throw badRequest('不能上传可执行文件');
  const start = head
    .subarray(0, 1024)
    .toString('utf8')
    .replace(/^\uFEFF/, '');
  if (/^\s*</.test(start) && looksLikeMarkup(start)) throw badRequest('不能上传网页或 SVG 文件');
  const image = IMAGE_FORMATS[ext];
  const matches = image
    ? (await sniffImage(bytes)).format === image
    : await CHECKS[ext]?.(ext === 'txt' || ext === 'md' || ext === 'csv' ? bytes : head);
  if (!matches) throw badRequest(`文件内容与扩展名 .${ext} 不符`);
  return ext;
}

// The one allowlist for user-written HTML (DESIGN §7): whatever an administrator pastes, only document structure survives.
import sanitize from 'sanitize-html';
import { UPLOAD_KEY_PATTERN } from '../modules/upload/upload-url';

/** The class of a mention's link (notification/mentions.ts writes it after sanitising; input never keeps it). */
export const MENTION_CLASS = 'mention';

const LINK_SCHEME = /^(https?:|mailto:)/i;
const IMAGE_SCHEME = /^https?:/i;
const LOCAL_UPLOAD = '/files/';

/** An absolute web address, or an image uploaded to this server's local storage (the only relative address kept). */
function imageSource(src: string): boolean {
  if (IMAGE_SCHEME.test(src)) return true;
  return src.startsWith(LOCAL_UPLOAD) && UPLOAD_KEY_PATTERN.test(src.slice(LOCAL_UPLOAD.length));
}

const options: sanitize.IOptions = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'blockquote',
    'pre',
    'code',
    'ul',
    'ol',
    'li',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'del',
    'sub',
    'sup',
    'span',
    'a',
    'table',
    'caption',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'img',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  allowedStyles: {},
  disallowedTagsMode: 'discard',
  // Relative addresses would resolve against whichever host shows the page; only absolute web and mail links are kept,
  // and images uploaded here (/files/…: the same file on every host of the site).
  transformTags: {
    a: (tagName, attribs) => {
      // A mention the server linked earlier (notification/mentions.ts) comes back as its text, `@昵称`, when the content
      // is edited: the server links it again from the member list, so no one can forge a mention's link or class.
      if (attribs.class?.split(/\s+/).includes(MENTION_CLASS)) return { tagName: 'mention-text', attribs: {} };
      const kept: sanitize.Attributes = { rel: 'noopener noreferrer' };
      if (attribs.href && LINK_SCHEME.test(attribs.href.trim())) kept.href = attribs.href.trim();
      if (attribs.title) kept.title = attribs.title;
      if (attribs.target === '_blank') kept.target = '_blank';
      return { tagName, attribs: kept };
    },
    img: (tagName, attribs) => {
      const { src, ...rest } = attribs;
      return { tagName, attribs: src && imageSource(src.trim()) ? { ...rest, src: src.trim() } : rest };
    },
  },
  // An image whose address was unsafe is dropped rather than left as an empty box.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/** Returns `dirty` reduced to the allowlist: no scripts, styles, frames, forms, event handlers or unsafe addresses. */
export function sanitizeHtml(dirty: string): string {
  return sanitize(dirty, options).trim();
}

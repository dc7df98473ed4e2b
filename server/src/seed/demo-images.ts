// Real images for the demo, drawn here with sharp from SVG (no network): landscapes with Chinese captions for a few
// posts, and a section icon per section. Captions use the machine's CJK font when fontconfig has one; without it the
// pictures are shapes only (an SVG text would come out as boxes). They are stored like any upload: re-encoded WebP
// through the configured storage, one `uploads` row each.
import { execFileSync } from 'node:child_process';
import type { Config } from '../config';
import type { Executor } from '../db/database';
import { loadSharp } from '../modules/upload/image-pipeline';
import { createImageStorage } from '../modules/upload/storage/create-storage';
import type { ImageStorage } from '../modules/upload/storage/image-storage';
import { uploads } from '../modules/upload/upload.tables';
import { newUploadKey } from '../modules/upload/upload-service';
import { uploadUrlOf } from '../modules/upload/upload-url';

/** Where the seed puts its images; `undefined` seeds none (tests that never look at them). */
export interface DemoImageStore {
  /** The upload storage itself, for demo files that are not images (a post's attachments). */
  storage?: ImageStorage;
  put(tx: Executor, siteId: number, uploaderId: number, purpose: 'post' | 'section', image: Buffer): Promise<string>;
}

export function demoImageStore(config: Pick<Config, 'uploadStorage' | 's3' | 'dataDir'>): DemoImageStore {
  const storage = createImageStorage(config);
  return {
    storage,
    async put(tx, siteId, uploaderId, purpose, image) {
      const { data, info } = await (await loadSharp())(image).webp({ quality: 80 }).toBuffer({ resolveWithObject: true });
      const key = newUploadKey(siteId);
      await storage.put(key, data);
      await tx.insert(uploads).values({
        siteId,
        uploaderKind: 'console',
        siteUserId: uploaderId,
        purpose,
        storageKey: key,
        bytes: data.length,
        width: info.width,
        height: info.height,
      });
      return uploadUrlOf(config, key);
    },
  };
}

let cjkFont: string | null | undefined;
/** A CJK font family fontconfig knows, or null. */
function cjkFamily(): string | null {
  if (cjkFont !== undefined) return cjkFont;
  try {
    const families = execFileSync('fc-list', [':lang=zh', 'family'], { encoding: 'utf8', timeout: 5000 }).split('\n');
    const all = families.flatMap((line) => line.split(',')).map((f) => f.trim());
    cjkFont = all.find((f) => /Noto Sans CJK SC/.test(f)) ?? all.find((f) => /CJK SC|WenQuanYi|Noto/.test(f)) ?? all.find(Boolean) ?? null;
  } catch {
    cjkFont = null;
  }
  return cjkFont;
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

interface Scene {
  caption: string;
  sky: [string, string];
  hills: [string, string, string];
  sun: string;
}

/** The demo's landscapes: a gradient sky, a sun, three ranges of hills and a caption. */
export const demoScenes: readonly Scene[] = [
  { caption: '黄山云海 · 清晨', sky: ['#fbd3a6', '#8fb8de'], hills: ['#6d8fb3', '#4a6d8c', '#2f4a63'], sun: '#fff2cc' },
  { caption: '西湖晚霞', sky: ['#f7a072', '#6a4c93'], hills: ['#8a5a83', '#5b3f6b', '#35274a'], sun: '#ffd6a5' },
  { caption: '漓江山水', sky: ['#d8f3dc', '#74c69d'], hills: ['#52b788', '#2d6a4f', '#1b4332'], sun: '#fefae0' },
  { caption: '草原星夜', sky: ['#0b132b', '#3a506b'], hills: ['#1c2541', '#16203a', '#0b1020'], sun: '#f1f7ff' },
];

function ridge(width: number, height: number, base: number, amplitude: number, phase: number) {
  const points: string[] = [`0,${height}`];
  for (let x = 0; x <= width; x += width / 12) {
    const y = base - Math.sin(x / 90 + phase) * amplitude - Math.cos(x / 47 + phase * 2) * amplitude * 0.4;
    points.push(`${Math.round(x)},${Math.round(y)}`);
  }
  points.push(`${width},${height}`);
  return points.join(' ');
}

export async function renderLandscape(scene: Scene, width = 960, height = 600): Promise<Buffer> {
  const font = cjkFamily();
  const caption = font
    ? `<rect x="0" y="${height - 72}" width="${width}" height="72" fill="#000" fill-opacity="0.35"/>
       <text x="32" y="${height - 26}" font-family="${escapeXml(font)}" font-size="34" fill="#fff">${escapeXml(scene.caption)}</text>`
    : '';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${scene.sky[1]}"/><stop offset="1" stop-color="${scene.sky[0]}"/>
    </linearGradient></defs>
    <rect width="${width}" height="${height}" fill="url(#sky)"/>
    <circle cx="${width * 0.72}" cy="${height * 0.3}" r="${height * 0.09}" fill="${scene.sun}" fill-opacity="0.9"/>
    <polygon points="${ridge(width, height, height * 0.58, 40, 0.3)}" fill="${scene.hills[0]}"/>
    <polygon points="${ridge(width, height, height * 0.7, 34, 1.7)}" fill="${scene.hills[1]}"/>
    <polygon points="${ridge(width, height, height * 0.82, 26, 3.1)}" fill="${scene.hills[2]}"/>
    ${caption}
  </svg>`;
  return (await loadSharp())(Buffer.from(svg)).png().toBuffer();
}

const iconColours = ['#409EFF', '#67C23A', '#E6A23C', '#F56C6C', '#9B59B6', '#1ABC9C', '#34495E', '#E67E22'];

/** A section's icon: a rounded square in one of the brand's colours with the name's first character (or a mark). */
export async function renderSectionIcon(name: string, index: number, size = 128): Promise<Buffer> {
  const font = cjkFamily();
  const colour = iconColours[index % iconColours.length];
  const mark = font
    ? `<text x="50%" y="50%" dy="0.35em" text-anchor="middle" font-family="${escapeXml(font)}" font-size="${size * 0.5}" fill="#fff">${escapeXml([...name][0] ?? '')}</text>`
    : `<circle cx="${size / 2}" cy="${size / 2}" r="${size * 0.22}" fill="#fff" fill-opacity="0.85"/>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">
    <rect width="${size}" height="${size}" rx="${size * 0.22}" fill="${colour}"/>
    <circle cx="${size * 0.85}" cy="${size * 0.15}" r="${size * 0.3}" fill="#fff" fill-opacity="0.12"/>
    ${mark}
  </svg>`;
  return (await loadSharp())(Buffer.from(svg)).png().toBuffer();
}

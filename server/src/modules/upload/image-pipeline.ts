// Every uploaded image is decoded and encoded anew: what is stored is our own WebP, never the sender's bytes, so a
// polyglot file, a script in a comment or a camera's GPS tag does not survive the trip.
import type { ResizeOptions } from 'sharp';
import { badRequest } from '../../http/errors';
import { watermarkSvg } from './watermark';

/**
 * sharp (libvips) is loaded by the first image, not at the server's start: with it the idle server held about 20 MB more
 * resident memory, which a server that only reads never needs (issue 29's 200 MB aim). The seed, the applet handlers
 * and the WeChat sandbox load it the same way.
 */
export const loadSharp = async () => (await import('sharp')).default;

export const MAX_INPUT_PIXELS = 40_000_000;
export const MAX_SIDE = 2560;
const WEBP_QUALITY = 82;
const NOT_AN_IMAGE = '只支持 JPG、PNG、WebP、GIF 图片';

export interface EncodedImage {
  data: Buffer;
  width: number;
  height: number;
}

/** The format read from the bytes themselves; AVIF is HEIF with AV1 inside (other HEIF, such as HEIC, is not taken). */
export async function sniffImage(bytes: Buffer) {
  try {
    const sharp = await loadSharp();
    const meta = await sharp(bytes, { limitInputPixels: false }).metadata();
    const format = meta.format === 'heif' && meta.compression === 'av1' ? 'avif' : meta.format;
    return { format, pixels: (meta.width ?? 0) * (meta.height ?? 0) };
  } catch {
    return { format: undefined, pixels: 0 };
  }
}

/**
 * `maxSide`: the longest side kept (PURPOSE_LIMITS); the picture is shrunk to fit, never enlarged. `square` (avatars):
 * the largest centred square is cut out first, at most `maxSide` across.
 */
export async function reencodeImage(bytes: Buffer, watermark?: string, maxSide = MAX_SIDE, square = false): Promise<EncodedImage> {
  const { format, pixels } = await sniffImage(bytes);
  if (!format || !['jpeg', 'png', 'webp', 'gif', 'avif'].includes(format)) throw badRequest(NOT_AN_IMAGE);
  if (pixels > MAX_INPUT_PIXELS) throw badRequest('图片尺寸过大（不能超过 4000 万像素）');
  const sharp = await loadSharp();
  try {
    // Only the first frame of an animation; rotated as the camera says, then the EXIF orientation is gone with the rest.
    const oriented = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, animated: false, failOn: 'error' })
      .rotate()
      .resize(square ? await squareOf(bytes, maxSide) : { width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true });
    let pipeline = oriented;
    if (watermark) {
      // The final size is known only after rotation and resizing: render those first, then lay the text over them.
      const { data, info } = await oriented.raw().toBuffer({ resolveWithObject: true });
      pipeline = sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } }).composite([
        { input: Buffer.from(watermarkSvg(watermark, info.width, info.height)), top: 0, left: 0 },
      ]);
    }
    const { data, info } = await pipeline.webp({ quality: WEBP_QUALITY }).toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch {
    // Bytes that looked like an image but do not decode (truncated, corrupt).
    throw badRequest('图片已损坏，无法读取');
  }
}

/** The centred square cut of a picture: its shorter side (rotation swaps the sides, not the shorter one), at most `maxSide`. */
async function squareOf(bytes: Buffer, maxSide: number): Promise<ResizeOptions> {
  const sharp = await loadSharp();
  const { width = maxSide, height = maxSide } = await sharp(bytes, { limitInputPixels: false }).metadata();
  const side = Math.max(1, Math.min(maxSide, width, height));
  return { width: side, height: side, fit: 'cover', position: 'centre' };
}

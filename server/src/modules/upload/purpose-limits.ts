// What each kind of image may be. Every image is read by its bytes and re-encoded (image-pipeline.ts); the purposes
// differ in how large a file they take and how large the stored picture may be. UPLOAD_MAX_BYTES (config) stays the
// ceiling for all: @fastify/multipart cuts any file off there while it streams in.
import { MAX_SIDE } from './image-pipeline';
import type { UploadPurpose } from './multipart-form';

export interface ImageLimits {
  /** Bytes the sent file may have, under UPLOAD_MAX_BYTES; undefined: that ceiling alone. */
  maxBytes?: number;
  /** The longest side the stored picture keeps (it is shrunk to fit, never enlarged). */
  maxSide: number;
  /** Cut to the centred square (avatars). */
  square?: boolean;
}

const MB = 1024 * 1024;

export const PURPOSE_LIMITS: Record<UploadPurpose, ImageLimits> = {
  post: { maxSide: MAX_SIDE },
  comment: { maxSide: MAX_SIDE },
  gift: { maxSide: MAX_SIDE },
  // Shown at most at a few dozen pixels, always round or square: the centred square, 512 px at most.
  avatar: { maxSide: 512, square: true },
  section: { maxSide: MAX_SIDE },
  // A logo shows at most a few hundred pixels wide (header, sidebar); a favicon a few dozen.
  logo: { maxBytes: 2 * MB, maxSide: 1024 },
  favicon: { maxBytes: 1 * MB, maxSide: 256 },
};

/** An account's own avatar (uploadAccountAvatar): shown at most at 64 px, so a small picture is plenty. */
export const ACCOUNT_AVATAR_LIMITS: ImageLimits = { maxBytes: 2 * MB, maxSide: 512 };

const megabytes = (bytes: number) => `${Math.round((bytes / MB) * 10) / 10} MB`;

/** The Chinese refusal for a file over the purpose's own limit, or undefined when it fits. */
export function overLimit(bytes: number, limits: ImageLimits): string | undefined {
  return limits.maxBytes !== undefined && bytes > limits.maxBytes ? `图片不能超过 ${megabytes(limits.maxBytes)}` : undefined;
}

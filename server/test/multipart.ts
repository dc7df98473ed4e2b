// multipart/form-data bodies for the operations that take files (uploadImage), built by hand so that tests control
// every byte: the field names, the declared types and file names, and what the parts hold.
import { randomBytes } from 'node:crypto';

export interface FormPart {
  name: string;
  value: string | Buffer;
  /** Makes the part a file. */
  filename?: string;
  contentType?: string;
}

export function multipartBody(parts: FormPart[]): { payload: Buffer; contentType: string } {
  const boundary = `----commune${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename !== undefined ? `; filename="${part.filename}"` : ''}`;
    const head = [`--${boundary}`, `Content-Disposition: ${disposition}`];
    if (part.contentType) head.push(`Content-Type: ${part.contentType}`);
    chunks.push(Buffer.from(`${head.join('\r\n')}\r\n\r\n`), Buffer.from(part.value), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** A small valid PNG (a 4 × 4 grey square), the example file for the generated tiers. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAADklEQVQImWPoQAIMxHEAl1IZgbxsDjAAAAAASUVORK5CYII=',
  'base64',
);

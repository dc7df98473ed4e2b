// Reads the one image an upload carries. The limits given to @fastify/multipart (app.ts) cut a file off while it
// streams in, so no more than UPLOAD_MAX_BYTES of it is ever held; here their refusals become Chinese answers.
import type { Multipart } from '@fastify/multipart';
import { type Schema, UploadPurposeValues } from '../../../../sdk';
import { badRequest } from '../../http/errors';

export type UploadPurpose = Schema<'UploadPurpose'>;

export interface UploadForm {
  file: Buffer;
  purpose: UploadPurpose;
}

const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

export function multipartRefusal(
  error: unknown,
  maxBytes: number,
  onlyFields = '表单只能包含 file 与 purpose 两个字段',
): Error | undefined {
  switch ((error as { code?: string }).code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return badRequest(`图片不能超过 ${megabytes(maxBytes)}`);
    case 'FST_FILES_LIMIT':
      return badRequest('一次只能上传一张图片');
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
    case 'FST_PROTO_VIOLATION':
      return badRequest(onlyFields);
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return badRequest('请以 multipart/form-data 格式上传图片');
    case 'FST_MP_PREMATURE_CLOSE':
      return badRequest('上传未完成，请重试');
    default:
      // busboy's own complaints about a malformed form (a missing boundary, a broken header).
      return error instanceof Error && /boundary|multipart|Unexpected end of form|Malformed/i.test(error.message)
        ? badRequest('表单格式不正确')
        : undefined;
  }
}

/** `withPurpose` false: the form carries the file alone (an account's avatar), and a purpose field is refused. */
export async function readUploadForm(parts: AsyncIterable<Multipart>, maxBytes: number, withPurpose = true): Promise<UploadForm> {
  const onlyFields = withPurpose ? '表单只能包含 file 与 purpose 两个字段' : '表单只能包含 file 字段';
  let file: Buffer | undefined;
  let purpose: UploadPurpose = 'post';
  try {
    for await (const part of parts) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file') {
          part.file.resume();
          throw badRequest('图片须放在 file 字段中');
        }
        file = await part.toBuffer();
      } else if (withPurpose && part.fieldname === 'purpose') {
        const value = String(part.value);
        if (!(UploadPurposeValues as readonly string[]).includes(value)) throw badRequest('图片用途不正确');
        purpose = value as UploadPurpose;
      } else {
        throw badRequest(onlyFields);
      }
    }
  } catch (error) {
    throw multipartRefusal(error, maxBytes, onlyFields) ?? error;
  }
  if (!file?.length) throw badRequest('请选择要上传的图片');
  return { file, purpose };
}

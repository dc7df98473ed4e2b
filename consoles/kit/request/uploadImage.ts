import type { UploadPurposeValues } from '#sdk';
import { notify } from '../notify/notify';
import type { KitExtra } from '../store/extra';
import { toConsoleError } from './errors';

/**
 * Sends one file as multipart/form-data (`file`, then `fields`) straight through the client — a FormData is no value
 * for the store's cache; answers what the operation answers, or null after toasting the refusal.
 */
export async function sendFileForm<T>(
  file: File,
  send: (body: never) => Promise<T>,
  fields: Record<string, string> = {},
): Promise<T | null> {
  const form = new FormData();
  form.append('file', file);
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  try {
    return await send(form as never);
  } catch (cause) {
    notify.error(toConsoleError(cause).description);
    return null;
  }
}

/** One image to `uploadImage` with its purpose; answers its address, or null after toasting the refusal. */
export async function uploadImageFile(
  client: KitExtra['client'],
  file: File,
  purpose: (typeof UploadPurposeValues)[number],
): Promise<string | null> {
  const image = await sendFileForm(file, (body) => client.uploadImage({ body }), { purpose });
  return image?.url ?? null;
}

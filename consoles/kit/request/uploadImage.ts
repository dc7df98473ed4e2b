import type { UploadPurposeValues } from '#sdk';
import { notify } from '../notify/notify';
import type { KitExtra } from '../store/extra';
import { toConsoleError } from './errors';

/**
 * Sends one image file to `uploadImage` straight through the client (a FormData is no value for the store's cache);
 * answers its address, or null after toasting the refusal.
 */
export async function uploadImageFile(
  client: KitExtra['client'],
  file: File,
  purpose: (typeof UploadPurposeValues)[number],
): Promise<string | null> {
  const form = new FormData();
  form.append('file', file);
  form.append('purpose', purpose);
  try {
    const image = await client.uploadImage({ body: form as never });
    return image.url;
  } catch (cause) {
    notify.error(toConsoleError(cause).description);
    return null;
  }
}

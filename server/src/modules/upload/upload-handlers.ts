import type { OperationsOfTag } from '../../../../sdk';
import type { Handlers } from '../../context';
import { AppError } from '../../http/errors';
import type { ModuleDeps } from '../deps';

export function uploadHandlers(_deps: ModuleDeps): Handlers<OperationsOfTag<'upload'>> {
  return {
    uploadImage: async () => {
      throw new AppError(8, '功能即将开放');
    },
  };
}

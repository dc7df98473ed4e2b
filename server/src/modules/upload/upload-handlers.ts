import type { OperationsOfTag } from '../../../../sdk';
import type { ConsolePrincipal, MemberPrincipal } from '../../auth/principal';
import type { Handlers } from '../../context';
import { notLoggedIn } from '../../http/errors';
import type { ModuleDeps } from '../deps';
import { createUploadService } from './upload-service';

export function uploadHandlers(deps: ModuleDeps): Handlers<OperationsOfTag<'upload'>> {
  const service = createUploadService(deps);
  return {
    uploadImage: async (ctx) => {
      const uploader = ctx.principal;
      if (uploader?.kind !== 'console' && uploader?.kind !== 'member') throw notLoggedIn();
      return { data: await service.upload(uploader as ConsolePrincipal | MemberPrincipal, ctx.multipart()) };
    },
  };
}

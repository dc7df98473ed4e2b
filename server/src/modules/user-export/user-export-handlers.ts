import type { OperationsOfTag } from '../../../../sdk';
import type { Handlers } from '../../context';
import type { ModuleDeps } from '../deps';
import { createUserExportService } from './user-export-service';

export function userExportHandlers(deps: ModuleDeps): Handlers<OperationsOfTag<'userExport'>> {
  const exports = createUserExportService(deps);
  return {
    createUserExport: async (ctx) => ({ data: await exports.create(ctx.console(), ctx.body), description: '已开始导出' }),
    getUserExport: async (ctx) => ({ data: await exports.get(ctx.console().siteId, ctx.query.id) }),
    getUserExportList: async (ctx) => ({ data: await exports.list(ctx.console().siteId, ctx.query) }),
    createUserExportDownload: async (ctx) => ({ data: await exports.download(ctx.console().siteId, ctx.body.id) }),
    getPrivacyRequestList: async (ctx) => ({ data: await exports.privacyList(ctx.console().siteId, ctx.query) }),
    exportMyData: async (ctx) => ({ data: await exports.exportMyData(ctx.member(), ctx.body.format) }),
    eraseMyAccount: async (ctx) => ({
      data: await exports.eraseMyAccount(ctx.member(), ctx.body, ctx.request),
      description: '账号已注销',
    }),
  };
}

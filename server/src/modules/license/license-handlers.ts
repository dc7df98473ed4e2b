import type { OperationsOfTag } from '../../../../sdk';
import type { Handlers } from '../../context';
import type { ModuleDeps } from '../deps';
import { createLicenseService } from './license-service';

export function licenseHandlers(deps: ModuleDeps): Handlers<OperationsOfTag<'license'>> {
  const licenses = createLicenseService(deps);
  return {
    getLicense: async (ctx) => ({ data: await licenses.get(ctx.saas(), ctx.query.siteId) }),
    createLicenseCodes: async (ctx) => {
      const data = await licenses.createCodes(ctx.saas(), ctx.body, ctx.request);
      return { data, description: `已生成 ${data.length} 个授权码` };
    },
    getLicenseCodeList: async (ctx) => ({ data: await licenses.listCodes(ctx.query) }),
    revokeLicenseCode: async (ctx) => {
      await licenses.revokeCode(ctx.query.id);
      return { description: '授权码已作废' };
    },
    activateLicense: async (ctx) => ({ data: await licenses.activate(ctx.saas(), ctx.body, ctx.request), description: '授权已激活' }),
  };
}

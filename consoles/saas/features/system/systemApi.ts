import { injectOperations, opEnvelopeMutation } from '#kit/request/api';

/** 系统设置: server-side maintenance (admin / SiteSetting). */
export const settingApi = injectOperations({
  clearRedisCache: opEnvelopeMutation('clearRedisCache'),
});

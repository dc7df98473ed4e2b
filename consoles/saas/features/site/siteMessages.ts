// The create-site and transfer forms' messages: the contract's `x-messages` (a unit test keeps them in step).

/** `SiteCreateInput.slug`: a lowercase letter first, then lowercase letters, digits or hyphens, not ending in one. */
export const SLUG_PATTERN = /^[a-z][a-z0-9-]*[a-z0-9]$/;
export const SLUG_MIN = 3;
export const SLUG_MAX = 32;
export const SITE_NAME_MIN = 2;
export const SITE_NAME_MAX = 40;
export const SITE_DESCRIPTION_MAX = 200;

export const siteMessages = {
  name: { required: '请输入站点名称', minLength: '站点名称至少 2 个字', maxLength: '站点名称不能超过 40 个字' },
  slug: {
    required: '请输入站点标识',
    minLength: '站点标识为 3 到 32 位',
    maxLength: '站点标识为 3 到 32 位',
    pattern: '站点标识只能包含小写字母、数字和连字符，且以字母开头',
  },
  categoryId: { required: '请选择站点分类' },
} as const;

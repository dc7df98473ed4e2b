// The work-order pages' filters and forms → the operations' inputs.
import type { PageAt } from '#kit/table/useListPage';
import type { OperationBody, OperationQuery, Schema } from '#sdk';

const positive = (text: string) => (/^\d+$/.test(text.trim()) && Number(text) > 0 ? Number(text) : undefined);

export interface PlatformFilters {
  status: string;
}

export const emptyPlatformFilters: PlatformFilters = { status: '' };

export function toPlatformListInput(f: PlatformFilters, { page, pageSize }: PageAt): { query: OperationQuery<'getMySaasWorkOrderList'> } {
  return { query: { page, pageSize, ...(f.status ? { status: f.status as Schema<'WorkOrderStatus'> } : {}) } };
}

export interface TypeForm {
  id: number;
  name: string;
  description: string;
  sort: string;
  enabled: boolean;
  defaultAssigneeId: string;
}

export const blankType: TypeForm = { id: 0, name: '', description: '', sort: '0', enabled: true, defaultAssigneeId: '' };

export function typeProblem(form: TypeForm): string {
  const sort = Number(form.sort);
  if (!form.name.trim()) return '请输入分类名称';
  if (!Number.isInteger(sort) || sort < 0 || sort > 9999) return '排序值为 0 到 9999';
  return '';
}

export function toTypeBody(form: TypeForm): OperationBody<'createWorkOrderType'> {
  const assignee = positive(form.defaultAssigneeId);
  return {
    name: form.name.trim(),
    description: form.description.trim(),
    sort: Number(form.sort),
    enabled: form.enabled ? 1 : 0,
    ...(assignee ? { defaultAssigneeId: assignee } : {}),
  };
}

export interface SettingForm {
  openPermission: Schema<'WorkOrderOpenPermission'>;
  rankIds: number[];
  autoCloseDays: string;
  reopenDays: string;
  showStaffNames: boolean;
}

export function toSettingForm(s: Schema<'WorkOrderSetting'>): SettingForm {
  return {
    openPermission: s.openPermission,
    rankIds: s.rankIds,
    autoCloseDays: String(s.autoCloseDays),
    reopenDays: String(s.reopenDays),
    showStaffNames: s.showStaffNames === 1,
  };
}

export function settingProblem(form: SettingForm): string {
  for (const [value, name] of [
    [form.autoCloseDays, '自动关闭天数'],
    [form.reopenDays, '可重新打开天数'],
  ] as const) {
    const n = Number(value);
    if (value === '' || !Number.isInteger(n) || n < 0 || n > 365) return `${name}为 0 到 365`;
  }
  if (form.openPermission === 'ranks' && !form.rankIds.length) return '请至少选择一个会员等级';
  return '';
}

export function toSettingBody(form: SettingForm): OperationBody<'saveWorkOrderSetting'> {
  return {
    openPermission: form.openPermission,
    rankIds: form.openPermission === 'ranks' ? form.rankIds : [],
    autoCloseDays: Number(form.autoCloseDays),
    reopenDays: Number(form.reopenDays),
    showStaffNames: form.showStaffNames ? 1 : 0,
  };
}

export interface PlatformOrderForm {
  category: Schema<'SaasWorkOrderCategory'>;
  title: string;
  content: string;
  contact: string;
}

export const blankPlatformOrder: PlatformOrderForm = { category: 'fault', title: '', content: '', contact: '' };

export function platformOrderProblem(form: PlatformOrderForm): string {
  if (!form.title.trim()) return '请输入工单标题';
  if (!form.content.trim()) return '请描述遇到的问题';
  return '';
}

export function toPlatformOrderBody(form: PlatformOrderForm): OperationBody<'createSaasWorkOrder'> {
  return {
    category: form.category,
    title: form.title.trim(),
    content: form.content.trim(),
    ...(form.contact.trim() ? { contact: form.contact.trim() } : {}),
  };
}

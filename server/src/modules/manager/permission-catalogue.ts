import type { Schema } from '../../../../sdk';
import { SaasRoleLabels } from '../../../../sdk';

export type AssignableRole = Schema<'ManagerPermissions'>[number];

/** What each assignable role lets a manager do, for whoever grants it (spec §6: the pages each role opens). */
const descriptions: Record<AssignableRole, string> = {
  AccountManager: '添加、删除管理员并分配权限',
  Account: '查看平台全部账号，停用或启用账号，修改姓名与邮箱',
  ContentAudit: '审核各站点的帖子、评论、问答、版块与勋章，处理工单',
  Order: '查看与处理所有客户的订单，代客户创建或修改订单',
  Report: '处理各站点用户提交的举报',
  Site: '查看与管理所有客户的站点与授权，可转让或删除站点',
  SiteSetting: '站点控制、搜索索引、定时任务与清除缓存等系统设置',
  AppletManage: '管理微信小程序、代码模板库与模板草稿',
  SiteBase: '查看流量、月度、短信费用与短信发送等统计数据',
  SiteUser: '查看所有站点的站内用户，调整声望或删除用户',
};

export const ASSIGNABLE_ROLES = Object.keys(descriptions) as AssignableRole[];

export const permissionCatalogue: Schema<'PermissionItem'>[] = ASSIGNABLE_ROLES.map((name) => ({
  name,
  title: SaasRoleLabels[name],
  description: descriptions[name],
}));

// The authorised mini-program's own face and scope: name, avatar and signature, and its service categories.
import type { OperationBody, Schema } from '../../../../sdk';
import { badRequest } from '../../http/errors';
import type { AppletCore } from './applet-core';

export function createAppletProfile(core: AppletCore) {
  const { wx, save, guarded, authorizedAppid, siteApplet } = core;
  return {
    async updateBaseInfo(
      siteId: number,
      input: OperationBody<'updateAppletBaseInfo'>,
      readImage: (url: string) => Promise<Buffer | undefined>,
    ) {
      const appid = await authorizedAppid(siteId);
      if (input.nickname !== undefined) {
        const nickname = input.nickname;
        if (nickname.includes('小程序')) throw badRequest('名称不能包含“小程序”');
        const width = [...nickname].reduce((n, ch) => n + (ch.charCodeAt(0) < 256 ? 1 : 2), 0);
        if (width < 4 || width > 30) throw badRequest('名称为 4–30 个字符（一个汉字算 2 个）');
        const answer = await guarded(siteId, () => wx().setNickname(appid, nickname));
        await save(
          siteId,
          answer.audit_id
            ? { nicknameAudit: { nickname, status: 'auditing', reason: '', auditId: String(answer.audit_id) } }
            : { nickname, nicknameAudit: { nickname, status: 'passed', reason: '' } },
        );
      }
      if (input.avatar !== undefined) {
        const image = await readImage(input.avatar);
        if (!image) throw badRequest('头像图片不存在，请重新上传');
        if (image.length > 2 * 1024 * 1024) throw badRequest('头像不能超过 2 MB');
        const mediaId = await guarded(siteId, () => wx().uploadImage(appid, image, 'avatar.jpg', 'image/jpeg'));
        await guarded(siteId, () => wx().modifyHeadImage(appid, mediaId));
        // WeChat answers no address for the new head image: the upload it accepted is what the consoles show.
        await save(siteId, { headImage: input.avatar });
      }
      if (input.signature !== undefined) {
        const signature = input.signature;
        await guarded(siteId, () => wx().modifySignature(appid, signature));
        await save(siteId, { signature });
      }
      return siteApplet(siteId);
    },

    async categories(siteId: number): Promise<Schema<'AppletCategoryList'>> {
      const appid = await authorizedAppid(siteId);
      const mine = await guarded(siteId, () => wx().getCategory(appid));
      const all = await guarded(siteId, () => wx().getAllCategories(appid));
      // biome-ignore lint/suspicious/noExplicitAny: getallcategories nodes
      const nodes: any[] = all.categories_list?.categories ?? [];
      const byId = new Map(nodes.map((n) => [Number(n.id), n]));
      const STATUS: Record<number, Schema<'AppletCategoryAuditStatus'>> = { 1: 'auditing', 2: 'rejected', 3: 'passed' };
      // biome-ignore lint/suspicious/noExplicitAny: category nodes
      const qualify = (n: any) => String(n.qualify?.remark ?? '').slice(0, 2000);
      return {
        // biome-ignore lint/suspicious/noExplicitAny: getcategory entries
        list: (mine.categories ?? []).slice(0, 100).map((c: any) => ({
          first: Number(c.first),
          firstName: String(c.first_name ?? ''),
          second: Number(c.second),
          secondName: String(c.second_name ?? ''),
          auditStatus: STATUS[Number(c.audit_status)] ?? 'passed',
          auditReason: String(c.audit_reason ?? '').slice(0, 500),
        })),
        quota: Number(mine.quota ?? 0),
        limit: Number(mine.limit ?? mine.category_limit ?? 5),
        catalog: nodes
          .filter((n) => Number(n.level) === 1)
          .slice(0, 1000)
          .map((n) => ({
            id: Number(n.id),
            name: String(n.name),
            sensitive: Number(n.sensitive_type) === 1,
            qualify: qualify(n),
            children: (n.children ?? [])
              .map((c: number) => byId.get(Number(c)))
              .filter(Boolean)
              // biome-ignore lint/suspicious/noExplicitAny: category nodes
              .map((c: any) => ({
                id: Number(c.id),
                name: String(c.name),
                sensitive: Number(c.sensitive_type) === 1,
                qualify: qualify(c),
              })),
          })),
      };
    },
    async addCategory(siteId: number, input: OperationBody<'addAppletCategory'>, readImage: (url: string) => Promise<Buffer | undefined>) {
      const appid = await authorizedAppid(siteId);
      const certicates: { key: string; value: string }[] = [];
      for (const c of input.certicates ?? []) {
        const image = await readImage(c.value);
        if (!image) throw badRequest('资质图片不存在，请重新上传');
        certicates.push({
          key: c.key,
          value: await guarded(siteId, () => wx().uploadImage(appid, image, 'certificate.jpg', 'image/jpeg')),
        });
      }
      await guarded(siteId, () => wx().addCategory(appid, [{ first: input.first, second: input.second, certicates }]));
    },
    async deleteCategory(siteId: number, input: OperationBody<'deleteAppletCategory'>) {
      const appid = await authorizedAppid(siteId);
      await guarded(siteId, () => wx().deleteCategory(appid, input.first, input.second));
    },
  };
}

// Registration (fast registration as an enterprise, a person, or on an official account's qualification) and the
// authorisation that links a mini-program's appid to one site, through a single-use state.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { AppletRegisterStatus, AppletRegisterStatusTransitions, canTransition, type OperationBody, type Schema } from '../../../../sdk';
import type { RequestInfo } from '../../context';
import { badRequest, conflict } from '../../http/errors';
import { WECHAT_OK } from '../../wechat/wechat-errors';
import { appletAuthStates, applets } from './applet.tables';
import { type AppletCore, iso } from './applet-core';

const STATE_TTL_MS = 10 * 60_000;
const sha = (text: string) => createHash('sha256').update(text).digest();

export function createAppletAuthorize(core: AppletCore) {
  const { db, wx, rowOf, save, guarded, siteRow, siteApplet } = core;

  /** After api_query_auth: links the appid to the site unless another site holds it. */
  async function link(siteId: number, info: { authorizer_appid: string; func_info?: { funcscope_category?: { id?: number } }[] }) {
    const appid = String(info.authorizer_appid);
    const [holder] = await db.select({ siteId: applets.siteId }).from(applets).where(eq(applets.appid, appid));
    if (holder && holder.siteId !== siteId) throw conflict('该小程序已授权给其他站点');
    const funcInfo = (info.func_info ?? []).map((f) => Number(f.funcscope_category?.id)).filter((n) => Number.isInteger(n) && n > 0);
    const details = await wx()
      .getAuthorizerInfo(appid)
      .catch(() => undefined);
    const a = details?.authorizer_info ?? {};
    await save(siteId, {
      appid,
      registerStatus: 'authorized',
      funcInfo,
      userName: String(a.user_name ?? ''),
      nickname: String(a.nick_name ?? '').slice(0, 60),
      headImage: String(a.head_img ?? '').slice(0, 512),
      signature: String(a.signature ?? '').slice(0, 240),
      principalName: String(a.principal_name ?? '').slice(0, 200),
      lastError: null,
    });
  }

  function redirectUri(request: RequestInfo, base: string, state: string) {
    return `${request.protocol}://${request.host}${request.portSuffix}${base}/applet-redirect?state=${state}`;
  }

  async function newState(input: {
    console: 'console' | 'saas';
    purpose: string;
    siteId: number;
    actorId: number;
    returnPath: string;
    officialAccountAppid?: string;
  }) {
    const state = randomBytes(24).toString('base64url');
    await db.insert(appletAuthStates).values({ ...input, stateHash: sha(state), expiresAt: new Date(Date.now() + STATE_TTL_MS) });
    return state;
  }

  async function authorizeUrl(kind: 'console' | 'saas', siteId: number, actorId: number, returnPath: string, request: RequestInfo) {
    await siteRow(siteId);
    const state = await newState({ console: kind, purpose: 'authorize', siteId, actorId, returnPath });
    const { pre_auth_code } = await guarded(siteId, () => wx().createPreAuthCode());
    return { url: wx().authorizePageUrl(String(pre_auth_code), redirectUri(request, kind === 'console' ? '/console' : '', state)), state };
  }

  async function completeAuthorize(
    kind: 'console' | 'saas',
    actorId: number,
    siteId: number | null,
    input: OperationBody<'completeAppletAuthorize'>,
  ) {
    const claimed = await db
      .update(appletAuthStates)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(appletAuthStates.stateHash, sha(input.state)),
          eq(appletAuthStates.console, kind),
          eq(appletAuthStates.actorId, actorId),
          isNull(appletAuthStates.usedAt),
          sql`${appletAuthStates.expiresAt} > now()`,
          ...(siteId === null ? [] : [eq(appletAuthStates.siteId, siteId)]),
        ),
      )
      .returning();
    const flow = claimed[0];
    if (!flow) throw badRequest('授权已失效或已使用，请重新发起');
    if (flow.purpose === 'reuse') {
      if (!input.ticket || !flow.officialAccountAppid) throw badRequest('缺少扫码凭证，请重新发起');
      const oa = flow.officialAccountAppid;
      const made = await guarded(flow.siteId, () => wx().fastRegisterFromOfficialAccount(oa, input.ticket as string));
      const info = await guarded(flow.siteId, () => wx().queryAuth(String(made.authorization_code)));
      await link(flow.siteId, info as { authorizer_appid: string });
    } else {
      if (!input.authCode) throw badRequest('缺少授权码，请重新发起');
      const code = input.authCode;
      const info = await guarded(flow.siteId, () => wx().queryAuth(code));
      await link(flow.siteId, info as { authorizer_appid: string });
    }
    const row = await rowOf(flow.siteId);
    return {
      siteId: flow.siteId,
      returnPath: flow.returnPath,
      registerStatus: (row?.registerStatus ?? 'unregistered') as Schema<'AppletRegisterStatus'>,
      appid: row?.appid ?? null,
    };
  }

  return {
    link,
    authorizeUrl,
    completeAuthorize,

    async register(siteId: number, actorId: number, input: OperationBody<'registerApplet'>, request: RequestInfo) {
      const row = await rowOf(siteId);
      if (row && !canTransition(AppletRegisterStatusTransitions, 'register', row.registerStatus))
        throw conflict(row.registerStatus === AppletRegisterStatus.authorized ? '本站已有授权的小程序' : '已有注册在进行中');
      const need = (fields: (keyof typeof input)[]) => {
        for (const f of fields) if (!input[f]) throw badRequest('请填写完整的注册信息');
      };
      const submittedAt = iso(new Date());
      if (input.kind === 'enterprise') {
        need(['name', 'code', 'codeType', 'legalPersonaWechat', 'legalPersonaName']);
        const body = {
          name: input.name as string,
          code: input.code as string,
          code_type: input.codeType as number,
          legal_persona_wechat: input.legalPersonaWechat as string,
          legal_persona_name: input.legalPersonaName as string,
          ...(input.componentPhone ? { component_phone: input.componentPhone } : {}),
        };
        await guarded(siteId, () => wx().fastRegisterEnterprise(body));
        await save(siteId, {
          registerStatus: 'registering',
          registerKind: 'enterprise',
          registerTask: {
            kind: 'enterprise',
            status: WECHAT_OK,
            message: '已提交，请法人在微信中完成人脸核验',
            authorizeUrl: null,
            submittedAt,
            match: { name: body.name, legal_persona_wechat: body.legal_persona_wechat },
          },
        });
      } else if (input.kind === 'personal') {
        need(['idname', 'wxuser']);
        const answer = await guarded(siteId, () =>
          wx().fastRegisterPersonal({
            idname: input.idname as string,
            wxuser: input.wxuser as string,
            ...(input.componentPhone ? { component_phone: input.componentPhone } : {}),
          }),
        );
        await save(siteId, {
          registerStatus: 'registering',
          registerKind: 'personal',
          registerTask: {
            kind: 'personal',
            status: Number(answer.status ?? 0),
            message: '请在微信中打开确认链接完成注册',
            authorizeUrl: String(answer.authorize_url ?? '') || null,
            submittedAt,
            taskid: String(answer.taskid ?? ''),
            match: { wxuser: input.wxuser, idname: input.idname },
          },
        });
      } else {
        need(['officialAccountAppid']);
        const oa = input.officialAccountAppid as string;
        const state = await newState({
          console: 'console',
          purpose: 'reuse',
          siteId,
          actorId,
          returnPath: '/setting/wechatApplet',
          officialAccountAppid: oa,
        });
        const url = wx().fastRegisterAuthUrl(oa, redirectUri(request, '/console', state));
        await save(siteId, {
          registerStatus: 'registering',
          registerKind: 'reuse',
          registerTask: { kind: 'reuse', status: WECHAT_OK, message: '请公众号管理员扫码确认复用资质', authorizeUrl: url, submittedAt },
        });
      }
      return siteApplet(siteId);
    },
  };
}

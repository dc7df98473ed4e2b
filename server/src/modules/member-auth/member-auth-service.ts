import { type OperationBody, type Schema, SiteUserStatus } from '../../../../sdk';
import type { MemberPrincipal } from '../../auth/principal';
import type { RequestInfo } from '../../context';
import { badRequest, conflict, forbidden, notLoggedIn } from '../../http/errors';
import type { SiteRef } from '../../tenancy/site-resolver';
import { createSiteSignIn } from '../console-auth/site-sign-in';
import type { ModuleDeps } from '../deps';
import { findSensitiveWord } from '../post/sensitive-words';
import {
  findMemberProfileRow,
  type MemberProfileValues,
  nicknameTaken,
  updateMemberProfileRow,
} from '../site/site-member-profile-repository';
import { createSiteSettingService } from '../site-console/site-setting-service';
import { isSsoOnly } from '../sso/sso-repository';
import { isSiteUploadUrl } from '../upload/upload-url';
import { findRank } from '../user-rank/user-rank-repository';
import { memberProfile } from './member-profile';

const SSO_ONLY = '本站仅支持单点登录，请使用登录页上的单点登录按钮登录';

export type MemberAuthService = ReturnType<typeof createMemberAuthService>;

export function createMemberAuthService(deps: ModuleDeps) {
  const { db, config } = deps;
  const signIn = createSiteSignIn(deps);
  const settings = createSiteSettingService(deps);

  async function profile(siteId: number, userId: number): Promise<Schema<'MemberProfile'>> {
    const user = await findMemberProfileRow(db, siteId, userId);
    // Deleted or banned since the token was issued: the token no longer stands for anyone.
    if (user?.status !== SiteUserStatus.active || user.isAnonymous) throw notLoggedIn();
    const rank = user.rankId ? await findRank(db, siteId, user.rankId) : undefined;
    return memberProfile(user, rank?.name ?? '');
  }

  /** A site in SSO-only mode (sso module) takes no member password sign-in or registration; the console's door stays open. */
  async function passwordDoorOpen(siteId: number) {
    if (await isSsoOnly(db, siteId)) throw forbidden(SSO_ONLY);
  }

  async function signedIn(site: SiteRef, userId: number, request: RequestInfo, actorName: string, via: 'password' | 'register') {
    const token = await signIn.openSession('member', site, userId, request, actorName, via);
    return { token, user: await profile(site.id, userId) };
  }

  return {
    profile: (principal: MemberPrincipal) => profile(principal.siteId, principal.siteUserId),
    /** A member's profile by id (social-login signs members in with it). */
    profileOf: profile,

    async login(site: SiteRef, account: string, password: string, request: RequestInfo) {
      await passwordDoorOpen(site.id);
      const userId = await signIn.verifyPassword('member', site, account, password, request);
      return signedIn(site, userId, request, account, 'password');
    },

    logout: (principal: MemberPrincipal, request: RequestInfo) => signIn.signOut(principal, request),

    async sendRegisterCode(...args: Parameters<typeof signIn.sendRegisterCode>) {
      await passwordDoorOpen(args[0].id);
      return signIn.sendRegisterCode(...args);
    },

    // Forgot password: the same site user, SMS purpose and ticket as the console's (site-sign-in.ts).
    sendResetCode: signIn.sendResetCode,
    verifyResetCode: signIn.verifyResetCode,
    resetPassword: (site: SiteRef, resetToken: string, newPassword: string, request: RequestInfo) =>
      signIn.resetPassword('member', site, resetToken, newPassword, request),
    changePassword: (principal: MemberPrincipal, input: OperationBody<'changeMemberPassword'>, request: RequestInfo) =>
      signIn.changePassword(principal, input, request),

    async register(site: SiteRef, input: OperationBody<'memberRegister'>, request: RequestInfo) {
      await passwordDoorOpen(site.id);
      const userName = input.userName.trim();
      if (!userName) throw badRequest('请输入昵称');
      const userId = await signIn.register(site, { ...input, userName });
      return signedIn(site, userId, request, input.account ?? input.mobile, 'register');
    },

    async updateProfile(principal: MemberPrincipal, input: OperationBody<'updateMemberProfile'>) {
      const values: MemberProfileValues = {};
      if (input.userName !== undefined) {
        values.userName = input.userName.trim();
        if (!values.userName) throw badRequest('请输入昵称');
        if (/[@\s]/.test(values.userName)) throw badRequest('昵称不能包含空格或 @');
        if (await findSensitiveWord(deps, principal.siteId, values.userName)) throw badRequest('昵称包含不允许的词语，请换一个');
      }
      if (input.signature !== undefined) {
        values.signature = input.signature.replace(/\s+/g, ' ').trim();
        if (values.signature && (await findSensitiveWord(deps, principal.siteId, values.signature)))
          throw badRequest('个性签名包含不允许的词语，请修改');
      }
      if (input.gender !== undefined) values.gender = input.gender;
      if (input.areaCode !== undefined || input.areaAddress !== undefined) {
        values.areaCode = input.areaCode ?? '';
        values.areaAddress = (input.areaAddress ?? '').trim();
        if (values.areaCode && !values.areaAddress) throw badRequest('请给出地区名称');
      }
      if (input.hideActivity !== undefined) values.hideActivity = input.hideActivity;
      if (input.avatar !== undefined) {
        if (input.avatar !== '' && !isSiteUploadUrl(config, principal.siteId, input.avatar)) {
          throw badRequest('头像须是上传到本站的图片');
        }
        values.avatarUrl = input.avatar;
      }
      await profile(principal.siteId, principal.siteUserId);
      await db.transaction(async (tx) => {
        if (values.userName !== undefined && (await nicknameTaken(tx, principal.siteId, principal.siteUserId, values.userName)))
          throw conflict('这个昵称已经有人用了，请换一个');
        await updateMemberProfileRow(tx, principal.siteId, principal.siteUserId, values);
      });
      return profile(principal.siteId, principal.siteUserId);
    },

    /** What the member site needs on load, from the one cached read of the site's settings. */
    async site(site: SiteRef): Promise<Schema<'MemberSite'>> {
      const setting = await settings.read(site.id);
      return {
        siteId: site.id,
        siteName: setting.siteName,
        siteDescription: setting.siteDescription,
        logoUrl: setting.siteBasicSetting.logoUrl,
        faviconUrl: setting.siteBasicSetting.faviconUrl,
        registerStatus: setting.registerStatus,
        questionFunctionStatus: setting.questionFunctionStatus,
        mallFunctionStatus: setting.mallFunctionStatus,
        workOrderFunctionStatus: setting.workOrderFunctionStatus,
        commentEditMinutes: setting.commentEditMinutes,
      };
    },
  };
}

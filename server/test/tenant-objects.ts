// One object of every kind for each tenant of the cast (holder A with site A, holder B with site B), made the way
// their owners make them, so that a test can send one tenant's id in the other's request. Keyed by the kind an id
// field names (see `idKind`): `siteId` → site, `orderId` → order, `updateMedal.id` → medal.
import { and, desc, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { type OperationId, operationIndex } from '../../sdk';
import { consoleNotifications, memberNotifications } from '../src/modules/notification/notification.tables';
import { notifyConsoleUsers } from '../src/modules/notification/notify-console';
import { notifyMember } from '../src/modules/notification/notify-member';
import { upsertStored } from '../src/modules/oauth/oauth-repository';
import { posts } from '../src/modules/post/post.tables';
import { openQa, questionType } from '../src/modules/question/question-kit';
import { insertIdentity } from '../src/modules/social-login/social-login-repository';
import type { TestServer } from './harness';
import { openMall } from './mall-kit';
import { multipartBody } from './multipart';
import { openPayment, placeOrder } from './order-kit';
import type { TwoSites } from './two-sites';

export type TenantObjects = Record<string, number | string>;

/** Kinds every holder and site names alike: the platform's own lists, owned by no tenant. */
export const SHARED_KINDS: Record<string, string> = {
  price: 'the price list of licences is the same for everyone',
  siteCategory: 'site categories are the platform’s fixed list',
  libraryMedal: 'the platform’s medal library is offered to every site alike',
};

/** `siteId` → site, `userIds` → user, a bare `id` → the operation's own object (`updateMedal` → medal); the tag's own kind first (`point` + `categoryId` → pointCategory). */
export function idKind(operationId: OperationId, name: string, known: (kind: string) => boolean): string {
  const stem = name === 'id' ? operationId.replace(/^[a-z]+/, '') : name.replace(/Ids?$/, '');
  const plain = stem.charAt(0).toLowerCase() + stem.slice(1);
  const qualified = `${operationIndex[operationId].tag}${stem.charAt(0).toUpperCase()}${stem.slice(1)}`;
  return known(qualified) ? qualified : plain;
}

async function first(
  server: TestServer,
  operationId: 'getUserRankList' | 'getPointCategoryList' | 'getPointItemList',
  token: string,
  host: string,
) {
  const res = await server.call(operationId, { token, host });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.data.length, `${operationId} on ${host} lists nothing`).toBeGreaterThan(0);
  return res.body.data[0].id as number;
}

async function objectsOf(server: TestServer, cast: TwoSites, side: 'a' | 'b'): Promise<TenantObjects> {
  const site = cast.sites[side];
  const holder = cast.tokens[side === 'a' ? 'holderA' : 'holderB'];
  const owner = site.tokens.owner;
  const order = await placeOrder(server, holder, { siteId: site.id, priceId: 2, kind: 'buy' });
  const payment = await openPayment(server, holder, order.id);
  const medal = await server.call('createMedal', { token: owner, host: site.host, body: { name: `${site.name}之星`, color: '#E6A23C' } });
  expect(medal.status, JSON.stringify(medal.body)).toBe(200);
  const pointCategory = await first(server, 'getPointCategoryList', owner, site.host);
  const sectionCategory = await server.call('createSectionCategory', { token: owner, host: site.host, body: { name: `${site.name}分区` } });
  expect(sectionCategory.status, JSON.stringify(sectionCategory.body)).toBe(200);
  const section = await server.call('createSection', { token: owner, host: site.host, body: { name: `${site.name}版块` } });
  expect(section.status, JSON.stringify(section.body)).toBe(200);
  const userRank = await first(server, 'getUserRankList', owner, site.host);
  const memberLabel = await server.call('createMemberLabel', {
    token: owner,
    host: site.host,
    body: { name: `${site.name}标签`, color: '#409EFF' },
  });
  expect(memberLabel.status, JSON.stringify(memberLabel.body)).toBe(200);
  const content = await memberContent(server, site.id, site.host, section.body.data.id, site.users.member);
  const mall = await mallObjects(server, site);
  const qa = await memberQa(server, site, section.body.data.id);
  const siteDomain = await server.call('addConsoleSiteDomain', {
    token: owner,
    host: site.host,
    body: { hostname: `bbs.${site.slug}-club.com` },
  });
  expect(siteDomain.status, JSON.stringify(siteDomain.body)).toBe(200);
  const userExport = await server.call('createUserExport', { token: owner, host: site.host, body: { fields: ['id'], format: 'csv' } });
  expect(userExport.status, JSON.stringify(userExport.body)).toBe(200);
  return {
    ...mall,
    site: site.id,
    master: cast.ids[side === 'a' ? 'holderA' : 'holderB'],
    order: order.id,
    payment: payment.paymentId,
    medal: medal.body.data.id,
    user: site.users.member,
    userRank,
    /** `labelId` / `labelIds` and `updateMemberLabel.id`: a member label. */
    memberLabel: memberLabel.body.data.id,
    /** `rankId` of the member list: a user rank. */
    rank: userRank,
    /** `minRankId` of a section: a user rank. */
    minRank: userRank,
    /** `moderatorIds` of a section: site users. */
    moderator: site.users.member,
    section: section.body.data.id,
    sectionCategory: sectionCategory.body.data.id,
    /** `fromId` and `toId` of moveSectionContent: sections. */
    from: section.body.data.id,
    to: section.body.data.id,
    ...(await messageObjects(server, site)),
    pointCategory,
    pointItem: await first(server, 'getPointItemList', owner, site.host),
    ...content,
    /** `getConsolePost.id`: a post. */
    consolePost: content.post,
    /** `authorId` of the content lists: a site user. */
    author: site.users.member,
    /** `getMemberHome.id`: a member of the site, whose public home it is. */
    memberHome: site.users.member,
    /** `followMember.id` and `unfollowMember.id`: a member of the site to follow. */
    member: site.users.member,
    /** `createImpeach.targetId` (the example's targetType is post): a post. */
    impeachTarget: content.post,
    /** `readNotification.id`: a notification of the site's member. */
    notification: await memberNotification(server, site.id, site.users.member),
    /** `readConsoleNotification.id`: a notification in the owner's console list. */
    consoleNotification: await consoleNotification(server, site.id, site.users.owner),
    ...qa,
    /** `actorId` of the operation logs: a site user who acted. */
    actor: site.users.owner,
    /** `getUserExport.id` and `createUserExportDownload.id`: a member data export. */
    userExport: userExport.body.data.id,
    userExportDownload: userExport.body.data.id,
    ...(await workOrderObjects(server, site, userRank)),
    /** `verifySiteDomain.id` and `verifyConsoleSiteDomain.id`: a custom domain of the site. */
    siteDomain: siteDomain.body.data.id,
    consoleSiteDomain: siteDomain.body.data.id,
    /** `revokeConsoleSession.id`: one of the owner's sessions on the site (个人设置 › 登录设备). */
    consoleSession: await ownSessionId(server, 'getConsoleSessionList', owner, site.host),
    /** `revokeAccountSession.id`: one of the holder's SaaS sessions. */
    accountSession: await ownSessionId(server, 'getAccountSessionList', holder),
    ...(await lookObjects(server, site)),
    /** `attachmentIds` of a post, and `downloadAttachment.id`, `updateAttachment.id`, `deleteAttachment.id`: the member's attachment on a post. */
    attachment: await postAttachment(server, site.id, site.host, section.body.data.id, site.users.member),
    /** `unbindSocialAccount.id`: a WeChat identity bound to the site's member (我的 › 账号绑定). */
    socialAccount: await insertIdentity(server.database.db, {
      siteId: site.id,
      provider: 'wechat',
      appId: 'wxtenancy0000001',
      openid: `o-tenancy-${side}`,
      unionid: null,
      siteUserId: site.users.member,
      nickname: '跨站测试',
      avatarUrl: '',
    }),
    ...(await oauthObjects(server, site, side)),
  };
}

/** An app registered on the site, which the site's member has authorised (a grant at the site's provider). */
async function oauthObjects(server: TestServer, site: TwoSites['sites']['a'], side: 'a' | 'b') {
  const res = await server.call('createOauthClient', {
    token: site.tokens.owner,
    host: site.host,
    body: { name: '跨站应用', logoUrl: '', redirectUris: ['https://app.example.com/cb'], scopes: ['openid'], public: false },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const client = res.body.data.client as { id: number; clientId: string };
  const accountId = String(site.users.member);
  await upsertStored(server.database.db, {
    siteId: site.id,
    model: 'Grant',
    id: `grant-tenancy-${side}`,
    payload: { accountId, clientId: client.clientId, openid: { scope: 'openid' } },
    accountId,
    clientId: client.clientId,
    expiresAt: new Date(Date.now() + 86_400_000),
  });
  /** `deleteOauthClient.id`, `rotateOauthClientSecret.id` and the member's `revokeMyOauthGrant.id`: the app. */
  return { oauthClient: client.id, oauthClientSecret: client.id, myOauthGrant: client.id };
}

async function ownSessionId(
  server: TestServer,
  operationId: 'getConsoleSessionList' | 'getAccountSessionList',
  token: string,
  host?: string,
) {
  const res = await server.call(operationId, { token, host });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data[0].id as number;
}

/** A home-page slide (its image an address of the site's uploads) and a friendly link. */
async function lookObjects(server: TestServer, site: TwoSites['sites']['a']) {
  const as = { token: site.tokens.owner, host: site.host };
  const image = `/files/${site.id}/2026/11/${'a'.repeat(32)}.webp`;
  const slide = await server.call('createSlide', { ...as, body: { position: 'home', image, title: `${site.name}幻灯片` } });
  expect(slide.status, JSON.stringify(slide.body)).toBe(200);
  const link = await server.call('createFriendLink', { ...as, body: { name: `${site.name}友链`, url: 'https://example.com/' } });
  expect(link.status, JSON.stringify(link.body)).toBe(200);
  return { slide: slide.body.data.id as number, friendLink: link.body.data.id as number };
}

/** Q&A opened on the site (a paid licence), a question type, and the owner's question answered by the member. */
async function memberQa(server: TestServer, site: TwoSites['sites']['a'], sectionId: number) {
  await openQa(server, site.id);
  const type = await questionType(server, site, `${site.name}问答`);
  const owner = site.memberTokens.owner;
  const question = await server.call('createQuestion', {
    token: owner,
    host: site.host,
    body: { title: '跨站测试问题', content: '<p>问题</p>', bounty: 0, typeId: type, sectionId },
  });
  expect(question.status, JSON.stringify(question.body)).toBe(200);
  const answer = await server.call('createAnswer', {
    token: site.memberTokens.member,
    host: site.host,
    body: { questionId: question.body.data.id, content: '<p>回答</p>' },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return { questionType: type, question: question.body.data.id as number, answer: answer.body.data.id as number };
}

/** A work-order type, the member's work order to the site and the owner's to the platform; assignees are the owner. */
async function workOrderObjects(server: TestServer, site: TwoSites['sites']['a'], rank: number) {
  const type = await server.call('createWorkOrderType', {
    token: site.tokens.owner,
    host: site.host,
    body: { name: `${site.name}工单`, sort: 1, enabled: 1 },
  });
  expect(type.status, JSON.stringify(type.body)).toBe(200);
  const order = await server.call('createWorkOrder', {
    token: site.memberTokens.member,
    host: site.host,
    body: { typeId: type.body.data.id, title: '跨站测试工单', content: '描述' },
  });
  expect(order.status, JSON.stringify(order.body)).toBe(200);
  const platform = await server.call('createSaasWorkOrder', {
    token: site.tokens.owner,
    host: site.host,
    body: { category: 'other', title: '跨站测试平台工单', content: '描述' },
  });
  expect(platform.status, JSON.stringify(platform.body)).toBe(200);
  const id = order.body.data.id as number;
  const saasId = platform.body.data.id as number;
  return {
    workOrderType: type.body.data.id as number,
    /** `assigneeId`, a type's `defaultAssigneeId`: the owner, who may always be assigned. */
    workOrderAssignee: site.users.owner,
    workOrderDefaultAssignee: site.users.owner,
    /** `rankIds` of the work-order setting: a user rank. */
    workOrderRank: rank,
    workOrder: id,
    workOrderStatus: id,
    myWorkOrder: id,
    myWorkOrderStatus: id,
    mySaasWorkOrder: saasId,
    mySaasWorkOrderStatus: saasId,
  };
}

/** A member's published post and comment on the site: `postId`, `commentId`, `parentId` and the author's own (`deleteMyPost.id`). */
async function memberContent(server: TestServer, siteId: number, host: string, sectionId: number, siteUserId: number) {
  const token = await server.deps.sessions.open(server.database.db, { kind: 'member', siteId, siteUserId }, '127.0.0.1');
  const post = await server.call('createPost', { token, host, body: { sectionId, title: '跨站测试帖', content: '<p>正文</p>' } });
  expect(post.status, JSON.stringify(post.body)).toBe(200);
  const comment = await server.call('createComment', { token, host, body: { postId: post.body.data.id, content: '<p>评论</p>' } });
  expect(comment.status, JSON.stringify(comment.body)).toBe(200);
  const postId = post.body.data.id as number;
  const commentId = comment.body.data.id as number;
  return { post: postId, myPost: postId, comment: commentId, myComment: commentId, parent: commentId };
}

/** A file the member attached to a post of theirs (uploadAttachment, then createPost with `attachmentIds`). */
async function postAttachment(server: TestServer, siteId: number, host: string, sectionId: number, siteUserId: number) {
  const token = await server.deps.sessions.open(server.database.db, { kind: 'member', siteId, siteUserId }, '127.0.0.1');
  const { payload, contentType } = multipartBody([{ name: 'file', value: Buffer.from('跨站测试附件'), filename: '附件.txt' }]);
  const uploaded = await server.app.inject({
    method: 'POST',
    url: '/api/member/attachment',
    headers: { host, authorization: token, 'content-type': contentType },
    payload,
  });
  expect(uploaded.statusCode, uploaded.body).toBe(200);
  const id = JSON.parse(uploaded.body).data.id as number;
  await server.database.db.update(posts).set({ createdAt: sql`${posts.createdAt} - interval '1 minute'` });
  const post = await server.call('createPost', {
    token,
    host,
    body: { sectionId, title: '带附件的帖子', content: '<p>附件</p>', attachmentIds: [id] },
  });
  expect(post.status, JSON.stringify(post.body)).toBe(200);
  return id;
}

/** A notification in the member's list, as any area writes one. */
async function memberNotification(server: TestServer, siteId: number, userId: number) {
  await notifyMember(server.database.db, { siteId, userId, kind: 'reportResolved', title: '你的举报已处理', content: '测试通知' });
  const [row] = await server.database.db
    .select({ id: memberNotifications.id })
    .from(memberNotifications)
    .where(and(eq(memberNotifications.siteId, siteId), eq(memberNotifications.userId, userId)))
    .orderBy(desc(memberNotifications.id))
    .limit(1);
  return row.id;
}

/** A notification in an administrator's console list (the SMS quota warning's kind). */
async function consoleNotification(server: TestServer, siteId: number, userId: number) {
  await notifyConsoleUsers(server.database.db, [
    { siteId, userId, kind: 'smsQuotaWarning', title: '本月短信额度已用 80%', content: '测试通知' },
  ]);
  const [row] = await server.database.db
    .select({ id: consoleNotifications.id })
    .from(consoleNotifications)
    .where(and(eq(consoleNotifications.siteId, siteId), eq(consoleNotifications.userId, userId)))
    .orderBy(desc(consoleNotifications.id))
    .limit(1);
  return row.id;
}

/** A gift in the site's points mall (opened for the test) and a member's redemption of it: `giftId`, `mallOrder`. */
async function mallObjects(server: TestServer, site: TwoSites['sites']['a']) {
  await openMall(server, site.id);
  const category = await server.call('createGiftCategory', {
    token: site.tokens.owner,
    host: site.host,
    body: { name: `${site.name}周边` },
  });
  expect(category.status, JSON.stringify(category.body)).toBe(200);
  const gift = await server.call('createGift', {
    token: site.tokens.owner,
    host: site.host,
    body: { name: `${site.name}帆布袋`, points: 10, stock: 5, categoryId: category.body.data.id },
  });
  expect(gift.status, JSON.stringify(gift.body)).toBe(200);
  const adjust = await server.call('adjustPoints', {
    token: site.tokens.owner,
    host: site.host,
    body: { userId: site.users.member, category: 'coin', delta: 100, reason: '测试' },
  });
  expect(adjust.status, JSON.stringify(adjust.body)).toBe(200);
  const address = {
    name: '林小书',
    mobile: '13912345678',
    regionCode: '330106',
    regionName: '浙江省-杭州市-西湖区',
    detail: '文三路 90 号',
  };
  const order = await server.call('redeemGift', {
    token: site.memberTokens.member,
    host: site.host,
    body: { giftId: gift.body.data.id, address },
  });
  expect(order.status, JSON.stringify(order.body)).toBe(200);
  const giftId = gift.body.data.id as number;
  const categoryId = category.body.data.id as number;
  /** `updateGiftCategory.id` and the gifts' `categoryId` (tag mall): a gift category. */
  return { gift: giftId, mallGift: giftId, mallOrder: order.body.data.id as number, giftCategory: categoryId, mallCategory: categoryId };
}

/** The objects of holder A / site A and of holder B / site B. */
export async function tenantObjects(server: TestServer, cast: TwoSites) {
  return { a: await objectsOf(server, cast, 'a'), b: await objectsOf(server, cast, 'b') };
}

/**
 * Private messages: the owner (as a member) writes to the member, so the member's side has a conversation and a
 * received message. `sendPrivateMessage.toId` and `blockMember.id`/`unblockMember.id` name a member of the site
 * (the owner, someone other than the calling member).
 */
async function messageObjects(server: TestServer, site: TwoSites['sites']['a']) {
  const res = await server.call('sendPrivateMessage', {
    token: site.memberTokens.owner,
    host: site.host,
    body: { toId: site.users.member, content: `${site.name}的私信` },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return {
    messageTo: site.users.owner,
    messageMember: site.users.owner,
    conversation: res.body.data.conversationId as number,
    message: res.body.data.id as number,
  };
}

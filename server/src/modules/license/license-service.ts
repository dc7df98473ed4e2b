// Site licences: what a site holds, and licence codes (made by platform managers, activated by account holders).
import type { OperationQuery, Schema } from '../../../../sdk';
import { recordSecurityEvent } from '../../audit/security-events';
import { hasRole, type SaasPrincipal } from '../../auth/principal';
import type { RequestInfo } from '../../context';
import { paging } from '../../db/paged-list';
import { badRequest, conflict, notFound } from '../../http/errors';
import type { ModuleDeps } from '../deps';
import { findOrderView, insertOrder, listOrders } from '../order/order-repository';
import { orderNumber, SITE_NOT_FOUND } from '../order/order-rules';
import { toOrder } from '../order/order-view';
import { applyPaidOrder, forgetLicense } from './license-apply';
import { hashLicenseCode, licenseCodeTail, newLicenseCode } from './license-code';
import * as repo from './license-repository';
import { licenseState } from './license-state';

const THROTTLE_REALM = 'license-code';
const HISTORY_LIMIT = 200;

export type LicenseService = ReturnType<typeof createLicenseService>;

export function createLicenseService(deps: ModuleDeps) {
  const { db, loginThrottle } = deps;
  return {
    async get(principal: SaasPrincipal, siteId: number): Promise<Schema<'LicenseDetail'>> {
      const site = await repo.findSiteLicense(db, siteId);
      if (!site || (site.masterId !== principal.accountId && !hasRole(principal, 'Site'))) throw notFound(SITE_NOT_FOUND);
      const state = licenseState(site);
      const history = await listOrders(db, { siteId, appliedOnly: true, page: 1, pageSize: HISTORY_LIMIT });
      return {
        siteId: site.siteId,
        siteName: site.siteName,
        siteSlug: site.siteSlug,
        masterId: site.masterId,
        masterName: site.masterName,
        licenseType: state.licenseType,
        effectiveType: state.effectiveType,
        licenseStatus: state.status,
        startsAt: site.startsAt.toISOString(),
        expiresAt: site.expiresAt?.toISOString() ?? null,
        history: history.list.map(toOrder),
      };
    },

    async createCodes(
      principal: SaasPrincipal,
      input: Schema<'LicenseCodeCreateInput'>,
      request: RequestInfo,
    ): Promise<Schema<'LicenseCodeCreated'>[]> {
      const codes = Array.from({ length: input.quantity }, newLicenseCode);
      const rows = await db.transaction(async (tx) => {
        const inserted = await repo.insertLicenseCodes(
          tx,
          codes.map((code) => ({
            codeHash: hashLicenseCode(code),
            codeTail: licenseCodeTail(code),
            licenseType: input.licenseType,
            months: input.months,
            note: input.note.trim(),
            createdBy: principal.accountId,
          })),
        );
        // Each code's id and tail identify it; the codes themselves are shown once and kept nowhere.
        await recordSecurityEvent(tx, request, {
          realm: 'saas',
          action: 'licenseCodesCreated',
          actorAccountId: principal.accountId,
          targetType: 'licenseCode',
          detail: {
            licenseType: input.licenseType,
            months: input.months,
            quantity: inserted.length,
            codes: inserted.map((row, i) => ({ id: row.id, tail: licenseCodeTail(codes[i]) })),
            note: input.note.trim(),
          },
        });
        return inserted;
      });
      return rows.map((row, i) => ({ id: row.id, code: codes[i], licenseType: input.licenseType, months: input.months }));
    },

    async listCodes(query: OperationQuery<'getLicenseCodeList'>) {
      const { list: rows, total } = await repo.listLicenseCodes(db, {
        status: query.status,
        ...paging(query),
      });
      const list: Schema<'LicenseCode'>[] = rows.map((row) => ({
        ...row,
        licenseType: row.licenseType as Schema<'LicenseType'>,
        status: row.status as Schema<'LicenseCode'>['status'],
        createdAt: row.createdAt.toISOString(),
        usedAt: row.usedAt?.toISOString() ?? null,
      }));
      return { list, total };
    },

    async revokeCode(id: number) {
      if (await repo.revokeUnusedLicenseCode(db, id)) return;
      const code = await repo.findLicenseCodeStatus(db, { id });
      if (!code) throw notFound('授权码不存在');
      throw conflict(code.status === 'used' ? '授权码已被使用，不能作废' : '授权码已作废');
    },

    /**
     * One code, one activation: the code is claimed with a conditional UPDATE in the transaction that creates the order
     * and applies it, so of two activations at once exactly one succeeds. Wrong codes count against the account.
     */
    async activate(principal: SaasPrincipal, input: Schema<'LicenseActivationInput'>, request: RequestInfo) {
      const site = await repo.findSiteForOrder(db, input.siteId);
      if (!site || site.ownerAccountId !== principal.accountId) throw notFound(SITE_NOT_FOUND);
      const codeHash = hashLicenseCode(input.code);
      const now = new Date();
      const claimAndApply = () =>
        db.transaction(async (tx) => {
          const code = await repo.claimLicenseCode(tx, codeHash, site.id);
          if (!code) return undefined;
          const id = await insertOrder(
            tx,
            {
              kind: 'licenseCode',
              status: 'paid',
              siteId: site.id,
              siteName: site.name,
              siteSlug: site.slug,
              accountId: principal.accountId,
              licenseType: code.licenseType,
              months: code.months,
              amountFen: 0,
              payMethod: 'licenseCode',
              note: `授权码尾号 ${licenseCodeTail(input.code)}`,
              createdBy: principal.accountId,
              createdAt: now,
              paidAt: now,
            },
            (newId) => orderNumber(newId, now),
          );
          await repo.setLicenseCodeOrder(tx, code.id, id);
          const licenseExpiresAt = await applyPaidOrder(
            tx,
            { id, siteId: site.id, licenseType: code.licenseType, months: code.months },
            now,
          );
          await recordSecurityEvent(tx, request, {
            realm: 'saas',
            action: 'licenseCodeActivated',
            siteId: site.id,
            actorAccountId: principal.accountId,
            targetType: 'licenseCode',
            targetId: code.id,
            detail: {
              codeTail: licenseCodeTail(input.code),
              orderId: id,
              licenseType: code.licenseType,
              months: code.months,
              licenseExpiresAt: licenseExpiresAt?.toISOString() ?? null,
            },
          });
          return id;
        });
      // The try is claimed before the code is looked at, so parallel guesses cannot pass the limit together.
      let orderId: number | undefined;
      const guess = { realm: THROTTLE_REALM, key: String(principal.accountId), ip: request.ip };
      const tryCode = async () => {
        orderId = await claimAndApply();
        if (orderId) return true;
        // A real code already spent is no guess: it does not count against the holder.
        const code = await repo.findLicenseCodeStatus(db, { codeHash });
        if (code?.status === 'used') throw conflict('授权码已被使用');
        if (code?.status === 'revoked') throw conflict('授权码已作废');
        return false;
      };
      if (!(await loginThrottle.attempt(guess, tryCode, (wait) => `授权码错误次数过多，请 ${wait}后再试`)) || !orderId) {
        throw badRequest('授权码无效，请检查后重新输入');
      }
      await forgetLicense(deps, site.id);
      const row = await findOrderView(db, orderId);
      return toOrder(row!);
    },
  };
}

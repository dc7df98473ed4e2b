// The sandbox's state and its clock: scheduled work (ticket pushes, registrations and audits that finish later) runs
// when the sandbox's clock passes its time — on a real timer, or at once when a test moves the clock forward — and
// every push is sealed with the platform's key (server/src/wechat/msg-crypt.ts) and sent to the configured URL.
import { randomBytes } from 'node:crypto';
import { buildWechatXml, sealWechatPush } from '../../wechat/msg-crypt';
import {
  presetAccounts,
  presetDrafts,
  type SandboxAccount,
  type SandboxAudit,
  type SandboxComponent,
  type SandboxDraft,
  type SandboxTemplate,
} from './wechat-sandbox-state';

export interface WechatSandboxSettings {
  /** 授权事件接收URL: component_verify_ticket, authorized, unauthorized, updateauthorized, notify_third_fasteregister. */
  authEventUrl: string;
  /** 消息与事件接收URL, `$APPID$` replaced by the account's appid: weapp_audit_*, wxa_nickname_audit, wxa_category_audit. */
  messageEventUrl: string;
  /** component_verify_ticket every… (WeChat: 10 minutes). */
  ticketIntervalMs: number;
  /** component_access_token and authorizer_access_token lifetime (WeChat: 7200 s). */
  tokenTtlSeconds: number;
  /** Code audits finish after… */
  auditDelayMs: number;
  /** Enterprise and personal fast registrations finish after… */
  registrationDelayMs: number;
  /** Nickname and sensitive-category audits finish after… */
  reviewDelayMs: number;
  /** Callers allowed to use the API (61004 for any other); empty: no whitelist. */
  ipWhitelist: string[];
  /** A code audit whose ext_json contains one of these is rejected (see README: how to make an audit fail). */
  rejectExtJson: string[];
}

export const DEFAULT_SETTINGS: WechatSandboxSettings = {
  authEventUrl: '',
  messageEventUrl: '',
  ticketIntervalMs: 10 * 60_000,
  tokenTtlSeconds: 7200,
  auditDelayMs: 60_000,
  registrationDelayMs: 30_000,
  reviewDelayMs: 30_000,
  ipWhitelist: [],
  rejectExtJson: [],
};

export interface PushRecord {
  id: number;
  at: number;
  url: string;
  /** InfoType or Event */
  type: string;
  appid: string;
  /** The plaintext message (what the receiver should decrypt). */
  message: string;
  fields: Record<string, unknown>;
  attempts: { at: number; status: number; answer: string }[];
  /** The receiver answered `success`. */
  delivered: boolean;
}

export type TokenEntry = { expiresAt: number } & ({ kind: 'component' } | { kind: 'authorizer'; appid: string });

/** One API call as the sandbox answered it: the path, whose token it carried, and WeChat's errcode (0: done). */
export interface ApiCallRecord {
  at: number;
  path: string;
  /** The authoriser whose token the call carried; null for the component's own calls and refused tokens. */
  appid: string | null;
  errcode: number;
}

export interface AuditOutcome {
  result: 'success' | 'fail' | 'delay';
  reason?: string;
}

interface Scheduled {
  at: number;
  label: string;
  run: () => unknown;
}

export class SandboxWorld {
  settings: WechatSandboxSettings;
  skew = 0;
  accounts = new Map<string, SandboxAccount>();
  tokens = new Map<string, TokenEntry>();
  ticket = { value: '', issuedAt: 0 };
  preAuthCodes = new Map<string, { issuedAt: number; used: boolean }>();
  authCodes = new Map<string, { appid: string; issuedAt: number; used: boolean }>();
  enterpriseTasks = new Map<string, { status: 'running' | 'done' | 'failed'; appid?: string; info: Record<string, unknown> }>();
  personalTasks = new Map<
    string,
    { taskid: string; status: number; info: Record<string, unknown>; createdAt: number; appid?: string; authorize_url: string }
  >();
  reuseTickets = new Map<string, { oaAppid: string; issuedAt: number; used: boolean }>();
  drafts: SandboxDraft[];
  templates: SandboxTemplate[] = [];
  media = new Map<string, { appid: string; type: string; bytes: Buffer; created_at: number }>();
  jsCodes = new Map<string, { appid: string; nickname: string; issuedAt: number; used: boolean }>();
  forcedOutcomes = new Map<string, AuditOutcome>();
  pushes: PushRecord[] = [];
  /** Every API call, newest last (the last 5,000): what tests count, e.g. each site released once. */
  calls: ApiCallRecord[] = [];
  nextAuditId = 420_000_001;
  nextTemplateId = 1;
  nextDraftId = 100;
  nextAppVersion = 1;
  private queue: Scheduled[] = [];
  private running: Promise<void> = Promise.resolve();
  private pushId = 0;

  constructor(
    readonly component: SandboxComponent,
    settings: Partial<WechatSandboxSettings>,
    readonly log: (line: string) => void,
  ) {
    this.settings = { ...DEFAULT_SETTINGS, ...settings };
    for (const account of presetAccounts()) this.accounts.set(account.appid, account);
    this.drafts = presetDrafts(this.now());
  }

  now = () => Date.now() + this.skew;
  seconds = () => Math.floor(this.now() / 1000);

  schedule(delayMs: number, label: string, run: Scheduled['run']) {
    this.queue.push({ at: this.now() + delayMs, label, run });
  }

  /** Drops what is scheduled under `label` (a loop about to be restarted). */
  unschedule(label: string) {
    this.queue = this.queue.filter((s) => s.label !== label);
  }

  pendingWork(): { at: number; label: string }[] {
    return this.queue.map(({ at, label }) => ({ at, label })).sort((a, b) => a.at - b.at);
  }

  /** Runs what is due, in time order, one at a time (a push waits for the one before it). */
  runDue(): Promise<void> {
    this.running = this.running.then(async () => {
      for (;;) {
        const due = this.queue.filter((s) => s.at <= this.now()).sort((a, b) => a.at - b.at)[0];
        if (!due) return;
        this.queue.splice(this.queue.indexOf(due), 1);
        try {
          await due.run();
        } catch (error) {
          this.log(`scheduled ${due.label} failed: ${(error as Error).message}`);
        }
      }
    });
    return this.running;
  }

  async advance(ms: number) {
    this.skew += ms;
    await this.runDue();
  }

  issueToken(entry: { kind: 'component' } | { kind: 'authorizer'; appid: string }) {
    const token = `${entry.kind === 'component' ? 'CAT' : 'AAT'}_${randomBytes(30).toString('base64url')}`;
    this.tokens.set(token, { ...entry, expiresAt: this.now() + this.settings.tokenTtlSeconds * 1000 });
    return token;
  }

  issueTicket() {
    this.ticket = { value: `ticket@@@${randomBytes(32).toString('base64url')}`, issuedAt: this.now() };
    return this.ticket.value;
  }

  /** A push to the 授权事件接收URL (component events). */
  pushAuthEvent(infoType: string, fields: Record<string, unknown>) {
    const message = buildWechatXml({ AppId: this.component.appId, CreateTime: this.seconds(), InfoType: infoType, ...fields });
    return this.deliver(this.settings.authEventUrl, infoType, String(fields.AuthorizerAppid ?? fields.appid ?? ''), message, {
      AppId: this.component.appId,
    });
  }

  /** A push to the 消息与事件接收URL of one account (its events, ToUserName = its gh_ id). */
  pushAccountEvent(account: SandboxAccount, event: string, fields: Record<string, unknown>) {
    const message = buildWechatXml({
      ToUserName: account.user_name,
      FromUserName: 'o_sandbox_wechat_system',
      CreateTime: this.seconds(),
      MsgType: 'event',
      Event: event,
      ...fields,
    });
    const url = this.settings.messageEventUrl.replaceAll('$APPID$', account.appid);
    return this.deliver(url, event, account.appid, message, { ToUserName: account.user_name });
  }

  private async deliver(url: string, type: string, appid: string, message: string, envelope: { AppId: string } | { ToUserName: string }) {
    const record: PushRecord = {
      id: ++this.pushId,
      at: this.now(),
      url,
      type,
      appid,
      message,
      fields: {},
      attempts: [],
      delivered: false,
    };
    this.pushes.push(record);
    if (this.pushes.length > 500) this.pushes.shift();
    if (!url) return record;
    // WeChat tries three times when the receiver does not answer `success`.
    for (let attempt = 0; attempt < 3 && !record.delivered; attempt++) {
      const { query, body } = sealWechatPush({
        message,
        token: this.component.token,
        encodingAesKey: this.component.encodingAesKey,
        appId: this.component.appId,
        envelope,
        timestamp: String(this.seconds()),
      });
      const target = new URL(url);
      for (const [k, v] of Object.entries(query)) target.searchParams.set(k, v);
      try {
        const response = await fetch(target, {
          method: 'POST',
          headers: { 'content-type': 'text/xml' },
          body,
          signal: AbortSignal.timeout(5000),
        });
        const answer = (await response.text()).slice(0, 200);
        record.attempts.push({ at: this.now(), status: response.status, answer });
        record.delivered = response.status === 200 && answer.trim() === 'success';
      } catch (error) {
        record.attempts.push({ at: this.now(), status: 0, answer: (error as Error).message });
      }
    }
    if (!record.delivered) this.log(`push ${type} to ${url} not acknowledged`);
    return record;
  }

  /** The audit a code audit ends with: forced by the control API, else the rules (README), else success. */
  outcomeOf(account: SandboxAccount, audit: SandboxAudit): AuditOutcome {
    const forced = this.forcedOutcomes.get(account.appid);
    if (forced) {
      this.forcedOutcomes.delete(account.appid);
      return forced;
    }
    const listed = this.settings.rejectExtJson.find((s) => s && audit.ext_json.includes(s));
    if (listed) return { result: 'fail', reason: `小程序代码配置（ext_json）不符合审核要求：含“${listed}”，请修改后重新提交。` };
    if (account.nickname.includes('测试')) {
      return {
        result: 'fail',
        reason: '小程序名称含“测试”等字样，属于测试类小程序，不符合《微信小程序平台运营规范》，请修改名称后重新提交。',
      };
    }
    return { result: 'success' };
  }

  finishAudit(account: SandboxAccount, audit: SandboxAudit, outcome: AuditOutcome): Promise<unknown> | undefined {
    if (audit.status !== 2 && audit.status !== 4) return;
    const time = this.seconds();
    if (outcome.result === 'delay') {
      audit.status = 4;
      audit.reason = outcome.reason ?? '审核延后：当前提审量较大，审核将延后进行。';
      void this.pushAccountEvent(account, 'weapp_audit_delay', { Reason: audit.reason, DelayTime: time });
      this.schedule(this.settings.auditDelayMs, `audit ${audit.auditid}`, () =>
        this.finishAudit(account, audit, this.outcomeOf(account, audit)),
      );
      return;
    }
    if (outcome.result === 'fail') {
      audit.status = 1;
      audit.reason = outcome.reason || '小程序内容不符合规范';
      audit.screenshot = `sandbox_screenshot_${audit.auditid}`;
      return this.pushAccountEvent(account, 'weapp_audit_fail', { Reason: audit.reason, FailTime: time, ScreenShot: audit.screenshot });
    }
    audit.status = 0;
    audit.reason = '';
    return this.pushAccountEvent(account, 'weapp_audit_success', { SuccTime: time });
  }
}

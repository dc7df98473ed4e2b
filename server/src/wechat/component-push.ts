// The two push URLs (授权事件接收URL and 消息与事件接收URL): every push is signed (msg_signature over token, timestamp,
// nonce and the ciphertext) and AES-encrypted with the platform's key. A push whose signature does not check out is
// refused before anything is decrypted; an opened one becomes one of the events below, in WeChat's own field names.

import { openWechatPush, type WechatXmlObject, xmlText } from './msg-crypt';
import type { WechatComponentConfig } from './wechat-config';

export type ComponentEvent =
  | { type: 'component_verify_ticket'; ticket: string }
  | { type: 'authorized' | 'updateauthorized'; appid: string; authorizationCode: string }
  | { type: 'unauthorized'; appid: string }
  | { type: 'notify_third_fasteregister'; appid: string; status: number; authCode: string; msg: string; info: WechatXmlObject | string }
  | { type: 'weapp_audit_success'; userName: string }
  | { type: 'weapp_audit_fail'; userName: string; reason: string }
  | { type: 'weapp_audit_delay'; userName: string; reason: string }
  | { type: 'wxa_nickname_audit'; userName: string; ret: number; nickname: string; reason: string }
  | { type: 'wxa_category_audit'; userName: string; ret: number; first: number; second: number; reason: string }
  | { type: 'other'; name: string };

/** Opens a push (throws WechatCryptError on a bad signature or key) and reads its event. */
export function readComponentPush(
  config: Pick<WechatComponentConfig, 'appId' | 'token' | 'encodingAesKeys'>,
  query: Record<string, unknown>,
  body: string,
): ComponentEvent {
  const opened = openWechatPush({
    query: { msg_signature: String(query.msg_signature ?? ''), timestamp: String(query.timestamp ?? ''), nonce: String(query.nonce ?? '') },
    body,
    token: config.token,
    encodingAesKeys: config.encodingAesKeys,
    appId: config.appId,
  });
  const f = opened.fields;
  const text = (name: string) => xmlText(f, name);
  const infoType = text('InfoType');
  const userName = text('ToUserName');
  switch (infoType || text('Event')) {
    case 'component_verify_ticket':
      return { type: 'component_verify_ticket', ticket: text('ComponentVerifyTicket') };
    case 'authorized':
    case 'updateauthorized':
      return { type: infoType as 'authorized', appid: text('AuthorizerAppid'), authorizationCode: text('AuthorizationCode') };
    case 'unauthorized':
      return { type: 'unauthorized', appid: text('AuthorizerAppid') };
    case 'notify_third_fasteregister':
      return {
        type: 'notify_third_fasteregister',
        appid: text('appid'),
        status: Number(text('status')),
        authCode: text('auth_code'),
        msg: text('msg'),
        info: f.info as WechatXmlObject,
      };
    case 'weapp_audit_success':
      return { type: 'weapp_audit_success', userName };
    case 'weapp_audit_fail':
      return { type: 'weapp_audit_fail', userName, reason: text('Reason') };
    case 'weapp_audit_delay':
      return { type: 'weapp_audit_delay', userName, reason: text('Reason') };
    case 'wxa_nickname_audit':
      return { type: 'wxa_nickname_audit', userName, ret: Number(text('ret')), nickname: text('nickname'), reason: text('reason') };
    case 'wxa_category_audit':
      return {
        type: 'wxa_category_audit',
        userName,
        ret: Number(text('ret')),
        first: Number(text('first')),
        second: Number(text('second')),
        reason: text('reason'),
      };
    default:
      return { type: 'other', name: infoType || text('Event') || text('MsgType') };
  }
}

import { createCipheriv } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  buildWechatXml,
  decryptWechatMessage,
  encryptWechatMessage,
  openWechatPush,
  parseWechatXml,
  sealWechatPush,
  WechatCryptError,
  wechatAesKey,
  wechatSignature,
  wechatUrlSignature,
} from './msg-crypt';

// WeChat's own interoperability fixtures, published with WXBizMsgCrypt's sample code (the Java sample's
// WXBizMsgCryptTest, repeated in WxJava's WxCryptUtilTest): a fixed random prefix, so the ciphertext is exact.
const VECTOR = {
  encodingAesKey: 'abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG',
  appId: 'wxb11529c136998cb6',
  random: Buffer.from('aaaabbbbccccdddd'),
  message: '我是中文abcd123',
  encrypt: 'jn1L23DB+6ELqJ+6bruv21Y6MD7KeIfP82D6gU39rmkgczbWwt5+3bnyg5K55bgVtVzd832WzZGMhkP72vVOfg==',
  message2:
    '<xml><ToUserName><![CDATA[oia2Tj我是中文jewbmiOUlr6X-1crbLOvLw]]></ToUserName><FromUserName><![CDATA[gh_7f083739789a]]></FromUserName><CreateTime>1407743423</CreateTime><MsgType><![CDATA[video]]></MsgType><Video><MediaId><![CDATA[eYJ1MbwPRJtOvIEabaxHs7TX2D-HV71s79GUxqdUkjm6Gs2Ed1KF3ulAOA9H1xG0]]></MediaId><Title><![CDATA[testCallBackReplyVideo]]></Title><Description><![CDATA[testCallBackReplyVideo]]></Description></Video></xml>',
  encrypt2:
    'jn1L23DB+6ELqJ+6bruv23M2GmYfkv0xBh2h+XTBOKVKcgDFHle6gqcZ1cZrk3e1qjPQ1F4RsLWzQRG9udbKWesxlkupqcEcW7ZQweImX9+wLMa0GaUzpkycA8+IamDBxn5loLgZpnS7fVAbExOkK5DYHBmv5tptA9tklE/fTIILHR8HLXa5nQvFb3tYPKAlHF3rtTeayNf0QuM+UW/wM9enGIDIJHF7CLHiDNAYxr+r+OrJCmPQyTy8cVWlu9iSvOHPT/77bZqJucQHQ04sq7KZI27OcqpQNSto2OdHCoTccjggX5Z9Mma0nMJBU+jLKJ38YB1fBIz+vBzsYjrTmFQ44YfeEuZ+xRTQwr92vhA9OxchWVINGC50qE/6lmkwWTwGX9wtQpsJKhP+oS7rvTY8+VdzETdfakjkwQ5/Xka042OlUb1/slTwo4RscuQ+RdxSGvDahxAJ6+EAjLt9d8igHngxIbf6YyqqROxuxqIeIch3CssH/LqRs+iAcILvApYZckqmA7FNERspKA5f8GoJ9sv8xmGvZ9Yrf57cExWtnX8aCMMaBropU/1k+hKP5LVdzbWCG0hGwx/dQudYR/eXp3P0XxjlFiy+9DMlaFExWUZQDajPkdPrEeOwofJb',
};

// The sample's URL verification request (msg_signature over the echostr, which decrypts to a number for the receiver id).
const URL_VECTOR = {
  token: 'QDG6eK',
  encodingAesKey: 'jWmYm7qr5nMoAUwZRjGtBxmz3KA1tkAj3ykkR6q2B2C',
  appId: 'wx5823bf96d3bd56c7',
  msgSignature: '5c45ff5e21c57e6ad56bac8758b79b1d9ac89fd3',
  timestamp: '1409659589',
  nonce: '263014780',
  echostr: 'P9nAzCzyDtyTWESHep1vC5X9xho/qYX3Zpb4yKa9SKld1DsH3Iyt3tP3zNdtp+4RPcs8TgAE7OaBO+FZXvnaqQ==',
  plain: '1616140317555161061',
};

const KEY = 'sAnDbOxKeY0123456789abcdefghijklmnopqrstuvw';
const TOKEN = 'sandboxtoken';
const COMPONENT = 'wxcomponent0000001';

describe('WXBizMsgCrypt', () => {
  it("matches WeChat's published ciphertexts exactly", () => {
    const { encodingAesKey, appId, random } = VECTOR;
    expect(encryptWechatMessage(VECTOR.message, encodingAesKey, appId, random)).toBe(VECTOR.encrypt);
    expect(encryptWechatMessage(VECTOR.message2, encodingAesKey, appId, random)).toBe(VECTOR.encrypt2);
    expect(decryptWechatMessage(VECTOR.encrypt, encodingAesKey, appId)).toBe(VECTOR.message);
    expect(decryptWechatMessage(VECTOR.encrypt2, encodingAesKey, appId)).toBe(VECTOR.message2);
  });

  it("verifies and opens WeChat's published URL-verification request", () => {
    const { token, timestamp, nonce, echostr } = URL_VECTOR;
    expect(wechatSignature(token, timestamp, nonce, echostr)).toBe(URL_VECTOR.msgSignature);
    expect(decryptWechatMessage(echostr, URL_VECTOR.encodingAesKey, URL_VECTOR.appId)).toBe(URL_VECTOR.plain);
  });

  it('pads to a multiple of 32 bytes, for every length, and round-trips', () => {
    for (let n = 0; n < 70; n++) {
      const message = `中文${'x'.repeat(n)}`;
      const encrypt = encryptWechatMessage(message, KEY, COMPONENT);
      expect(Buffer.from(encrypt, 'base64').length % 32).toBe(0);
      expect(decryptWechatMessage(encrypt, KEY, COMPONENT)).toBe(message);
    }
  });

  it('refuses another appid, another key, a cut ciphertext and bad padding', () => {
    const encrypt = encryptWechatMessage('<xml/>', KEY, COMPONENT);
    const reason = (fn: () => unknown) => {
      try {
        fn();
      } catch (error) {
        expect(error).toBeInstanceOf(WechatCryptError);
        return (error as WechatCryptError).reason;
      }
      return 'accepted';
    };
    expect(reason(() => decryptWechatMessage(encrypt, KEY, 'wxanotherplatform1'))).toBe('appid');
    expect(['padding', 'length', 'appid']).toContain(reason(() => decryptWechatMessage(encrypt, VECTOR.encodingAesKey, COMPONENT)));
    expect(reason(() => decryptWechatMessage('不是 base64!', KEY, COMPONENT))).toBe('base64');
    const cut = Buffer.from(encrypt, 'base64').subarray(0, 40).toString('base64');
    expect(reason(() => decryptWechatMessage(cut, KEY, COMPONENT))).toBe('length');
    // A block of bytes whose last byte is 0 (not a PKCS#7 pad), sealed under the right key.
    const key = wechatAesKey(KEY);
    const cipher = createCipheriv('aes-256-cbc', key, key.subarray(0, 16));
    cipher.setAutoPadding(false);
    const zeroPad = Buffer.concat([cipher.update(Buffer.alloc(32, 0)), cipher.final()]).toString('base64');
    expect(reason(() => decryptWechatMessage(zeroPad, KEY, COMPONENT))).toBe('padding');
    expect(reason(() => wechatAesKey('short'))).toBe('key');
  });

  it('seals a push with both signatures and opens it; a wrong msg_signature or token is refused', () => {
    const message = buildWechatXml({
      AppId: COMPONENT,
      CreateTime: 1700000000,
      InfoType: 'component_verify_ticket',
      ComponentVerifyTicket: 'ticket@@@abc',
    });
    const { query, body } = sealWechatPush({
      message,
      token: TOKEN,
      encodingAesKey: KEY,
      appId: COMPONENT,
      envelope: { AppId: COMPONENT },
    });
    expect(body).toMatch(/^<xml><AppId><!\[CDATA\[wxcomponent0000001]]><\/AppId><Encrypt><!\[CDATA\[[A-Za-z0-9+/=]+]]><\/Encrypt><\/xml>$/);
    expect(query.encrypt_type).toBe('aes');
    expect(query.signature).toBe(wechatUrlSignature(TOKEN, query.timestamp, query.nonce));
    const opened = openWechatPush({ query, body, token: TOKEN, encodingAesKeys: [KEY], appId: COMPONENT });
    expect(opened.xml).toBe(message);
    expect(opened.fields).toEqual({
      AppId: COMPONENT,
      CreateTime: '1700000000',
      InfoType: 'component_verify_ticket',
      ComponentVerifyTicket: 'ticket@@@abc',
    });
    const refused = (input: Parameters<typeof openWechatPush>[0]) => () => openWechatPush(input);
    expect(
      refused({ query: { ...query, msg_signature: '0'.repeat(40) }, body, token: TOKEN, encodingAesKeys: [KEY], appId: COMPONENT }),
    ).toThrow(/msg_signature/);
    expect(refused({ query, body, token: 'othertoken', encodingAesKeys: [KEY], appId: COMPONENT })).toThrow(/msg_signature/);
    expect(
      refused({ query: { ...query, msg_signature: undefined }, body, token: TOKEN, encodingAesKeys: [KEY], appId: COMPONENT }),
    ).toThrow(/msg_signature/);
  });

  it('opens a push sealed with the previous key during a key change', () => {
    const { query, body } = sealWechatPush({
      message: '<xml><InfoType>unauthorized</InfoType></xml>',
      token: TOKEN,
      encodingAesKey: VECTOR.encodingAesKey,
      appId: COMPONENT,
      envelope: { ToUserName: 'gh_0123456789ab' },
    });
    const opened = openWechatPush({ query, body, token: TOKEN, encodingAesKeys: [KEY, VECTOR.encodingAesKey], appId: COMPONENT });
    expect(opened.fields.InfoType).toBe('unauthorized');
    expect(opened.envelope.ToUserName).toBe('gh_0123456789ab');
    expect(() => openWechatPush({ query, body, token: TOKEN, encodingAesKeys: [KEY], appId: COMPONENT })).toThrow(WechatCryptError);
  });
});

describe('push XML', () => {
  it('parses the nested registration push, repeated elements, entities and CDATA with ]]>', () => {
    const doc = parseWechatXml(
      `<?xml version="1.0"?>\n<xml>\n  <AppId><![CDATA[wx1]]></AppId><CreateTime>1535442403</CreateTime><InfoType><![CDATA[notify_third_fasteregister]]></InfoType>
  <appid>wx2</appid><status>0</status><auth_code>code</auth_code><msg>OK</msg>
  <info><name><![CDATA[某某公司]]></name><code/><legal_persona_name>张三 &amp; 李四</legal_persona_name></info>
  <ScreenShot>a</ScreenShot><ScreenShot>b</ScreenShot><ScreenShot>c</ScreenShot></xml>`,
    );
    expect(doc.info).toEqual({ name: '某某公司', code: '', legal_persona_name: '张三 & 李四' });
    expect(doc.status).toBe('0');
    expect(doc.ScreenShot).toEqual(['a', 'b', 'c']);
    const round = parseWechatXml(buildWechatXml({ Reason: 'a]]>b <c>', info: { name: '名' } }));
    expect(round).toEqual({ Reason: 'a]]>b <c>', info: { name: '名' } });
  });

  it('refuses DTDs, unknown entities, mismatched tags and trailing content', () => {
    for (const bad of [
      '<!DOCTYPE xml [<!ENTITY x "hi">]><xml><a>&x;</a></xml>',
      '<xml><a>&nbsp;</a></xml>',
      '<xml><a>1</b></xml>',
      '<xml><a>1</a></xml><xml/>',
      '<xml><a>',
      'x'.repeat(70_000),
    ]) {
      expect(() => parseWechatXml(bad), bad.slice(0, 40)).toThrow(WechatCryptError);
    }
  });
});

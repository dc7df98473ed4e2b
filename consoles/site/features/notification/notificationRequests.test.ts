import { describe, expect, it } from 'vitest';
import { bellText, toChannelInput, toChannelValues } from './notificationRequests';

describe('notification channel form', () => {
  it('round-trips the setting through the form, in the contract’s order', () => {
    const values = toChannelValues({
      smsKinds: ['memberBanned'],
      wechatKinds: ['answerReceived', 'reportResolved'],
      emailKinds: ['answerReceived'],
    });
    expect(values.memberBanned).toEqual({ sms: true, wechat: false, email: false });
    expect(values.reportResolved).toEqual({ sms: false, wechat: true, email: false });
    expect(values.answerReceived).toEqual({ sms: false, wechat: true, email: true });
    expect(toChannelInput(values)).toEqual({
      body: { smsKinds: ['memberBanned'], wechatKinds: ['reportResolved', 'answerReceived'], emailKinds: ['answerReceived'] },
    });
  });

  it('shows the bell’s count as people expect', () => {
    expect(bellText(0)).toBe('');
    expect(bellText(7)).toBe('7');
    expect(bellText(120)).toBe('99+');
  });
});

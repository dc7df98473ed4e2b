import { useSmsCountdown } from '#kit/pages/useSmsCountdown';
import type { api } from '#kit/request/api';

type SendHook = typeof api.useSendMemberRegisterSmsMutation | typeof api.useSendMemberForgetSmsMutation;

/** 获取验证码 through the operation's hook (registration or forgotten password), then the seconds before another. */
export function SmsButton({ useSend, mobile, validateMobile }: { useSend: SendHook; mobile: string; validateMobile(): boolean }) {
  const [send] = useSend();
  const { left, sending, press } = useSmsCountdown(validateMobile, async () => {
    const result = await send({ body: { mobile: mobile.trim() } });
    const data = result.data?.data;
    return data ? { description: result.data?.description, cooldownSeconds: data.cooldownSeconds } : null;
  });
  return (
    <button type="button" className="m-btn" disabled={sending || left > 0} onClick={press}>
      {left > 0 ? `${left} 秒后重发` : '获取验证码'}
    </button>
  );
}

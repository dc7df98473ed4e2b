import { useEffect, useState } from 'react';
import { notify } from '#kit/notify/notify';
import type { api } from '#kit/request/api';

type SendHook = typeof api.useSendMemberRegisterSmsMutation | typeof api.useSendMemberForgetSmsMutation;

/** 获取验证码 through the operation's hook (registration or forgotten password), then the seconds before another. */
export function SmsButton({ useSend, mobile, validateMobile }: { useSend: SendHook; mobile: string; validateMobile(): boolean }) {
  const [left, setLeft] = useState(0);
  const [send, { isLoading }] = useSend();
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  const onClick = async () => {
    if (!validateMobile()) return;
    const result = await send({ body: { mobile: mobile.trim() } });
    if (!result.data?.data) return;
    notify.success(result.data.description || '验证码已发送');
    setLeft(result.data.data.cooldownSeconds || 60);
  };
  return (
    <button type="button" className="m-btn" disabled={isLoading || left > 0} onClick={onClick}>
      {left > 0 ? `${left} 秒后重发` : '获取验证码'}
    </button>
  );
}

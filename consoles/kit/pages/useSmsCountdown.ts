import { useEffect, useState } from 'react';
import { notify } from '#kit/notify/notify';

/** The usual wait before another code may be sent, when the server does not say. */
export const SMS_COOLDOWN_SECONDS = 60;

export interface SmsSentAnswer {
  description?: string;
  cooldownSeconds?: number;
}

/**
 * 获取验证码 without the button, for the consoles' Fluent button and the member site's plain one alike: checks the
 * mobile field, sends, says so, then counts down the seconds before another code may be asked for.
 */
export function useSmsCountdown(validateMobile: () => boolean, send: () => Promise<SmsSentAnswer | null>) {
  const [left, setLeft] = useState(0);
  const [sending, setSending] = useState(false);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  const press = async () => {
    if (!validateMobile()) return;
    setSending(true);
    const sent = await send().finally(() => setSending(false));
    if (!sent) return;
    notify.success(sent.description || '验证码已发送');
    setLeft(sent.cooldownSeconds || SMS_COOLDOWN_SECONDS);
  };
  return { left, sending, press };
}

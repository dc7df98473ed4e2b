import { Button } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { notify } from '#kit/notify/notify';
import type { SmsSent } from './authRequests';

/** The usual wait before another code may be sent, when the server does not say. */
export const SMS_COOLDOWN_SECONDS = 60;

interface Props {
  mobile: string;
  /** Checks the mobile field (and shows its message); the code is sent only when it passes. */
  validateMobile: () => boolean;
  send: (mobile: string) => Promise<SmsSent | null>;
}

/** 获取验证码, then a countdown (60 s) before it can be pressed again. */
export function SmsCodeButton({ mobile, validateMobile, send }: Props) {
  const [left, setLeft] = useState(0);
  const [sending, setSending] = useState(false);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  const onClick = async () => {
    if (!validateMobile()) return;
    setSending(true);
    const sent = await send(mobile);
    setSending(false);
    if (!sent) return;
    notify.success(sent.description || '验证码已发送');
    setLeft(sent.cooldownSeconds || SMS_COOLDOWN_SECONDS);
  };
  return (
    <Button disabled={sending || left > 0} onClick={onClick}>
      {left > 0 ? `${left}秒后重新获取` : sending ? '发送中…' : '获取验证码'}
    </Button>
  );
}

import { Button } from '@fluentui/react-components';
import type { SmsSent } from './authRequests';
import { useSmsCountdown } from './useSmsCountdown';

interface Props {
  mobile: string;
  /** Checks the mobile field (and shows its message); the code is sent only when it passes. */
  validateMobile: () => boolean;
  send: (mobile: string) => Promise<SmsSent | null>;
}

/** 获取验证码, then a countdown (60 s) before it can be pressed again. */
export function SmsCodeButton({ mobile, validateMobile, send }: Props) {
  const { left, sending, press } = useSmsCountdown(validateMobile, () => send(mobile));
  return (
    <Button disabled={sending || left > 0} onClick={press}>
      {left > 0 ? `${left}秒后重新获取` : sending ? '发送中…' : '获取验证码'}
    </Button>
  );
}

import { Field, Input } from '@fluentui/react-components';

export interface StoredSecret {
  secretSet: boolean;
  secretMasked: string;
}

interface SecretFieldProps {
  label: string;
  /** The accessible name, when the label alone would be ambiguous on the page (「微信 密钥」). */
  ariaLabel?: string;
  /** What the server says of the saved secret: whether one is set, and its mask. The secret itself is never read. */
  stored: StoredSecret;
  value: string;
  maxLength: number;
  placeholder: string;
  onChange: (value: string) => void;
}

/**
 * A write-only secret (client secrets, shared keys, AppSecrets): the server returns only whether one is set and a mask,
 * so the field starts empty, says what is saved, and an empty value leaves the saved secret as it is.
 */
export function SecretField({ label, ariaLabel, stored, value, maxLength, placeholder, onChange }: SecretFieldProps) {
  return (
    <Field label={label} hint={stored.secretSet ? `已设置（${stored.secretMasked}），留空不修改` : '未设置'}>
      <Input
        aria-label={ariaLabel ?? label}
        type="password"
        autoComplete="new-password"
        value={value}
        maxLength={maxLength}
        placeholder={stored.secretSet ? stored.secretMasked : placeholder}
        onChange={(_, d) => onChange(d.value)}
      />
    </Field>
  );
}

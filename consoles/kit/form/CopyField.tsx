import { Button, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { CopyRegular } from '@fluentui/react-icons';
import { notify } from '#kit/notify/notify';

const useStyles = makeStyles({
  row: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  grow: { flexGrow: 1 },
});

/** Copies `value`, or shows it where the clipboard is refused (an insecure origin, a denied permission). */
export async function copyText(label: string, value: string) {
  try {
    await navigator.clipboard.writeText(value);
    notify.success(`${label}已复制`);
  } catch {
    notify.info(value);
  }
}

/**
 * A read-only value to paste elsewhere (a callback URL into a provider's console, an issuer into an app), with a copy
 * button. `ariaLabel` names the input when several on a page share a label.
 */
export function CopyField({ label, hint, value, ariaLabel }: { label: string; hint?: string; value: string; ariaLabel?: string }) {
  const styles = useStyles();
  const name = ariaLabel ?? label;
  return (
    <Field label={label} hint={hint}>
      <div className={styles.row}>
        <Input className={styles.grow} aria-label={name} value={value} readOnly />
        <Button icon={<CopyRegular />} aria-label={`复制${name}`} onClick={() => copyText(name, value)} />
      </div>
    </Field>
  );
}

import { Button, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { CopyRegular } from '@fluentui/react-icons';
import { notify } from '#kit/notify/notify';

const useStyles = makeStyles({
  copy: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  grow: { flexGrow: 1 },
});

/** A read-only value to paste elsewhere (a callback URL, a discovery URL, a secret shown once), with a copy button. */
export function CopyField({ label, hint, value }: { label: string; hint?: string; value: string }) {
  const styles = useStyles();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      notify.success(`${label}已复制`);
    } catch {
      notify.info(value);
    }
  };
  return (
    <Field label={label} hint={hint}>
      <div className={styles.copy}>
        <Input className={styles.grow} aria-label={label} value={value} readOnly />
        <Button icon={<CopyRegular />} aria-label={`复制${label}`} onClick={copy} />
      </div>
    </Field>
  );
}

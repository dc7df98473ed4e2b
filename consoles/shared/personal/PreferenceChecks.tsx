import { Checkbox, makeStyles, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  group: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, border: 'none', margin: 0, padding: 0 },
  legend: { fontWeight: tokens.fontWeightSemibold, marginBottom: tokens.spacingVerticalXS },
});

/**
 * One group of on/off choices for 通知偏好: every kind is listed checked when wanted; the value is what is switched
 * off (what the server stores), so a kind added later starts on.
 */
export function PreferenceChecks<K extends string>({
  legend,
  labels,
  kinds,
  off,
  onChange,
}: {
  legend: string;
  labels: Record<K, string>;
  kinds: readonly K[];
  off: readonly K[];
  onChange: (off: K[]) => void;
}) {
  const styles = useStyles();
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{legend}</legend>
      {kinds.map((kind) => (
        <Checkbox
          key={kind}
          label={labels[kind]}
          checked={!off.includes(kind)}
          onChange={(_, d) => onChange(d.checked ? off.filter((k) => k !== kind) : [...off, kind])}
        />
      ))}
    </fieldset>
  );
}

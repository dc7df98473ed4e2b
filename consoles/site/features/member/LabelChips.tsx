import { makeStyles, tokens } from '@fluentui/react-components';
import { readableText } from '#kit/theme/contrast';
import type { Schema } from '#sdk';

const useStyles = makeStyles({
  chips: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXXS },
  chip: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXXS,
    paddingInline: tokens.spacingHorizontalXS,
    borderRadius: tokens.borderRadiusCircular,
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase200,
    border: `${tokens.strokeWidthThin} solid`,
    whiteSpace: 'nowrap',
  },
  dot: { width: '6px', height: '6px', borderRadius: tokens.borderRadiusCircular, flexShrink: 0 },
});

/** A member's labels as coloured chips (the label's colour as border, dot and text on a pale tint of it). */
export function LabelChips({ labels, empty = '—' }: { labels: readonly Schema<'MemberLabelRef'>[]; empty?: string }) {
  const styles = useStyles();
  if (!labels.length) return <span>{empty}</span>;
  return (
    <span className={styles.chips}>
      {labels.map((l) => (
        <LabelChip key={l.id} name={l.name} color={l.color} />
      ))}
    </span>
  );
}

export function LabelChip({ name, color }: { name: string; color: string }) {
  const styles = useStyles();
  // Dynamic colours cannot be static makeStyles classes: the label's own colour goes inline.
  return (
    // The name in a shade of the colour that reads (#E6A23C on white is 2.2:1); border and dot keep the colour itself.
    <span className={styles.chip} style={{ borderColor: color, color: readableText(color), backgroundColor: `${color}14` }}>
      <span className={styles.dot} style={{ backgroundColor: color }} />
      {name}
    </span>
  );
}

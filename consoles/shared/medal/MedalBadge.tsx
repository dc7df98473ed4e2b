import { makeStyles, mergeClasses, shorthands, tokens } from '@fluentui/react-components';
import { readableText } from '#kit/theme/theme';
import { fieldRules } from '#sdk';

const HEX_COLOR = new RegExp(fieldRules.createMedal.body.color.pattern);

const useStyles = makeStyles({
  badge: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    maxWidth: '100%',
    paddingInline: tokens.spacingHorizontalS,
    paddingBlock: '2px',
    borderRadius: tokens.borderRadiusCircular,
    ...shorthands.borderWidth(tokens.strokeWidthThin),
    ...shorthands.borderStyle('solid'),
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase200,
    fontWeight: tokens.fontWeightSemibold,
    whiteSpace: 'nowrap',
  },
  // Switched off: grey and dashed, not faded (a faded name would fall below 4.5:1).
  off: { color: tokens.colorNeutralForeground3, ...shorthands.borderStyle('dashed'), backgroundColor: 'transparent' },
  icon: { width: '16px', height: '16px', objectFit: 'contain', flexShrink: 0 },
  name: { overflow: 'hidden', textOverflow: 'ellipsis' },
});

export interface MedalBadgeProps {
  name: string;
  color: string;
  /** The icon's address; none shows the name alone. */
  icon?: string;
  /** A switched-off medal is shown faded. */
  off?: boolean;
}

/** A medal as members see it: its name (and icon) in its colour, on a light tint of it. */
export function MedalBadge({ name, color, icon, off = false }: MedalBadgeProps) {
  const styles = useStyles();
  const valid = HEX_COLOR.test(color);
  const shade = valid ? color : tokens.colorNeutralForeground3;
  return (
    <span
      className={mergeClasses(styles.badge, off && styles.off)}
      // The colour is data (each medal's own), so it cannot be a static class.
      // The name in a darker shade of it where the colour itself is too light to read (#E6A23C on white is 2.2:1).
      style={
        off
          ? undefined
          : { color: valid ? readableText(color) : shade, borderColor: shade, backgroundColor: valid ? `${color}1A` : undefined }
      }
    >
      {icon && <img className={styles.icon} src={icon} alt="" />}
      <span className={styles.name}>{name || '勋章名称'}</span>
    </span>
  );
}

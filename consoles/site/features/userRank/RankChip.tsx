import { makeStyles, shorthands, tokens } from '@fluentui/react-components';
import { fieldRule } from '#kit/form/fieldRules';
import { readableText } from '#kit/theme/contrast';

const HEX_COLOR = new RegExp(fieldRule('createUserRank', 'body', 'color').pattern ?? '');

const useStyles = makeStyles({
  chip: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    paddingInline: tokens.spacingHorizontalS,
    paddingBlock: '2px',
    borderRadius: tokens.borderRadiusMedium,
    ...shorthands.borderWidth(tokens.strokeWidthThin),
    ...shorthands.borderStyle('solid'),
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase200,
    whiteSpace: 'nowrap',
  },
});

/** A rank's name as members see it: in its colour, on a light tint of it. */
export function RankChip({ name, color }: { name: string; color: string }) {
  const styles = useStyles();
  const valid = HEX_COLOR.test(color);
  const shade = valid ? color : tokens.colorNeutralForeground3;
  return (
    <span
      className={styles.chip}
      // The colour is data (each rank's own), so it cannot be a static class.
      style={{ color: valid ? readableText(color) : shade, borderColor: shade, backgroundColor: valid ? `${color}14` : undefined }}
    >
      {name || '等级名称'}
    </span>
  );
}

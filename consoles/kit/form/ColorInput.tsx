// A colour chosen from preset swatches or typed as #RRGGBB (a rank's colour, a medal's colour).
import { ColorSwatch, Input, makeStyles, SwatchPicker, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  hex: { width: '120px' },
});

export interface ColorInputProps {
  colors: readonly string[];
  /** The form's text binding of the colour field (`form.text('color')`). */
  text: { value: string; onChange: (event: unknown, data: { value: string }) => void; onBlur: () => void };
  /** A swatch was picked: its colour, upper case. */
  onPick: (color: string) => void;
}

export function ColorInput({ colors, text, onPick }: ColorInputProps) {
  const styles = useStyles();
  return (
    <div className={styles.row}>
      <SwatchPicker
        aria-label="预设颜色"
        size="small"
        selectedValue={text.value}
        onSelectionChange={(_, data) => onPick(data.selectedValue.toUpperCase())}
      >
        {colors.map((color) => (
          <ColorSwatch key={color} value={color} color={color} aria-label={color} />
        ))}
      </SwatchPicker>
      <Input className={styles.hex} {...text} aria-label="颜色值" placeholder="#RRGGBB" maxLength={7} />
    </div>
  );
}

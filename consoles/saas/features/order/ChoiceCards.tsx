import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { CheckmarkCircleFilled } from '@fluentui/react-icons';
import { type ReactNode, useId } from 'react';

const useStyles = makeStyles({
  group: {
    display: 'grid',
    gap: tokens.spacingHorizontalM,
    gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
    margin: 0,
    padding: 0,
    border: 'none',
    minWidth: 0,
  },
  card: {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'stretch',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusLarge,
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    backgroundColor: tokens.colorNeutralBackground1,
    cursor: 'pointer',
    ':hover': { border: `1px solid ${tokens.colorBrandStroke1}` },
    ':focus-within': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
  },
  checked: {
    border: `2px solid ${tokens.colorBrandStroke1}`,
    padding: `calc(${tokens.spacingHorizontalL} - 1px)`,
    backgroundColor: tokens.colorBrandBackground2,
    ':hover': { border: `2px solid ${tokens.colorBrandStroke1}` },
  },
  disabled: {
    cursor: 'default',
    backgroundColor: tokens.colorNeutralBackground3,
    ':hover': { border: `1px solid ${tokens.colorNeutralStroke1}` },
  },
  // The native radio, invisible over the whole card, takes the clicks and keys; the card is what is seen.
  input: { position: 'absolute', inset: 0, zIndex: 1, width: '100%', height: '100%', margin: 0, opacity: 0, cursor: 'inherit' },
  mark: {
    position: 'absolute',
    top: tokens.spacingVerticalS,
    right: tokens.spacingHorizontalS,
    color: tokens.colorBrandForeground1,
    fontSize: '20px',
  },
});

export interface Choice<V> {
  value: V;
  /** The accessible name (the card's title). */
  label: string;
  content: ReactNode;
  disabled?: boolean;
}

/** Radio buttons drawn as cards (plans, durations): click or arrow keys choose; the chosen one is outlined. */
export function ChoiceCards<V extends string | number>({
  label,
  choices,
  value,
  onChange,
  className,
}: {
  label: string;
  choices: readonly Choice<V>[];
  value: V | null;
  onChange: (value: V) => void;
  /** A makeStyles class for the group (e.g. other column widths). */
  className?: string;
}) {
  const styles = useStyles();
  const name = useId();
  return (
    <fieldset aria-label={label} className={mergeClasses(styles.group, className)}>
      {choices.map((choice) => {
        const checked = choice.value === value;
        return (
          <label
            key={String(choice.value)}
            className={mergeClasses(styles.card, checked && styles.checked, choice.disabled && styles.disabled)}
          >
            <input
              type="radio"
              className={styles.input}
              name={name}
              value={String(choice.value)}
              checked={checked}
              disabled={choice.disabled}
              aria-label={choice.label}
              onChange={() => onChange(choice.value)}
            />
            {checked && <CheckmarkCircleFilled className={styles.mark} aria-hidden />}
            {choice.content}
          </label>
        );
      })}
    </fieldset>
  );
}

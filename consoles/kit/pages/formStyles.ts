import { makeStyles, tokens } from '@fluentui/react-components';

/** Shared layout of the consoles' forms. */
export const useFormStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  row: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'flex-start' },
  grow: { flexGrow: 1, minWidth: 0 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center', marginTop: tokens.spacingVerticalS },
  links: { display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  note: { color: tokens.colorNeutralForeground3 },
  narrow: { maxWidth: '520px' },
});

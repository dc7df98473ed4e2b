import { makeStyles, Text, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { BRAND_TEXT_COLOR } from '#kit/theme/theme';

const useStyles = makeStyles({
  page: {
    minHeight: '100vh',
    boxSizing: 'border-box',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    padding: tokens.spacingHorizontalXXL,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  box: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '480px' },
  code: { fontSize: '96px', lineHeight: '1', fontWeight: tokens.fontWeightBold, color: BRAND_TEXT_COLOR },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
});

/** The frame of the 404 and 401 pages. */
export function StatusPage({ code, title, text, actions }: { code: string; title: string; text: string; actions: ReactNode }) {
  const styles = useStyles();
  return (
    <div className={styles.page}>
      <div className={styles.box}>
        <span className={styles.code} aria-hidden>
          {code}
        </span>
        <Text as="h1" size={600} weight="semibold">
          {title}
        </Text>
        <Text>{text}</Text>
        <div className={styles.actions}>{actions}</div>
      </div>
    </div>
  );
}

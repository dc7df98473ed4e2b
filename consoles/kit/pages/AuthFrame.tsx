import { Card, makeStyles, Text, tokens } from '@fluentui/react-components';
import { ChatMultipleFilled } from '@fluentui/react-icons';
import type { ReactNode } from 'react';
import { BRAND_COLOR } from '#kit/theme/theme';

const useStyles = makeStyles({
  page: {
    minHeight: '100vh',
    boxSizing: 'border-box',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    padding: tokens.spacingHorizontalL,
    backgroundColor: '#2d3a4b',
  },
  card: { width: '100%', maxWidth: '420px', padding: tokens.spacingHorizontalXXL, gap: tokens.spacingVerticalL },
  head: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
  mark: { fontSize: '36px', color: BRAND_COLOR },
  titles: { display: 'flex', flexDirection: 'column' },
  subtitle: { color: tokens.colorNeutralForeground3 },
});

/** The frame of the public pages (login, register, password reset). */
export function AuthFrame({ title, subtitle, children }: { title: string; subtitle: string; children: ReactNode }) {
  const styles = useStyles();
  return (
    <div className={styles.page}>
      <Card className={styles.card}>
        <div className={styles.head}>
          <ChatMultipleFilled className={styles.mark} />
          <div className={styles.titles}>
            <Text as="h1" size={600} weight="semibold">
              {title}
            </Text>
            <Text className={styles.subtitle}>{subtitle}</Text>
          </div>
        </div>
        {children}
      </Card>
    </div>
  );
}

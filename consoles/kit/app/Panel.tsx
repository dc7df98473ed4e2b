import { makeStyles, mergeClasses, Text, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  panel: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow4,
  },
  head: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  description: { color: tokens.colorNeutralForeground3 },
});

/** A white block on the page background, with an optional title: the consoles' basic page section. */
export function Panel({
  title,
  description,
  className,
  children,
}: {
  title?: ReactNode;
  description?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const styles = useStyles();
  return (
    <section className={mergeClasses(styles.panel, className)}>
      {(title || description) && (
        <div className={styles.head}>
          {title && (
            <Text as="h2" size={400} weight="semibold">
              {title}
            </Text>
          )}
          {description && <Text className={styles.description}>{description}</Text>}
        </div>
      )}
      {children}
    </section>
  );
}

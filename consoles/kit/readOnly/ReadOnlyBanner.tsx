import { MessageBar, MessageBarBody, makeStyles } from '@fluentui/react-components';
import { useKitSelector } from '#kit/store/hooks';
import { READ_ONLY_BANNER } from './readOnly';

const useStyles = makeStyles({
  // Square and edge to edge: a strip across the page, not a card inside it.
  bar: { borderRadius: 0 },
});

/** The consoles' read-only strip: shown while the latest answer from the server was marked read-only. */
export function ReadOnlyBanner() {
  const styles = useStyles();
  const readOnly = useKitSelector((s) => s.readOnly);
  if (!readOnly) return null;
  return (
    <MessageBar intent="warning" layout="multiline" politeness="polite" className={styles.bar}>
      <MessageBarBody>{READ_ONLY_BANNER}</MessageBarBody>
    </MessageBar>
  );
}

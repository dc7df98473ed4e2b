import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useKitDispatch } from '#kit/store/hooks';
import { errorEntry, errorLogged } from './errorLogSlice';

const useStyles = makeStyles({
  box: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalXXL,
  },
});

function Fallback({ onRetry }: { onRetry: () => void }) {
  const styles = useStyles();
  return (
    <div className={styles.box} role="alert">
      <Text size={500} weight="semibold">
        页面出错了
      </Text>
      <Text>错误已记录在错误日志中，可以重试，或刷新页面。</Text>
      <Button appearance="primary" onClick={onRetry}>
        重试
      </Button>
    </div>
  );
}

interface Props {
  children: ReactNode;
  onError: (error: unknown, info: ErrorInfo) => void;
}

class Boundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    this.props.onError(error, info);
  }

  override render() {
    return this.state.failed ? <Fallback onRetry={() => this.setState({ failed: false })} /> : this.props.children;
  }
}

/** §8: an uncaught error while rendering a page goes to the error log (with the page URL) instead of a blank screen. */
export function ErrorBoundary({ children }: { children: ReactNode }) {
  const dispatch = useKitDispatch();
  return (
    <Boundary onError={(error, info) => dispatch(errorLogged(errorEntry(error, window.location.href, info.componentStack ?? undefined)))}>
      {children}
    </Boundary>
  );
}

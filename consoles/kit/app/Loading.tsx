import { makeStyles, Spinner, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  full: { minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center' },
  page: { padding: tokens.spacingHorizontalXXXL, display: 'flex', justifyContent: 'center' },
});

/** While the session loads. */
export function FullPageLoading({ label = '正在加载…' }: { label?: string }) {
  return (
    <div className={useStyles().full}>
      <Spinner label={label} />
    </div>
  );
}

/** While a page's chunk loads. */
export function PageLoading() {
  return (
    <div className={useStyles().page}>
      <Spinner size="small" label="页面加载中…" />
    </div>
  );
}

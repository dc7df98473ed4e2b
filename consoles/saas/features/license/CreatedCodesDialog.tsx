import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { CopyRegular } from '@fluentui/react-icons';
import { notify } from '#kit/notify/notify';
import { LicenseTypeLabels, type Schema } from '#sdk';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  codes: {
    margin: 0,
    padding: tokens.spacingHorizontalM,
    listStyle: 'none',
    maxHeight: '280px',
    overflowY: 'auto',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
  },
  code: { display: 'flex', justifyContent: 'space-between', gap: tokens.spacingHorizontalL, alignItems: 'center' },
  mono: { fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase400, letterSpacing: '0.05em', userSelect: 'all' },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** One code a line: what 复制全部 puts on the clipboard. */
export function codesText(codes: readonly Schema<'LicenseCodeCreated'>[]): string {
  return codes.map((c) => `${c.code}  ${LicenseTypeLabels[c.licenseType]} ${c.months} 个月`).join('\n');
}

async function copy(text: string) {
  try {
    await navigator.clipboard.writeText(text);
    notify.success('已复制到剪贴板');
  } catch {
    notify.warning('浏览器不允许复制，请选中授权码后手动复制');
  }
}

/** The new codes, shown this once (the server keeps only their hash and last four characters). */
export function CreatedCodesDialog({ codes, onClose }: { codes: Schema<'LicenseCodeCreated'>[] | null; onClose: () => void }) {
  const styles = useStyles();
  return (
    <Dialog open={codes !== null} modalType="alert">
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{`已生成 ${codes?.length ?? 0} 个授权码`}</DialogTitle>
          <DialogContent className={styles.content}>
            <MessageBar intent="warning" layout="multiline">
              <MessageBarBody>
                <MessageBarTitle>授权码只显示这一次</MessageBarTitle>
                关闭后将无法再次查看完整授权码，请立即复制并妥善交给客户。
              </MessageBarBody>
            </MessageBar>
            <ul className={styles.codes} aria-label="新生成的授权码">
              {codes?.map((c) => (
                <li key={c.id} className={styles.code}>
                  <span className={styles.mono}>{c.code}</span>
                  <span className={styles.muted}>{`${LicenseTypeLabels[c.licenseType]} ${c.months} 个月`}</span>
                </li>
              ))}
            </ul>
          </DialogContent>
          <DialogActions>
            <Button icon={<CopyRegular />} onClick={() => codes && copy(codesText(codes))}>
              复制全部
            </Button>
            <Button appearance="primary" onClick={onClose}>
              我已保存，关闭
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

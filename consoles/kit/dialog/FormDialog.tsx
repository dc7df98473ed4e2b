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
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import type { FormEvent, ReactNode } from 'react';
import { useReturnFocus } from './useReturnFocus';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

export interface FormDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  submitText?: string;
  cancelText?: string;
  busy?: boolean;
  /** A failure to show above the fields (e.g. the server's description for the whole form). */
  error?: string;
  /** Called on 确定 and Enter; validate and send here. */
  onSubmit: () => void;
  /** 取消, Escape, or a click outside (ignored while busy). */
  onCancel: () => void;
}

/** A form in a modal dialog: fields, an optional failure, 取消 and a submit button (Enter submits). */
export function FormDialog({
  open,
  title,
  children,
  submitText = '确定',
  cancelText = '取消',
  busy = false,
  error,
  onSubmit,
  onCancel,
}: FormDialogProps) {
  const styles = useStyles();
  useReturnFocus(open);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onSubmit();
  };
  return (
    <Dialog open={open} onOpenChange={(_, data) => !data.open && !busy && onCancel()}>
      <DialogSurface>
        <form noValidate onSubmit={submit} aria-label={title}>
          <DialogBody>
            <DialogTitle>{title}</DialogTitle>
            <DialogContent className={styles.content}>
              {error && (
                <MessageBar intent="error">
                  <MessageBarBody>{error}</MessageBarBody>
                </MessageBar>
              )}
              {children}
            </DialogContent>
            <DialogActions>
              <Button onClick={onCancel} disabled={busy}>
                {cancelText}
              </Button>
              <Button type="submit" appearance="primary" disabled={busy}>
                {submitText}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}

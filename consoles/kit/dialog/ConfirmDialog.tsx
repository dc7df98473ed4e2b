import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { type ReactNode, useEffect, useState } from 'react';
import { useReturnFocus } from './useReturnFocus';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  danger: {
    backgroundColor: tokens.colorPaletteRedBackground3,
    ':hover': { backgroundColor: tokens.colorPaletteRedForeground1 },
    ':hover:active': { backgroundColor: tokens.colorPaletteRedForeground1 },
  },
});

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** What will happen; say when it cannot be undone. */
  children?: ReactNode;
  confirmText?: string;
  cancelText?: string;
  /** A destructive action: the confirm button is red. */
  danger?: boolean;
  /** The user must type this text before confirming (e.g. the slug of a site being deleted). */
  typeToConfirm?: string;
  /** While the action runs: the confirm button is disabled. */
  busy?: boolean;
  onConfirm: () => void;
  /** Cancel button, Escape, or a click outside. */
  onCancel: () => void;
}

/** A modal question before an action: 取消 / 确定, optionally asking the user to type a text first. */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmText = '确定',
  cancelText = '取消',
  danger = false,
  typeToConfirm,
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const styles = useStyles();
  useReturnFocus(open);
  const [typed, setTyped] = useState('');
  useEffect(() => {
    if (open) setTyped('');
  }, [open]);
  const ready = !typeToConfirm || typed.trim() === typeToConfirm;
  return (
    <Dialog open={open} modalType="alert" onOpenChange={(_, data) => !data.open && !busy && onCancel()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent className={styles.content}>
            {children}
            {typeToConfirm && (
              <Field label={`请输入 ${typeToConfirm} 以确认`}>
                <Input value={typed} onChange={(_, data) => setTyped(data.value)} autoComplete="off" />
              </Field>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onCancel} disabled={busy}>
              {cancelText}
            </Button>
            <Button appearance="primary" className={danger ? styles.danger : undefined} disabled={!ready || busy} onClick={onConfirm}>
              {confirmText}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

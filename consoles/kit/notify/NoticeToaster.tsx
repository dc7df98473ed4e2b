import { Toast, Toaster, ToastTitle, useId, useToastController } from '@fluentui/react-components';
import { useEffect } from 'react';
import { onNotice } from './notify';

/** Shows every `notify.*` notice as a Fluent toast (top centre, like the consoles' message boxes). */
export function NoticeToaster() {
  const toasterId = useId('notices');
  const { dispatchToast } = useToastController(toasterId);
  useEffect(
    () =>
      onNotice((notice) =>
        dispatchToast(
          <Toast>
            <ToastTitle>{notice.text}</ToastTitle>
          </Toast>,
          { intent: notice.intent, timeout: notice.timeout, position: 'top' },
        ),
      ),
    [dispatchToast],
  );
  return <Toaster toasterId={toasterId} position="top" />;
}

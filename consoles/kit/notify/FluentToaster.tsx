import { Toast, Toaster, ToastTitle, useId, useToastController } from '@fluentui/react-components';
import { useEffect, useRef } from 'react';
import type { Notice } from './notify';

/** Dispatches each new notice once, as a toast at the top centre. */
export function FluentToaster({ notices }: { notices: Notice[] }) {
  const toasterId = useId('notices');
  const { dispatchToast } = useToastController(toasterId);
  const shown = useRef(0);
  useEffect(() => {
    for (const notice of notices.slice(shown.current)) {
      dispatchToast(
        <Toast>
          <ToastTitle>{notice.text}</ToastTitle>
        </Toast>,
        { intent: notice.intent, timeout: notice.timeout, position: 'top' },
      );
    }
    shown.current = notices.length;
  }, [notices, dispatchToast]);
  return <Toaster toasterId={toasterId} position="top" />;
}

import { type ComponentType, useEffect, useRef, useState } from 'react';
import { type Notice, onNotice } from './notify';

type ToasterView = ComponentType<{ notices: Notice[] }>;

/**
 * Shows every `notify.*` notice as a Fluent toast. The toaster's code loads with the first notice, so pages that
 * never show one do not pay for it; notices raised meanwhile wait and then show in order.
 */
export function NoticeToaster() {
  const [View, setView] = useState<ToasterView | null>(null);
  const [notices, setNotices] = useState<Notice[]>([]);
  const loading = useRef(false);
  useEffect(
    () =>
      onNotice((notice) => {
        setNotices((list) => [...list, notice]);
        if (loading.current) return;
        loading.current = true;
        void import('./FluentToaster').then((m) => setView(() => m.FluentToaster));
      }),
    [],
  );
  return View ? <View notices={notices} /> : null;
}

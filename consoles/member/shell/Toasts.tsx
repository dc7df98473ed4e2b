import { useEffect, useState } from 'react';
import { type Notice, onNotice } from '#kit/notify/notify';

interface Shown extends Notice {
  id: number;
}

let nextId = 0;

/** The request layer's and pages' notices (`notify.error(…)`), as toasts at the top for their time. */
export function Toasts() {
  const [shown, setShown] = useState<Shown[]>([]);
  useEffect(() => {
    // Each toast's timer is cleared when the shell unmounts: a timer outliving the page would set state on a tree
    // (and, in the dom tier, a window) that is gone.
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const stop = onNotice((notice) => {
      const id = ++nextId;
      setShown((list) => [...list.slice(-2), { ...notice, id }]);
      const timer = setTimeout(() => {
        timers.delete(timer);
        setShown((list) => list.filter((n) => n.id !== id));
      }, notice.timeout);
      timers.add(timer);
    });
    return () => {
      stop();
      for (const timer of timers) clearTimeout(timer);
    };
  }, []);
  return (
    <div className="m-toasts" aria-live="polite">
      {shown.map((n) => (
        <div key={n.id} role={n.intent === 'error' ? 'alert' : 'status'} className={`m-toast m-toast-${n.intent}`}>
          {n.text}
        </div>
      ))}
    </div>
  );
}

import { useEffect, useState } from 'react';
import { type Notice, onNotice } from '#kit/notify/notify';

interface Shown extends Notice {
  id: number;
}

let nextId = 0;

/** The request layer's and pages' notices (`notify.error(…)`), as toasts at the top for their time. */
export function Toasts() {
  const [shown, setShown] = useState<Shown[]>([]);
  useEffect(
    () =>
      onNotice((notice) => {
        const id = ++nextId;
        setShown((list) => [...list.slice(-2), { ...notice, id }]);
        setTimeout(() => setShown((list) => list.filter((n) => n.id !== id)), notice.timeout);
      }),
    [],
  );
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

import type { ReactNode } from 'react';

/** A labelled form field with its message under it. */
export function Field({ label, error, children }: { label: string; error?: string; children: ReactNode }) {
  return (
    <label className="m-field">
      <span>{label}</span>
      {children}
      {error ? <div className="m-error">{error}</div> : null}
    </label>
  );
}

import type { ReactNode } from 'react';

/** A labelled form field with its message under it (outside the label, so the label names only the field). */
export function Field({ label, error, children }: { label: string; error?: string; children: ReactNode }) {
  return (
    <div className="m-field">
      {/* biome-ignore lint/a11y/noLabelWithoutControl: the control is the child this label wraps. */}
      <label>
        <span>{label}</span>
        {children}
      </label>
      {error ? <div className="m-error">{error}</div> : null}
    </div>
  );
}

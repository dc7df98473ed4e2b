import { useCallback, useState } from 'react';
import { type Rules, useForm } from '#kit/form/useForm';
import { notify } from '#kit/notify/notify';
import { api, type MutationOperationId, type OpArg } from '#kit/request/api';
import { errorText } from '#kit/request/errors';
import { useKitDispatch } from '#kit/store/hooks';
import type { OperationEnvelope } from '#sdk';
import { useLastOpened } from './useLastOpened';

export interface EditDialogOptions<T, V extends object, K extends MutationOperationId> {
  /** The mutation that saves, or one per target (新增 vs 编辑). */
  operation: K | ((target: T) => K);
  /** The form's values when the dialog opens for a target. */
  values: (target: T) => V;
  /** The values before the first opening (the fields are rendered, hidden, from the start). */
  blank: V;
  rules: Rules<V>;
  /** What the page sends (the feature's request builder). */
  toInput: (values: V, target: T) => OpArg<K>;
  /** The success toast when the server's answer has no description of its own. */
  success: string | ((target: T) => string);
  /** After a save, before the dialog closes (the envelope carries the saved object). */
  onSaved?: (envelope: OperationEnvelope<K>, target: T) => void;
}

/**
 * A dialog that edits one object with one mutation: `open(target)` fills the form, `submit` validates, sends, shows
 * the server's `description` (or `success`) as a toast and closes; a failure stays above the fields (the request
 * layer has toasted it too). `<FormDialog title=… {...dialog.props}>` with fields from `dialog.form`.
 */
export function useEditDialog<T, V extends object, K extends MutationOperationId>(options: EditDialogOptions<T, V, K>) {
  const dispatch = useKitDispatch();
  const [target, setTarget] = useState<T | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const form = useForm<V>(options.blank, options.rules);
  /** What a closing dialog keeps showing while it fades out. */
  const shown = useLastOpened(target);
  const { reset } = form;
  const { values: valuesOf } = options;

  const open = useCallback(
    (next: T) => {
      reset(valuesOf(next));
      setFailure(undefined);
      setTarget(next);
    },
    [reset, valuesOf],
  );
  const close = useCallback(() => setTarget(null), []);

  const submit = async () => {
    if (target === null || busy || !form.validate()) return;
    const operation = typeof options.operation === 'function' ? options.operation(target) : options.operation;
    const endpoint = api.endpoints[operation] as unknown as {
      initiate(arg: OpArg<K>): Parameters<typeof dispatch>[0];
    };
    setBusy(true);
    setFailure(undefined);
    const result = (await dispatch(endpoint.initiate(options.toInput(form.values, target)))) as {
      data?: OperationEnvelope<K>;
      error?: unknown;
    };
    setBusy(false);
    if (!result.data) {
      setFailure(errorText(result.error));
      return;
    }
    const fallback = typeof options.success === 'function' ? options.success(target) : options.success;
    notify.success((result.data as { description?: string }).description || fallback);
    options.onSaved?.(result.data, target);
    setTarget(null);
  };

  return {
    /** The object being edited; `null` while closed. */
    target,
    /** The last object opened (for the title and fields while the dialog fades out). */
    shown,
    open,
    close,
    form,
    submit,
    busy,
    failure,
    /** For `<FormDialog>`: open, busy, error, onSubmit, onCancel. */
    props: { open: target !== null, busy, error: failure, onSubmit: submit, onCancel: close },
  };
}

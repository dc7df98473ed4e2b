import { lazy, Suspense } from 'react';
import type { SlotProps } from '../../shell/slots';

// Loaded with their own chunk (and styles) when a post or the post form draws them.
const LazyAttachments = lazy(async () => ({ default: (await import('./PostAttachments')).PostAttachments }));
const LazyPicker = lazy(async () => ({ default: (await import('./AttachmentPicker')).AttachmentPicker }));

/** The post's attachments below its content (`postBody`). */
export function PostBodySlot(props: SlotProps['postBody']) {
  return (
    <Suspense fallback={null}>
      <LazyAttachments {...props} />
    </Suspense>
  );
}

/** The attachment picker in the post form (`postEditor`). */
export function PostEditorSlot({ postId, onAttachments }: SlotProps['postEditor']) {
  return (
    <Suspense fallback={null}>
      <LazyPicker postId={postId} onChange={onAttachments} />
    </Suspense>
  );
}

import { lazy, Suspense } from 'react';
import type { SlotProps } from '../../shell/slots';

// The buttons load with their own chunk (and styles) when a profile or post page draws them, without holding the page.
const LazyFollowButton = lazy(async () => ({ default: (await import('./FollowButton')).FollowButton }));
const LazyPostButtons = lazy(async () => ({ default: (await import('./PostFollowButtons')).PostFollowButtons }));
const LazySectionWatch = lazy(async () => ({ default: (await import('./SectionWatchButton')).SectionWatchButton }));

/** 关注 on a member's home (`memberHomeActions`). */
export function FollowSlot(props: SlotProps['memberHomeActions']) {
  return (
    <Suspense fallback={null}>
      <LazyFollowButton {...props} />
    </Suspense>
  );
}

/** 收藏 and 关注帖子 on a post (`postActions`). */
export function PostActionsSlot(props: SlotProps['postActions']) {
  return (
    <Suspense fallback={null}>
      <LazyPostButtons {...props} />
    </Suspense>
  );
}

/** 关注版块 on a section (`sectionActions`). */
export function SectionActionsSlot(props: SlotProps['sectionActions']) {
  return (
    <Suspense fallback={null}>
      <LazySectionWatch {...props} />
    </Suspense>
  );
}

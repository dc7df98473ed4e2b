import { type ComponentType, Suspense } from 'react';
import { ErrorBoundary } from '#kit/errorLog/ErrorBoundary';
import { PageLoading } from './Loading';

/** A route's page: its own chunk, and its own error boundary. */
export function PageView({ component: Page }: { component: ComponentType }) {
  return (
    <ErrorBoundary>
      <Suspense fallback={<PageLoading />}>
        <Page />
      </Suspense>
    </ErrorBoundary>
  );
}

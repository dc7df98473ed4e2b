import { READ_ONLY_BANNER } from '#kit/readOnly/readOnly';
import { useMemberSelector } from './hooks';

/** Under the site's header while the latest answer from the server was marked read-only; gone with the next that is not. */
export function ReadOnlyBanner() {
  const readOnly = useMemberSelector((s) => s.readOnly);
  if (!readOnly) return null;
  return (
    <div className="m-read-only" role="status">
      {READ_ONLY_BANNER}
    </div>
  );
}

import { Link } from 'react-router';
import { usePageTitle } from './hooks';

/** An address with nothing behind it, or content that is gone or not public. */
export function NotFound({ what = '页面' }: { what?: string }) {
  usePageTitle(`${what}不存在`);
  return (
    <div className="m-empty">
      <p>{what}不存在或已被删除</p>
      <Link to="/">返回首页</Link>
    </div>
  );
}

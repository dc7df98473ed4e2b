import { Button } from '@fluentui/react-components';
import { useNavigate, useSearchParams } from 'react-router';
import { StatusPage } from './StatusPage';

/** /401: no access to the page (§4, §8). `?noGoBack` hides the way back. */
export function UnauthorizedPage() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const canGoBack = !search.has('noGoBack') && window.history.length > 1;
  return (
    <StatusPage
      code="401"
      title="没有访问权限"
      text="您没有访问该页面的权限。如需访问，请联系管理员分配权限，或换一个账号登录。"
      actions={
        <>
          {canGoBack && <Button onClick={() => navigate(-1)}>返回上一页</Button>}
          <Button appearance="primary" onClick={() => navigate('/')}>
            返回首页
          </Button>
          <Button onClick={() => navigate('/login')}>重新登录</Button>
        </>
      }
    />
  );
}

import { Button } from '@fluentui/react-components';
import { useNavigate } from 'react-router';
import { StatusPage } from './StatusPage';

/** /404: unknown pages (§8). */
export function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <StatusPage
      code="404"
      title="页面不存在"
      text="您访问的页面不存在或已被移除，请检查地址是否正确。"
      actions={
        <Button appearance="primary" onClick={() => navigate('/')}>
          返回首页
        </Button>
      }
    />
  );
}

import { useFormStyles } from './formStyles';
import { RouteLink } from './RouteLink';

const links = [
  { to: '/login', label: '已有账号，去登录' },
  { to: '/register', label: '注册账号' },
  { to: '/resetpassword', label: '忘记密码？' },
];

/** Links between the public pages (login, register, password reset), without the one being shown. */
export function AuthLinks({ current }: { current: '/login' | '/register' | '/resetpassword' }) {
  const styles = useFormStyles();
  return (
    <div className={styles.links}>
      {links
        .filter((l) => l.to !== current)
        .map((l) => (
          <RouteLink key={l.to} to={l.to}>
            {l.label}
          </RouteLink>
        ))}
    </div>
  );
}

import { Link, useNavigate } from 'react-router';
import { formatDate } from '#kit/format/time';
import { api } from '#kit/request/api';
import { useMember, useMemberSite, useMemberStore, usePageTitle } from '../../shell/hooks';
import { signOut } from '../../store';
import { MyMedals } from '../medal/MyMedals';
import { MyPosts } from './MyPosts';

/** 我的: who is signed in, their posts, the way to the console for administrators, and signing out. */
export function MePage() {
  usePageTitle('我的');
  const { profile } = useMember();
  const site = useMemberSite();
  const store = useMemberStore();
  const navigate = useNavigate();
  const [logout, { isLoading }] = api.useMemberLogoutMutation();
  const leave = async () => {
    await logout();
    await navigate('/', { replace: true });
    signOut(store);
  };
  if (!profile) return <div className="m-loading">加载中…</div>;
  return (
    <>
      <section className="m-card m-profile">
        {profile.avatar ? (
          <img className="m-avatar" src={profile.avatar} alt="" />
        ) : (
          <span className="m-avatar" aria-hidden="true">
            {profile.userName.slice(0, 1)}
          </span>
        )}
        <div className="m-spacer">
          <div className="m-post-title">{profile.userName}</div>
          <div className="m-muted">
            {profile.rankName ? `${profile.rankName} · ` : ''}
            {formatDate(profile.createdAt)} 加入
          </div>
        </div>
        {profile.isAdmin ? (
          <a className="m-btn" href="/console/">
            管理后台
          </a>
        ) : null}
      </section>
      <MyMedals />
      <nav className="m-card m-me-links" aria-label="积分与兑换">
        <Link to="/points">我的积分 · 签到</Link>
        <Link to="/mall">积分商城</Link>
        <Link to="/mall/orders">我的兑换</Link>
        {site?.workOrderFunctionStatus === 1 ? <Link to="/workorders">我的工单 · 联系客服</Link> : null}
      </nav>
      <MyPosts />
      <Link className="m-btn m-btn-block" to="/me/privacy">
        个人信息（下载我的数据 · 注销账号）
      </Link>
      <Link className="m-btn m-btn-block" to="/me/password">
        修改密码
      </Link>
      <button type="button" className="m-btn m-btn-block" disabled={isLoading} onClick={leave}>
        退出登录
      </button>
    </>
  );
}

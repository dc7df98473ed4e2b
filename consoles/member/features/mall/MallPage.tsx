import { Link, useSearchParams } from 'react-router';
import { api } from '#kit/request/api';
import { useMember, usePageTitle } from '../../shell/hooks';
import { GiftImage } from './GiftImage';
import './mall.css';

const PAGE_SIZE = 40;

/** 积分商城: the gifts on the shelf by the site's gift categories (`?category=`), with my points and my redemptions. */
export function MallPage() {
  usePageTitle('积分商城');
  const [params, setParams] = useSearchParams();
  const category = Number(params.get('category')) || 0;
  const { signedIn } = useMember();
  const all = api.useGetMallGiftListQuery({ query: { pageSize: PAGE_SIZE } });
  const list = api.useGetMallGiftListQuery({ query: { pageSize: PAGE_SIZE, ...(category ? { categoryId: category } : {}) } });
  const points = api.useGetMyPointsQuery(undefined, { skip: !signedIn });
  if (all.error) return <div className="m-empty">本站的积分商城暂未开通</div>;
  const categories = all.data?.categories ?? [];
  return (
    <>
      <section className="m-card m-mall-head">
        <div className="m-spacer">
          <h1 className="m-mall-title">积分商城</h1>
          <div className="m-muted">用金币兑换好礼，签到、发帖、获赞都能赚积分</div>
        </div>
        {signedIn ? (
          <div className="m-mall-links">
            {points.data?.list.map((p) => (
              <Link key={p.categoryId} to="/points" className="m-tag">
                {p.name} {p.balance}
              </Link>
            ))}
            <Link to="/mall/orders" className="m-btn">
              我的兑换
            </Link>
          </div>
        ) : (
          <Link to="/login?redirect=/mall" className="m-btn m-btn-primary">
            登录查看积分
          </Link>
        )}
      </section>
      <div className="m-tabs-inline m-mall-cats">
        {[{ id: 0, name: '全部' }, ...categories].map((c) => (
          <button
            key={c.id}
            type="button"
            aria-pressed={category === c.id}
            onClick={() => setParams(c.id ? { category: String(c.id) } : {}, { replace: true })}
          >
            {c.name}
          </button>
        ))}
      </div>
      {!list.data ? (
        <div className="m-loading">加载中…</div>
      ) : list.data.list.length === 0 ? (
        <div className="m-empty">这个分类还没有礼品</div>
      ) : (
        <div className="m-gift-grid">
          {list.data.list.map((gift) => (
            <Link key={gift.id} to={`/mall/gift/${gift.id}`} className="m-gift-card">
              <GiftImage images={gift.images} name={gift.name} />
              <div className="m-gift-body">
                <div className="m-gift-name">{gift.name}</div>
                <div className="m-gift-price">
                  {gift.points} <small>{gift.pointCategoryName}</small>
                </div>
                <div className="m-muted m-gift-stock">
                  {gift.kind === 'virtual' ? '虚拟 · ' : ''}
                  {gift.stock > 0 ? `剩余 ${gift.stock}` : '已兑完'}
                </div>
              </div>
            </Link>
          ))}
        </div>
      )}
    </>
  );
}

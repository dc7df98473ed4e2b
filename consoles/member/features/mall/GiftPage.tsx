import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { notify } from '#kit/notify/notify';
import { GiftKindLabels, type Schema } from '#sdk';
import { Field } from '../../shell/Field';
import { useMember, usePageTitle, useRequireMember } from '../../shell/hooks';
import { RegionSelect } from '../../shell/RegionSelect';
import { mallApi as api } from './cache';
import { GiftImage } from './GiftImage';
import { type AddressValues, blankAddress, checkAddress, toRedeemInput } from './mallRequests';
import './mall.css';

function RedeemForm({ gift, balance }: { gift: Schema<'Gift'>; balance: number | undefined }) {
  const [values, setValues] = useState<AddressValues>(blankAddress);
  const [errors, setErrors] = useState<Partial<Record<keyof AddressValues, string>>>({});
  const [code, setCode] = useState<string | null>(null);
  const [redeem, { isLoading }] = api.useRedeemGiftMutation();
  const navigate = useNavigate();
  const requireMember = useRequireMember();
  const physical = gift.kind === 'physical';
  const short = balance !== undefined && balance < gift.points;
  const set = (field: keyof AddressValues) => (e: { target: { value: string } }) => setValues({ ...values, [field]: e.target.value });

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!requireMember()) return;
    if (physical) {
      const found = checkAddress(values);
      setErrors(found);
      if (Object.keys(found).length) return;
    }
    const result = await redeem(toRedeemInput(gift, values));
    if (!result.data) return;
    notify.success(result.data.description || '兑换成功');
    if (result.data.data?.code) setCode(result.data.data.code);
    else await navigate('/mall/orders');
  };

  if (code)
    return (
      <section className="m-card m-code-card" aria-live="polite">
        <h2>兑换成功</h2>
        <p className="m-muted">你的兑换码（也可在「我的兑换」中查看）：</p>
        <div className="m-code">{code}</div>
        <Link to="/mall/orders" className="m-btn">
          查看我的兑换
        </Link>
      </section>
    );

  return (
    <form className="m-card m-form" noValidate onSubmit={submit}>
      <h2>{physical ? '收货地址' : '兑换'}</h2>
      {physical ? (
        <>
          <Field label="收货人" error={errors.name}>
            <input className="m-input" maxLength={20} value={values.name} onChange={set('name')} autoComplete="name" />
          </Field>
          <Field label="手机号" error={errors.mobile}>
            <input
              className="m-input"
              inputMode="numeric"
              maxLength={11}
              value={values.mobile}
              onChange={set('mobile')}
              autoComplete="tel"
            />
          </Field>
          <Field label="所在地区" error={errors.regionCode}>
            <RegionSelect
              label="所在地区"
              value={{ code: values.regionCode, name: values.regionName }}
              onChange={(region) => setValues({ ...values, regionCode: region.code, regionName: region.name })}
            />
          </Field>
          <Field label="详细地址" error={errors.detail}>
            <input className="m-input" maxLength={100} value={values.detail} onChange={set('detail')} placeholder="街道、门牌号、楼层" />
          </Field>
        </>
      ) : (
        <p className="m-muted">虚拟礼品兑换后立即发放兑换码。</p>
      )}
      <button type="submit" className="m-btn m-btn-primary m-btn-block" disabled={isLoading || gift.stock <= 0 || short}>
        {gift.stock <= 0 ? '已兑完' : short ? `${gift.pointCategoryName}不足` : `使用 ${gift.points} ${gift.pointCategoryName}兑换`}
      </button>
    </form>
  );
}

/** A gift on the shelf: its pictures, price and stock, and the redemption form (an address for physical gifts). */
export function GiftPage() {
  const id = Number(useParams().id);
  const { data: gift, error } = api.useGetMallGiftQuery({ query: { id } }, { skip: !Number.isInteger(id) || id < 1 });
  const { signedIn } = useMember();
  const points = api.useGetMyPointsQuery(undefined, { skip: !signedIn });
  usePageTitle(gift?.name ?? '礼品');
  if (error)
    return (
      <div className="m-empty">
        礼品不存在或已下架，<Link to="/mall">回到积分商城</Link>
      </div>
    );
  if (!gift) return <div className="m-loading">加载中…</div>;
  const balance = points.data?.list.find((p) => p.categoryId === gift.pointCategoryId)?.balance;
  return (
    <>
      <section className="m-card m-gift-detail">
        <GiftImage images={gift.images} name={gift.name} className="m-gift-hero" />
        <div className="m-gift-info">
          <h1 className="m-mall-title">{gift.name}</h1>
          <div className="m-gift-price">
            {gift.points} <small>{gift.pointCategoryName}</small>
          </div>
          <div className="m-meta">
            <span className="m-tag">{GiftKindLabels[gift.kind]}</span>
            {gift.categoryName ? <span>{gift.categoryName}</span> : null}
            <span>{gift.stock > 0 ? `剩余 ${gift.stock}` : '已兑完'}</span>
            <span>已兑 {gift.redeemedCount}</span>
            {gift.perMemberLimit ? <span>每人限兑 {gift.perMemberLimit} 次</span> : null}
          </div>
          {balance !== undefined ? (
            <div className="m-muted">
              我的{gift.pointCategoryName}：{balance}
            </div>
          ) : null}
          {gift.description ? <p className="m-gift-desc">{gift.description}</p> : null}
        </div>
      </section>
      {/* Keyed: a code shown for one gift must not stay on the next one opened. */}
      <RedeemForm key={gift.id} gift={gift} balance={balance} />
    </>
  );
}

import { Badge, Button, MessageBar, MessageBarBody, MessageBarTitle, makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { CheckmarkRegular } from '@fluentui/react-icons';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Panel } from '#kit/app/Panel';
import { formatFen } from '#kit/format/money';
import { notify } from '#kit/notify/notify';
import { RouteLink } from '#kit/pages/RouteLink';
import { errorText } from '#kit/request/errors';
import { LicenseTypeLabels, licenseAllows, type Schema } from '#sdk';
import { expiryText, LicenseSummary } from '../../shared/license/LicenseSummary';
import { toLicenseQuery } from '../../shared/license/licenseQuery';
import { routeId } from '../../shared/routeId';
import { ChoiceCards } from './ChoiceCards';
import { orderApi } from './orderApi';
import { toCreateOrderInput } from './orderRequests';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  planName: {
    fontSize: tokens.fontSizeBase500,
    fontWeight: tokens.fontWeightSemibold,
    display: 'flex',
    gap: tokens.spacingHorizontalS,
    alignItems: 'center',
  },
  muted: { color: tokens.colorNeutralForeground3 },
  features: {
    margin: 0,
    paddingInlineStart: 0,
    listStyle: 'none',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
  },
  feature: { display: 'flex', gap: tokens.spacingHorizontalXS, alignItems: 'center' },
  tick: { color: tokens.colorPaletteGreenForeground1 },
  price: { fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold, color: tokens.colorPaletteDarkOrangeForeground1 },
  durations: { gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))' },
  total: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalL, flexWrap: 'wrap' },
  totalAmount: { fontSize: tokens.fontSizeHero700, fontWeight: tokens.fontWeightSemibold, color: tokens.colorPaletteDarkOrangeForeground1 },
});

type Plan = Schema<'LicensePlan'>;
type License = Schema<'LicenseDetail'>;
export type PurchaseMode = Schema<'OrderCreateInput'>['kind'];

/** The plan a buyer most likely wants: the first paid plan other than the one in effect. */
function defaultPlan(plans: Plan[], license: License): number | null {
  const paid = plans.filter((p) => p.prices.length > 0);
  const other = paid.find((p) => p.licenseType !== license.licenseType || license.licenseStatus === 'expired');
  return (other ?? paid[0])?.licenseType ?? null;
}

/** 12 months when offered, else the first duration. */
function defaultPrice(plan: Plan | undefined): number | null {
  if (!plan) return null;
  return (plan.prices.find((p) => p.months === 12) ?? plan.prices[0])?.id ?? null;
}

function PlanCard({ plan, current }: { plan: Plan; current: boolean }) {
  const styles = useStyles();
  const from = plan.prices.length ? Math.min(...plan.prices.map((p) => p.amountFen)) : 0;
  return (
    <>
      <span className={styles.planName}>
        {plan.name}
        {current && (
          <Badge appearance="tint" color="brand">
            当前套餐
          </Badge>
        )}
      </span>
      <Text className={styles.muted}>{plan.description}</Text>
      <Text className={styles.price}>{plan.prices.length ? `${formatFen(from)} 起` : '免费'}</Text>
      <ul className={styles.features}>
        {plan.features.map((feature) => (
          <li key={feature} className={styles.feature}>
            <CheckmarkRegular className={styles.tick} aria-hidden />
            <Text>{feature}</Text>
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * 购买套餐 (`buy`: choose a plan and a duration) and 续费套餐 (`renew`: a duration of the site's current paid plan) for
 * the site in the route: `createOrder`, then on to paying the order.
 */
export function PurchasePage({ mode }: { mode: PurchaseMode }) {
  const styles = useStyles();
  const navigate = useNavigate();
  const siteId = routeId(useParams().id);
  const license = orderApi.useGetLicenseQuery(toLicenseQuery(siteId ?? 0), { skip: siteId === null });
  const products = orderApi.useGetProductListQuery();
  const [createOrder, creating] = orderApi.useCreateOrderMutation();
  const [planType, setPlanType] = useState<number | null>(null);
  const [priceId, setPriceId] = useState<number | null>(null);
  const [refusal, setRefusal] = useState('');

  const plans = products.data ?? [];
  const current = license.data;
  const chosenType = mode === 'renew' ? (current?.licenseType ?? null) : planType;
  const plan = useMemo(() => plans.find((p) => p.licenseType === chosenType), [plans, chosenType]);
  const price = plan?.prices.find((p) => p.id === priceId);

  // Preselect once, when both the plans and the licence are first known (a later refetch keeps the choice).
  const preselected = useRef(false);
  useEffect(() => {
    if (!current || plans.length === 0 || preselected.current) return;
    preselected.current = true;
    const type = mode === 'renew' ? current.licenseType : defaultPlan(plans, current);
    setPlanType(type);
    setPriceId(defaultPrice(plans.find((p) => p.licenseType === type)));
  }, [current, plans, mode]);

  if (siteId === null) return <Text>站点不存在。</Text>;
  if (license.isLoading || products.isLoading) return <Spinner label="正在读取套餐与授权…" />;
  if (!current) return <Text>{license.error ? errorText(license.error) : '站点授权暂时无法读取，请稍后刷新重试。'}</Text>;

  const choosePlan = (type: number) => {
    setPlanType(type);
    setPriceId(defaultPrice(plans.find((p) => p.licenseType === type)));
    setRefusal('');
  };

  const submit = async () => {
    if (!price) return;
    setRefusal('');
    const result = await createOrder(toCreateOrderInput(current.siteId, price.id, mode));
    if (result.error) {
      setRefusal(errorText(result.error));
      return;
    }
    const order = result.data?.data;
    if (!order) return;
    notify.success(result.data?.description || '订单已创建');
    navigate(`/order/orderPay/${order.id}`);
  };

  const sameActivePlan = mode === 'buy' && plan && plan.licenseType === current.licenseType && current.licenseStatus !== 'expired';
  const basicRenewal = mode === 'renew' && !licenseAllows.renewal(current.licenseType);

  return (
    <div className={styles.page}>
      <Panel title="当前授权">
        <LicenseSummary license={current} />
      </Panel>
      {basicRenewal ? (
        <Panel title="续费套餐">
          <MessageBar intent="info">
            <MessageBarBody>
              <MessageBarTitle>基础版无需续费</MessageBarTitle>
              站点当前是免费的基础版，长期有效。需要问答、统计或积分商城时，请{' '}
              <RouteLink to={`/order/buyProduct/${current.siteId}`}>购买套餐</RouteLink>。
            </MessageBarBody>
          </MessageBar>
        </Panel>
      ) : (
        <>
          {mode === 'buy' && (
            <Panel title="选择套餐" description="购买后授权从支付成功时起算。">
              <ChoiceCards
                label="套餐"
                value={planType}
                onChange={choosePlan}
                choices={plans.map((p) => ({
                  value: p.licenseType,
                  label: p.name,
                  disabled: p.prices.length === 0,
                  content: <PlanCard plan={p} current={p.licenseType === current.licenseType} />,
                }))}
              />
              {sameActivePlan && (
                <MessageBar intent="info">
                  <MessageBarBody>
                    站点当前已是{plan.name}，延长时间请 <RouteLink to={`/order/renewProduct/${current.siteId}`}>续费</RouteLink>。
                  </MessageBarBody>
                </MessageBar>
              )}
            </Panel>
          )}
          <Panel
            title={mode === 'buy' ? '选择时长' : `续费${LicenseTypeLabels[current.licenseType]}`}
            description={
              mode === 'renew'
                ? current.licenseStatus === 'expired'
                  ? '授权已过期：支付成功后从支付时起算。'
                  : `支付成功后在当前到期时间（${expiryText(current.expiresAt)}）之后顺延。`
                : undefined
            }
          >
            {plan && plan.prices.length > 0 ? (
              <ChoiceCards
                label="时长"
                className={styles.durations}
                value={priceId}
                onChange={(id) => {
                  setPriceId(id);
                  setRefusal('');
                }}
                choices={plan.prices.map((p) => ({
                  value: p.id,
                  label: `${p.label} ${formatFen(p.amountFen)}`,
                  content: (
                    <>
                      <Text weight="semibold">{p.label}</Text>
                      <Text className={styles.price}>{formatFen(p.amountFen)}</Text>
                    </>
                  ),
                }))}
              />
            ) : (
              <Text className={styles.muted}>请先选择套餐。</Text>
            )}
            {refusal && (
              <MessageBar intent="error">
                <MessageBarBody>
                  <MessageBarTitle>无法下单</MessageBarTitle>
                  {refusal}
                </MessageBarBody>
              </MessageBar>
            )}
            <div className={styles.total}>
              <Text>
                应付金额 <span className={styles.totalAmount}>{price ? formatFen(price.amountFen) : formatFen(0)}</span>
              </Text>
              <Button appearance="primary" size="large" disabled={!price || creating.isLoading} onClick={submit}>
                {creating.isLoading ? '正在下单…' : '提交订单'}
              </Button>
              <Text className={styles.muted}>下单后请在 30 分钟内完成支付，超时自动取消。</Text>
            </div>
          </Panel>
        </>
      )}
    </div>
  );
}

/** `/order/buyProduct/:id`: buy a plan for the site. */
export function BuyProductPage() {
  return <PurchasePage mode="buy" />;
}

/** `/order/renewProduct/:id`: renew the site's current paid plan. */
export function RenewProductPage() {
  return <PurchasePage mode="renew" />;
}

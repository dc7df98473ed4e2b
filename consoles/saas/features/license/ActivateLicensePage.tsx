import {
  Button,
  Dropdown,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  makeStyles,
  Option,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { useForm } from '#kit/form/useForm';
import { formatDateTime } from '#kit/format/time';
import { AuthFrame } from '#kit/pages/AuthFrame';
import { useFormStyles } from '#kit/pages/formStyles';
import { RouteLink } from '#kit/pages/RouteLink';
import { useKitSelector } from '#kit/store/hooks';
import { LicenseTypeLabels, type Schema } from '#sdk';
import { planText } from '../../shared/order/orderText';
import { useSaasAccount } from '../../shared/useSaasAccount';
import { licenseApi } from './licenseApi';
import { type ActivateValues, activateRules, normalizeLicenseCode, toActivateLicenseInput } from './licenseRequests';

const useStyles = makeStyles({
  code: { fontFamily: tokens.fontFamilyMonospace, letterSpacing: '0.05em' },
  result: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  next: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalL, flexWrap: 'wrap' },
});

export const ACTIVATE_PATH = '/ActivateLicense';
const LOGIN_FOR_ACTIVATION = `/login?${new URLSearchParams({ redirect: ACTIVATE_PATH })}`;

const emptyValues: ActivateValues = { siteId: '', code: '' };

type Site = Schema<'Site'>;
const siteText = (site: Site) => `${site.name}（${site.slug}）· ${LicenseTypeLabels[site.licenseType]}`;

function ActivateForm() {
  const formStyles = useFormStyles();
  const styles = useStyles();
  const account = useSaasAccount();
  const form = useForm<ActivateValues>(emptyValues, activateRules);
  // Only one's own sites can be activated; masterId keeps a manager's list to their own too.
  const sites = licenseApi.useGetSiteListQuery(
    { query: { page: 1, pageSize: 100, ...(account ? { masterId: account.id } : {}) } },
    { skip: !account },
  );
  const own = (sites.data?.list ?? []).filter((s) => s.masterId === account?.id);
  const [activate, activating] = licenseApi.useActivateLicenseMutation();
  const [done, setDone] = useState<{ order: Schema<'Order'>; description: string } | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate()) return;
    const result = await activate(toActivateLicenseInput(form.values));
    if (result.data?.data) setDone({ order: result.data.data, description: result.data.description ?? '授权已激活' });
  };

  if (!account || sites.isLoading) return <Spinner label="正在读取你的站点…" />;

  if (done) {
    const { order } = done;
    return (
      <div className={styles.result}>
        <MessageBar intent="success" layout="multiline">
          <MessageBarBody>
            <MessageBarTitle>{done.description}</MessageBarTitle>
            <span>{`${order.siteName} 已开通${planText(order.licenseType, order.months)}，授权到期：${formatDateTime(order.licenseExpiresAt)}`}</span>
          </MessageBarBody>
        </MessageBar>
        <Text>{`订单号 ${order.orderNo}`}</Text>
        <div className={styles.next}>
          <RouteLink to={`/order/seeOrder/${order.id}`}>查看订单</RouteLink>
          <RouteLink to="/order/orderList">我的订单</RouteLink>
          <Button
            appearance="subtle"
            onClick={() => {
              setDone(null);
              form.reset(emptyValues);
            }}
          >
            继续激活
          </Button>
        </div>
      </div>
    );
  }

  if (own.length === 0) {
    return (
      <Text>
        你还没有自己的站点，授权码需要激活到站点上。请先到 <RouteLink to="/site/siteList">站点列表</RouteLink> 创建站点。
      </Text>
    );
  }

  const chosen = own.find((s) => String(s.id) === form.values.siteId);
  return (
    <form className={formStyles.form} noValidate onSubmit={submit} aria-label="激活授权码">
      <Field label="站点" required {...form.field('siteId')}>
        <Dropdown
          placeholder="选择你的站点"
          value={chosen ? siteText(chosen) : ''}
          selectedOptions={form.values.siteId ? [form.values.siteId] : []}
          onOptionSelect={(_, d) => form.set('siteId', d.optionValue ?? '')}
        >
          {own.map((site) => (
            <Option key={site.id} value={String(site.id)} text={siteText(site)}>
              {siteText(site)}
            </Option>
          ))}
        </Dropdown>
      </Field>
      <Field label="授权码" required {...form.field('code')} hint="与当前套餐相同则顺延，否则从现在起算">
        <Input
          {...form.text('code')}
          className={styles.code}
          placeholder="XXXX-XXXX-XXXX-XXXX"
          maxLength={24}
          autoComplete="off"
          onBlur={() => {
            form.set('code', normalizeLicenseCode(form.values.code));
            form.touch('code');
          }}
        />
      </Field>
      <div className={formStyles.actions}>
        <Button type="submit" appearance="primary" disabled={activating.isLoading}>
          {activating.isLoading ? '正在激活…' : '激活'}
        </Button>
        <RouteLink to="/">返回站点管理中心</RouteLink>
      </div>
    </form>
  );
}

/** /ActivateLicense (public, §2.1): signed out it asks for a login; signed in, a code is activated on one's own site. */
export function ActivateLicensePage() {
  const navigate = useNavigate();
  const token = useKitSelector((s) => s.session.token);
  return (
    <AuthFrame title="激活授权" subtitle="用授权码为你的站点开通或延长授权">
      {token ? (
        <ActivateForm />
      ) : (
        <>
          <Text>请先登录站点管理中心，再为你的站点激活授权码。</Text>
          <Button appearance="primary" onClick={() => navigate(LOGIN_FOR_ACTIVATION)}>
            登录后激活
          </Button>
          <RouteLink to={`/register?${new URLSearchParams({ redirect: ACTIVATE_PATH })}`}>还没有账号？注册</RouteLink>
        </>
      )}
    </AuthFrame>
  );
}

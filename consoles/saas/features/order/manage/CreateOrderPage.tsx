import {
  Button,
  Checkbox,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Radio,
  RadioGroup,
  Text,
  Textarea,
  tokens,
} from '@fluentui/react-components';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Panel } from '#kit/app/Panel';
import { useForm } from '#kit/form/useForm';
import { fenToYuanText, formatFen, parseYuan } from '#kit/format/money';
import { notify } from '#kit/notify/notify';
import { useFormStyles } from '#kit/pages/formStyles';
import { LicenseStatusLabels, LicenseTypeLabels } from '#sdk';
import { useSeesEverySite } from '../../../shared/everySite';
import { expiryText } from '../../../shared/license/LicenseSummary';
import { toLicenseQuery } from '../../../shared/license/licenseQuery';
import { SitePicker } from '../../../shared/site/SitePicker';
import { emptyOfflineOrder, type OfflineOrderValues, offlineOrderLimits, offlineOrderRules, toOfflineOrderInput } from '../offlineOrder';
import { orderApi } from '../orderApi';

const useStyles = makeStyles({
  months: { maxWidth: '160px' },
  amount: { maxWidth: '240px' },
  hint: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center', flexWrap: 'wrap', color: tokens.colorNeutralForeground3 },
  site: { color: tokens.colorNeutralForeground2 },
});

/**
 * 创建线下订单: a customer's site, plan (专业版 / 旗舰版), months, the agreed amount in yuan (sent in fen), a note and
 * 已线下支付 (`createOfflineOrder`). Managers with Site search all sites; with Order alone the server lists only their
 * own sites, so they enter the site's number instead.
 */
export function CreateOrderPage() {
  const formStyles = useFormStyles();
  const styles = useStyles();
  const navigate = useNavigate();
  const searchable = useSeesEverySite();
  const form = useForm<OfflineOrderValues>(emptyOfflineOrder, offlineOrderRules);
  const siteId = Number(form.values.siteId) || 0;
  // Who owns the chosen site and what it has now; only those who may search all sites may read any licence.
  const site = orderApi.useGetLicenseQuery(toLicenseQuery(siteId), { skip: !searchable || siteId === 0 }).data;
  const products = orderApi.useGetProductListQuery();
  const [createOfflineOrder, creating] = orderApi.useCreateOfflineOrderMutation();

  const months = Number(form.values.months);
  const listPrice = products.data?.find((p) => p.licenseType === form.values.licenseType)?.prices.find((p) => p.months === months);
  const typedFen = parseYuan(form.values.amountYuan);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate()) return;
    const result = await createOfflineOrder(toOfflineOrderInput(form.values));
    const order = result.data?.data;
    if (!order) return;
    notify.success(result.data?.description || '线下订单已创建');
    navigate(`/orderManage/seeOrderManage/${order.id}`);
  };

  return (
    <Panel className={formStyles.narrow} title="创建线下订单" description="用于线下签约等场景：金额由你填写，勾选已线下支付时立即生效。">
      <form className={formStyles.form} noValidate onSubmit={submit} aria-label="创建线下订单">
        {searchable ? (
          <Field label="站点" required {...form.field('siteId')} hint="按站点名称或标识搜索客户的站点">
            <SitePicker value={form.values.siteId} onChange={(id) => form.set('siteId', id)} />
          </Field>
        ) : (
          <>
            <MessageBar intent="info">
              <MessageBarBody>
                你没有站点管理权限，无法搜索全部站点：请填写站点编号（可在订单管理的订单详情中查看，或向有站点管理权限的同事查询）。
              </MessageBarBody>
            </MessageBar>
            <Field label="站点编号" required {...form.field('siteId')}>
              <Input {...form.text('siteId')} inputMode="numeric" placeholder="例如 3" />
            </Field>
          </>
        )}
        {site && site.siteId === siteId && (
          <Text className={styles.site}>
            {`站长 ${site.masterName} · 当前${LicenseTypeLabels[site.licenseType]}（${LicenseStatusLabels[site.licenseStatus]}，到期 ${expiryText(site.expiresAt)}）`}
          </Text>
        )}
        <Field label="套餐" required {...form.field('licenseType')}>
          <RadioGroup
            layout="horizontal"
            value={String(form.values.licenseType)}
            onChange={(_, d) => form.set('licenseType', Number(d.value))}
          >
            <Radio value="2" label={LicenseTypeLabels[2]} />
            <Radio value="3" label={LicenseTypeLabels[3]} />
          </RadioGroup>
        </Field>
        <Field label="时长（月）" required {...form.field('months')}>
          <Input
            className={styles.months}
            {...form.text('months')}
            type="number"
            min={offlineOrderLimits.minMonths}
            max={offlineOrderLimits.maxMonths}
          />
        </Field>
        <Field label="金额（元）" required {...form.field('amountYuan')}>
          <Input className={styles.amount} {...form.text('amountYuan')} inputMode="decimal" contentBefore="¥" placeholder="例如 8000.00" />
        </Field>
        <div className={styles.hint}>
          {typedFen !== null && <Text>{`将按 ${formatFen(typedFen)} 记账`}</Text>}
          {listPrice && (
            <>
              <Text>{`标准价 ${formatFen(listPrice.amountFen)}`}</Text>
              <Button size="small" appearance="subtle" onClick={() => form.set('amountYuan', fenToYuanText(listPrice.amountFen))}>
                按标准价填写
              </Button>
            </>
          )}
        </div>
        <Field label="备注" required {...form.field('note')} hint={`如合同编号、付款方式，最多 ${offlineOrderLimits.noteMax} 字`}>
          <Textarea {...form.text('note')} maxLength={offlineOrderLimits.noteMax} resize="vertical" />
        </Field>
        <Checkbox
          checked={form.values.paid}
          onChange={(_, d) => form.set('paid', d.checked === true)}
          label="已线下支付（立即生效；不勾选则创建待支付的线下订单，收款后再标记为已支付）"
        />
        <div className={formStyles.actions}>
          <Button type="submit" appearance="primary" disabled={creating.isLoading}>
            {creating.isLoading ? '正在创建…' : '创建订单'}
          </Button>
          <Button onClick={() => navigate('/orderManage/manageOrder')}>返回订单管理</Button>
        </div>
      </form>
    </Panel>
  );
}

import { Button, Field, makeStyles, Text, Textarea, tokens } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { Panel } from '#kit/app/Panel';
import { ConfirmDialog } from '#kit/dialog/ConfirmDialog';
import { maxLengthOf } from '#kit/form/fieldRules';
import { formatFen } from '#kit/format/money';
import { notify } from '#kit/notify/notify';
import { RouteLink } from '#kit/pages/RouteLink';
import { allowedActions as allowedMoves, OrderStatusTransitions, type Schema } from '#sdk';
import { planText } from '../../../shared/order/orderText';
import { OrderDetails } from '../OrderDetails';
import { useRouteOrder } from '../OrderPageState';
import { orderApi } from '../orderApi';
import { type ManagedOrderAction, toOrderActionInput, toUpdateNoteInput } from '../orderRequests';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  row: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'center', flexWrap: 'wrap' },
  note: { maxWidth: '560px' },
  muted: { color: tokens.colorNeutralForeground3 },
});

type Order = Schema<'Order'>;

const NOTE_MAX = maxLengthOf('updateManagedOrder', 'body', 'note');

interface ActionSpec {
  label: string;
  title: string;
  danger: boolean;
  explain: (order: Order) => string;
}

const ACTIONS: Record<ManagedOrderAction, ActionSpec> = {
  markPaid: {
    label: '标记已支付',
    title: '标记为已支付',
    danger: false,
    explain: (o) =>
      `确认已收到 ${formatFen(o.amountFen)}？标记后订单变为已支付（线下支付），${o.siteName} 的授权立即按${planText(o.licenseType, o.months)}生效。`,
  },
  cancel: {
    label: '取消订单',
    title: '取消订单',
    danger: true,
    explain: (o) => `确定取消订单 ${o.orderNo} 吗？取消后不能再支付或标记为已支付。`,
  },
  refund: {
    label: '退款',
    title: '退款',
    danger: true,
    explain: (o) =>
      `退款会收回该订单增加的授权时间，${o.siteName} 恢复到此前的授权；该站点之后还有生效的订单时不能退款。此操作不能撤销，款项（${formatFen(o.amountFen)}）请另行退还客户。`,
  },
};

const MANAGED_ACTIONS: readonly ManagedOrderAction[] = ['markPaid', 'cancel', 'refund'];

/** The actions an order's state allows (the contract's `x-transitions` on OrderStatus): pending → mark paid or cancel; paid → refund. */
export function allowedActions(order: Order): ManagedOrderAction[] {
  return allowedMoves(OrderStatusTransitions, order.status, MANAGED_ACTIONS);
}

/** 处理订单: the note, and 标记已支付 / 取消 / 退款 after a confirmation (`updateManagedOrder`). */
export function EditOrderPage() {
  const styles = useStyles();
  const { order, placeholder } = useRouteOrder();
  const [update, updating] = orderApi.useUpdateManagedOrderMutation();
  const [note, setNote] = useState('');
  const [pending, setPending] = useState<ManagedOrderAction | null>(null);
  useEffect(() => setNote(order?.note ?? ''), [order?.note]);
  if (!order) return placeholder;

  const saveNote = async () => {
    const result = await update(toUpdateNoteInput(order.id, note));
    if (result.data) notify.success(result.data.description || '订单已更新');
  };
  const run = async () => {
    if (!pending) return;
    const result = await update(toOrderActionInput(order.id, pending));
    setPending(null);
    if (result.data) notify.success(result.data.description || '订单已更新');
  };
  const actions = allowedActions(order);
  const spec = pending ? ACTIONS[pending] : null;

  return (
    <div className={styles.page}>
      <Panel title="处理订单">
        <div className={styles.row}>
          {actions.map((action) => (
            <Button
              key={action}
              appearance={action === 'markPaid' ? 'primary' : 'secondary'}
              disabled={updating.isLoading}
              onClick={() => setPending(action)}
            >
              {ACTIONS[action].label}
            </Button>
          ))}
          {actions.length === 0 && <Text className={styles.muted}>订单已结束，只能修改备注。</Text>}
          <RouteLink to="/orderManage/manageOrder">返回订单管理</RouteLink>
        </div>
        <Field label="备注" className={styles.note} hint={`最多 ${NOTE_MAX} 字`}>
          <Textarea value={note} maxLength={NOTE_MAX} resize="vertical" onChange={(_, d) => setNote(d.value)} />
        </Field>
        <div className={styles.row}>
          <Button disabled={updating.isLoading || note.trim() === order.note} onClick={saveNote}>
            保存备注
          </Button>
        </div>
      </Panel>
      <OrderDetails order={order} />
      <ConfirmDialog
        open={spec !== null}
        title={spec?.title ?? ''}
        confirmText={spec?.label ?? '确定'}
        danger={spec?.danger}
        busy={updating.isLoading}
        onConfirm={run}
        onCancel={() => setPending(null)}
      >
        <Text>{spec?.explain(order)}</Text>
      </ConfirmDialog>
    </div>
  );
}

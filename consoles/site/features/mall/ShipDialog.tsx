import { Field, Input, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { ConfirmDialog } from '#kit/dialog/ConfirmDialog';
import { notify } from '#kit/notify/notify';
import { api } from '#kit/request/api';
import type { Schema } from '#sdk';
import { toShipInput } from './mallRequests';

const useStyles = makeStyles({
  shipRows: { display: 'grid', gap: tokens.spacingVerticalS, marginTop: tokens.spacingVerticalS },
  shipRow: { display: 'grid', gridTemplateColumns: '1fr 200px', alignItems: 'center', gap: tokens.spacingHorizontalS },
});

type Order = Schema<'MallOrder'>;

/** 发货 of one or more orders (`shipMallOrders`): the carrier and a tracking number each; `onShipped` after the server agrees. */
export function useShipDialog(onShipped: () => void) {
  const [ship, shipping] = api.useShipMallOrdersMutation();
  const [shipOpen, setShipOpen] = useState<Order[] | null>(null);
  const [carrier, setCarrier] = useState('顺丰速运');
  const [tracking, setTracking] = useState<Record<number, string>>({});
  const openShip = (orders: Order[]) => {
    setTracking({});
    setShipOpen(orders);
  };
  const doShip = async () => {
    if (!shipOpen) return;
    if (!carrier.trim()) return notify.error('请输入快递公司');
    const missing = shipOpen.find((o) => !tracking[o.id]?.trim());
    if (missing) return notify.error(`请输入 #${missing.id} 的快递单号`);
    const result = await ship(
      toShipInput(
        shipOpen.map((o) => ({ id: o.id, trackingNo: tracking[o.id] })),
        carrier,
      ),
    );
    if (result.data) {
      notify.success(result.data.description || '已发货');
      setShipOpen(null);
      onShipped();
    }
  };
  return { openShip, shipOpen, setShipOpen, carrier, setCarrier, tracking, setTracking, busy: shipping.isLoading, doShip };
}

/** 发货: the carrier, then a tracking number per order. */
export function ShipDialog({ dialog }: { dialog: ReturnType<typeof useShipDialog> }) {
  const styles = useStyles();
  const { shipOpen, setShipOpen, carrier, setCarrier, tracking, setTracking } = dialog;
  return (
    <ConfirmDialog
      open={shipOpen !== null}
      title={`发货（${shipOpen?.length ?? 0} 单）`}
      confirmText="确认发货"
      busy={dialog.busy}
      onConfirm={dialog.doShip}
      onCancel={() => setShipOpen(null)}
    >
      <Field label="快递公司">
        <Input value={carrier} onChange={(_, d) => setCarrier(d.value)} maxLength={20} />
      </Field>
      <div className={styles.shipRows}>
        {shipOpen?.map((o) => (
          <div key={o.id} className={styles.shipRow}>
            <Text>{`#${o.id} ${o.giftName} · ${o.address?.name ?? o.userName}`}</Text>
            <Input
              aria-label={`#${o.id} 快递单号`}
              placeholder="快递单号"
              maxLength={40}
              value={tracking[o.id] ?? ''}
              onChange={(_, d) => setTracking((t) => ({ ...t, [o.id]: d.value }))}
            />
          </div>
        ))}
      </div>
    </ConfirmDialog>
  );
}

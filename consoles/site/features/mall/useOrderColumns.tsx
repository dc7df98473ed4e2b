import { Button, Checkbox, makeStyles, Text, tokens } from '@fluentui/react-components';
import { CheckmarkRegular, DismissCircleRegular, VehicleTruckProfileRegular } from '@fluentui/react-icons';
import { DateTimeCell } from '#kit/table/cells';
import type { Column } from '#kit/table/DataTable';
import { GiftKindLabels, MallOrderStatus, MallOrderStatusLabels, type Schema } from '#sdk';

const useStyles = makeStyles({
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  muted: { color: tokens.colorNeutralForeground3 },
  statusWarn: { color: tokens.colorPaletteDarkOrangeForeground1, fontWeight: tokens.fontWeightSemibold },
  statusOk: { color: tokens.colorPaletteGreenForeground1 },
});

type Order = Schema<'MallOrder'>;

/** The order table's columns: the pick box (awaiting shipment only), gift, member, state, delivery, time and actions. */
export function useOrderColumns({
  selected,
  toggle,
  openShip,
  doComplete,
  setCancelling,
}: {
  selected: number[];
  toggle: (id: number, on: boolean) => void;
  openShip: (orders: Order[]) => void;
  doComplete: (o: Order) => void;
  setCancelling: (o: Order) => void;
}): Column<Order>[] {
  const styles = useStyles();
  return [
    {
      key: 'pick',
      title: '选择',
      render: (o) =>
        o.status === MallOrderStatus.awaitingShipment ? (
          <Checkbox checked={selected.includes(o.id)} onChange={(_, d) => toggle(o.id, Boolean(d.checked))} aria-label={`选择 #${o.id}`} />
        ) : null,
    },
    {
      key: 'gift',
      title: '礼品',
      render: (o) => (
        <div>
          <Text weight="semibold">{o.giftName}</Text>
          <div className={styles.muted}>
            #{o.id} · {GiftKindLabels[o.kind]} · {o.points} {o.pointCategoryName}
          </div>
        </div>
      ),
    },
    { key: 'user', title: '成员', render: (o) => o.userName },
    {
      key: 'status',
      title: '状态',
      render: (o) => (
        <span
          className={
            o.status === MallOrderStatus.awaitingShipment
              ? styles.statusWarn
              : o.status === MallOrderStatus.completed
                ? styles.statusOk
                : undefined
          }
        >
          {MallOrderStatusLabels[o.status]}
        </span>
      ),
    },
    {
      key: 'delivery',
      title: '收货 / 物流',
      render: (o) => (
        <div>
          {o.address ? (
            <div>
              {o.address.name} {o.address.mobile}
              <div className={styles.muted}>
                {o.address.regionName} {o.address.detail}
              </div>
            </div>
          ) : (
            <span className={styles.muted}>{o.code ? `兑换码 ${o.code}` : '—'}</span>
          )}
          {o.trackingNo ? <div>{`${o.carrier} ${o.trackingNo}`}</div> : null}
          {o.cancelReason ? <div className={styles.muted}>取消原因：{o.cancelReason}</div> : null}
        </div>
      ),
    },
    { key: 'createdAt', title: '兑换时间', render: (o) => <DateTimeCell time={o.createdAt} /> },
    {
      key: 'actions',
      title: '操作',
      render: (o) => (
        <div className={styles.actions}>
          {o.status === MallOrderStatus.awaitingShipment ? (
            <Button
              size="small"
              appearance="subtle"
              icon={<VehicleTruckProfileRegular />}
              onClick={() => openShip([o])}
              aria-label={`发货 #${o.id}`}
            >
              发货
            </Button>
          ) : null}
          {o.status === MallOrderStatus.shipped ? (
            <Button size="small" appearance="subtle" icon={<CheckmarkRegular />} onClick={() => doComplete(o)} aria-label={`完成 #${o.id}`}>
              完成
            </Button>
          ) : null}
          {o.status === MallOrderStatus.awaitingShipment || o.status === MallOrderStatus.shipped ? (
            <Button
              size="small"
              appearance="subtle"
              icon={<DismissCircleRegular />}
              onClick={() => setCancelling(o)}
              aria-label={`取消 #${o.id}`}
            >
              取消
            </Button>
          ) : null}
        </div>
      ),
    },
  ];
}

import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { Panel } from '#kit/app/Panel';
import { formatDateTime } from '#kit/format';
import { SaasWorkOrderCategoryLabels, type Schema } from '#sdk';
import { formatDuration } from '#sdk/format';
import { StatusBadge } from './StatusBadge';
import { Images } from './WorkOrderImages';

type Detail = Schema<'WorkOrderDetail'>;

const useStyles = makeStyles({
  facts: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
    gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
    // Phones: two facts a line rather than nine lines of one.
    '@media (max-width: 640px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
  fact: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: 0 },
  label: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  body: { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
  head: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
});

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  const styles = useStyles();
  return (
    <div className={styles.fact}>
      <Text className={styles.label}>{label}</Text>
      <Text>{children}</Text>
    </div>
  );
}

/** What both consoles show of one work order (工单): its facts and timings, its text and images. */
export function WorkOrderFacts({ order, requesterLabel }: { order: Detail; requesterLabel: string }) {
  const styles = useStyles();
  return (
    <Panel
      title={
        <span className={styles.head}>
          {`#${order.id} ${order.title}`} <StatusBadge status={order.status} />
        </span>
      }
    >
      <div className={styles.facts}>
        {order.scope === 'saas' ? <Fact label="站点">{order.siteName}</Fact> : null}
        <Fact label={order.scope === 'saas' ? '类别' : '分类'}>
          {order.category ? SaasWorkOrderCategoryLabels[order.category] : order.typeName || '—'}
        </Fact>
        <Fact label={requesterLabel}>{order.requester.name}</Fact>
        <Fact label="联系方式">{order.contact || '—'}</Fact>
        {/* The requester may not see staff names (平台工单 never, the site's per its setting), only whether someone has it. */}
        <Fact label="处理人">{order.assigneeName || (order.assigneeId ? '已指派' : '未指派')}</Fact>
        <Fact label="提交时间">{formatDateTime(order.createdAt)}</Fact>
        <Fact label="首次回复用时">{formatDuration(order.firstReplySeconds)}</Fact>
        <Fact label="解决用时">{formatDuration(order.resolutionSeconds)}</Fact>
        <Fact label="满意度">
          {order.rating ? `${'★'.repeat(order.rating)}${order.ratingComment ? ` ${order.ratingComment}` : ''}` : '未评价'}
        </Fact>
      </div>
      <Text className={styles.body}>{order.content}</Text>
      <Images urls={order.images} />
    </Panel>
  );
}

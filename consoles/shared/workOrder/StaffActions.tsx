import { Button, Dropdown, Field, makeStyles, Option, tokens } from '@fluentui/react-components';
import { Panel } from '#kit/app/Panel';
import { type Schema, staffNextStatuses, WorkOrderStatusLabels } from '#sdk';

type Detail = Schema<'WorkOrderDetail'>;
type Status = Schema<'WorkOrderStatus'>;

const useStyles = makeStyles({
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'flex-end' },
  dropdown: { minWidth: '160px' },
});

/** The staff's moves: who handles the order and which state it goes to next. */
export function StaffActions({
  order,
  assignees,
  onAssign,
  onStatus,
}: {
  order: Detail;
  assignees: readonly Schema<'WorkOrderAssignee'>[];
  onAssign: (assigneeId: number) => unknown;
  onStatus: (status: Status) => unknown;
}) {
  const styles = useStyles();
  const current = order.assigneeId ? String(order.assigneeId) : '';
  return (
    <Panel title="处理">
      <div className={styles.row}>
        <Field label="处理人">
          <Dropdown
            className={styles.dropdown}
            aria-label="处理人"
            placeholder="选择处理人"
            value={assignees.find((a) => String(a.id) === current)?.name ?? (order.assigneeName || '')}
            selectedOptions={[current]}
            onOptionSelect={(_, d) => d.optionValue && d.optionValue !== current && onAssign(Number(d.optionValue))}
          >
            {assignees.map((a) => (
              <Option key={a.id} value={String(a.id)}>
                {a.name}
              </Option>
            ))}
          </Dropdown>
        </Field>
        {/* The staff's moves from this state (the contract's x-transitions on WorkOrderStatus). */}
        {staffNextStatuses(order.status).map((status) => (
          <Button key={status} appearance={status === 'resolved' ? 'primary' : 'secondary'} onClick={() => onStatus(status)}>
            {status === 'processing' && order.status !== 'pending' ? '改回处理中' : `标记为${WorkOrderStatusLabels[status]}`}
          </Button>
        ))}
      </div>
    </Panel>
  );
}

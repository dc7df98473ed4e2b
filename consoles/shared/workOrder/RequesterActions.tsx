import { Button, Dropdown, Field, makeStyles, Option, Textarea, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { Panel } from '#kit/app/Panel';
import { formatDateTime } from '#kit/format';
import { canTransition, type Schema, WorkOrderStatusTransitions } from '#sdk';

type Detail = Schema<'WorkOrderDetail'>;

const useStyles = makeStyles({
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'flex-end' },
  dropdown: { minWidth: '160px' },
});

/** The requester's moves: close, reopen within the window, and rate once resolved or closed. */
export function RequesterActions({
  order,
  onAction,
  onRate,
}: {
  order: Detail;
  onAction: (action: Schema<'WorkOrderAction'>) => unknown;
  onRate: (score: number, comment: string) => unknown;
}) {
  const styles = useStyles();
  const [score, setScore] = useState(5);
  const [comment, setComment] = useState('');
  const canReopen = order.reopenUntil !== null && Date.parse(order.reopenUntil) > Date.now();
  return (
    <Panel title="操作">
      <div className={styles.row}>
        {canTransition(WorkOrderStatusTransitions, 'close', order.status) ? (
          <Button onClick={() => onAction('close')}>关闭工单</Button>
        ) : null}
        {canReopen ? <Button onClick={() => onAction('reopen')}>{`重新打开（${formatDateTime(order.reopenUntil)} 前）`}</Button> : null}
      </div>
      {order.mayRate ? (
        <div className={styles.row}>
          <Field label="满意度">
            <Dropdown
              className={styles.dropdown}
              aria-label="满意度"
              value={`${score} 星`}
              selectedOptions={[String(score)]}
              onOptionSelect={(_, d) => setScore(Number(d.optionValue))}
            >
              {[5, 4, 3, 2, 1].map((n) => (
                <Option key={n} value={String(n)}>{`${n} 星`}</Option>
              ))}
            </Dropdown>
          </Field>
          <Field label="评价">
            <Textarea rows={1} maxLength={200} value={comment} onChange={(_, d) => setComment(d.value)} />
          </Field>
          <Button appearance="primary" onClick={() => onRate(score, comment.trim())}>
            提交评价
          </Button>
        </div>
      ) : null}
    </Panel>
  );
}

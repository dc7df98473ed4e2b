import { makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { useSearchParams } from 'react-router';
import { Panel } from '#kit/app/Panel';
import { notify } from '#kit/notify/notify';
import { api } from '#kit/request/api';
import { errorText } from '#kit/request/errors';
import { ReplyBox, RequesterActions, WorkOrderFacts, WorkOrderThread } from '#kit/workOrder/WorkOrderView';

const useStyles = makeStyles({ page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM } });

/** 平台工单详情 (hidden): the platform's replies, the site's follow-ups, closing, reopening and the rating. */
export function SaasWorkOrderDetailPage() {
  const styles = useStyles();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const { data, error, isLoading } = api.useGetMySaasWorkOrderQuery({ query: { id } }, { skip: !valid, refetchOnMountOrArgChange: true });
  const [reply] = api.useReplyMySaasWorkOrderMutation();
  const [act] = api.useChangeMySaasWorkOrderStatusMutation();
  const [rate] = api.useRateMySaasWorkOrderMutation();
  const toast = (r: { data?: { description?: string } }) => {
    if (r.data?.description) notify.success(r.data.description);
    return Boolean(r.data);
  };
  if (!valid) return <Panel title="平台工单">请从平台工单列表打开一张工单</Panel>;
  if (isLoading) return <Spinner label="加载中" />;
  if (!data) return <Panel title="平台工单">{error ? errorText(error) : '工单不存在'}</Panel>;
  return (
    <div className={styles.page}>
      <WorkOrderFacts order={data} requesterLabel="提交人" />
      <WorkOrderThread entries={data.entries} />
      <RequesterActions
        order={data}
        onAction={async (action) => toast(await act({ body: { id, action } }))}
        onRate={async (score, comment) => toast(await rate({ body: { id, score, ...(comment ? { comment } : {}) } }))}
      />
      <ReplyBox
        disabled={data.status === 'closed'}
        closedText="工单已关闭，重新打开后才能补充"
        onSend={async (content) => toast(await reply({ body: { id, content } }))}
      />
    </div>
  );
}

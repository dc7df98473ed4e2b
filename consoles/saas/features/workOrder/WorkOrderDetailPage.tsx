import { makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { useSearchParams } from 'react-router';
import { Panel } from '#kit/app/Panel';
import { notify } from '#kit/notify/notify';
import { api } from '#kit/request/api';
import { errorText } from '#kit/request/errors';
import { ReplyBox, StaffActions, WorkOrderFacts, WorkOrderThread } from '#kit/workOrder/WorkOrderView';

const useStyles = makeStyles({ page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM } });

/** 工单详情 (§2.1 `/workOrder/detail?id=`, hidden, ContentAudit): a site's work order to the platform. */
export function WorkOrderDetailPage() {
  const styles = useStyles();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const { data, error, isLoading } = api.useGetSaasWorkOrderQuery({ query: { id } }, { skip: !valid, refetchOnMountOrArgChange: true });
  const assignees = api.useGetSaasWorkOrderAssigneeListQuery().data ?? [];
  const [reply] = api.useReplySaasWorkOrderMutation();
  const [assign] = api.useAssignSaasWorkOrderMutation();
  const [status] = api.useChangeSaasWorkOrderStatusMutation();
  const toast = (r: { data?: { description?: string } }) => {
    if (r.data?.description) notify.success(r.data.description);
    return Boolean(r.data);
  };
  if (!valid) return <Panel title="工单详情">请从工单列表打开一张工单</Panel>;
  if (isLoading) return <Spinner label="加载中" />;
  if (!data) return <Panel title="工单详情">{error ? errorText(error) : '工单不存在'}</Panel>;
  return (
    <div className={styles.page}>
      <WorkOrderFacts order={data} requesterLabel="提交人" />
      <StaffActions
        order={data}
        assignees={assignees}
        onAssign={async (assigneeId) => toast(await assign({ body: { id, assigneeId } }))}
        onStatus={async (to) => toast(await status({ body: { id, status: to } }))}
      />
      <WorkOrderThread entries={data.entries} />
      <ReplyBox
        staff
        disabled={data.status === 'closed'}
        closedText="工单已关闭，改回处理中后才能回复"
        onSend={async (content, internal) => toast(await reply({ body: { id, content, internal } }))}
      />
    </div>
  );
}

// Both consoles' 工单详情 for the staff answering an order: the site's (`/workOrder/detail?id=`, WorkOrder) and the
// platform's (`/workOrder/detail?id=`, ContentAudit). The same facts, assignment, status moves, thread and reply box;
// only the operations differ. Site staff attach images through uploadImage (a SaaS session has no site to upload to).
import { makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { useSearchParams } from 'react-router';
import { Panel } from '#kit/app/Panel';
import { notify } from '#kit/notify/notify';
import { api } from '#kit/request/api';
import { errorText } from '#kit/request/errors';
import { uploadImageFile } from '#kit/request/uploadImage';
import { useKitStore } from '#kit/store';
import type { WorkOrderScope } from './queueFilters';
import { ReplyBox } from './ReplyBox';
import { StaffActions } from './StaffActions';
import { WorkOrderFacts } from './WorkOrderFacts';
import { WorkOrderThread } from './WorkOrderThread';

const useStyles = makeStyles({ page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM } });

/** The operations of each side, as hooks (each side's page calls one set). */
const HOOKS = {
  site: {
    useOrder: api.useGetWorkOrderQuery,
    useAssignees: api.useGetWorkOrderAssigneeListQuery,
    useReply: api.useReplyWorkOrderMutation,
    useAssign: api.useAssignWorkOrderMutation,
    useStatus: api.useChangeWorkOrderStatusMutation,
  },
  saas: {
    useOrder: api.useGetSaasWorkOrderQuery,
    useAssignees: api.useGetSaasWorkOrderAssigneeListQuery,
    useReply: api.useReplySaasWorkOrderMutation,
    useAssign: api.useAssignSaasWorkOrderMutation,
    useStatus: api.useChangeSaasWorkOrderStatusMutation,
  },
} as const;

/** The id of `?id=`, or 0 when it is not a positive whole number. */
export function useOrderId(): number {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  return Number.isInteger(id) && id > 0 ? id : 0;
}

/** Shows an operation's success text; answers whether it succeeded. */
export function toastResult(r: { data?: { description?: string } }): boolean {
  if (r.data?.description) notify.success(r.data.description);
  return Boolean(r.data);
}

export function StaffWorkOrderDetail({ scope }: { scope: WorkOrderScope }) {
  const styles = useStyles();
  const store = useKitStore();
  const id = useOrderId();
  const hooks = HOOKS[scope];
  const { data, error, isLoading } = hooks.useOrder({ query: { id } }, { skip: !id, refetchOnMountOrArgChange: true });
  const assignees = hooks.useAssignees().data ?? [];
  const [reply] = hooks.useReply();
  const [assign] = hooks.useAssign();
  const [status] = hooks.useStatus();
  if (!id) return <Panel title="工单详情">请从工单列表打开一张工单</Panel>;
  if (isLoading) return <Spinner label="加载中" />;
  if (!data) return <Panel title="工单详情">{error ? errorText(error) : '工单不存在'}</Panel>;
  return (
    <div className={styles.page}>
      <WorkOrderFacts order={data} requesterLabel="提交人" />
      <StaffActions
        order={data}
        assignees={assignees}
        onAssign={async (assigneeId) => toastResult(await assign({ body: { id, assigneeId } }))}
        onStatus={async (to) => toastResult(await status({ body: { id, status: to } }))}
      />
      <WorkOrderThread entries={data.entries} />
      <ReplyBox
        staff
        disabled={data.status === 'closed'}
        closedText="工单已关闭，改回处理中后才能回复"
        onUpload={scope === 'site' ? (file) => uploadImageFile(store.extra.client, file, 'comment') : undefined}
        onSend={async (content, internal, images) => toastResult(await reply({ body: { id, content, internal, images } }))}
      />
    </div>
  );
}

/** 工单详情 of the site console (§2.2 `/workOrder/detail?id=`, hidden). */
export const SiteWorkOrderDetailPage = () => <StaffWorkOrderDetail scope="site" />;
/** 工单详情 of the SaaS console (§2.1 `/workOrder/detail?id=`, hidden, ContentAudit). */
export const SaasWorkOrderDetailPage = () => <StaffWorkOrderDetail scope="saas" />;

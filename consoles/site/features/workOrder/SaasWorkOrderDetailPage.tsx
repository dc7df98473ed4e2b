import { makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { Panel } from '#kit/app/Panel';
import { api } from '#kit/request/api';
import { errorText } from '#kit/request/errors';
import { uploadImageFile } from '#kit/request/uploadImage';
import { useKitStore } from '#kit/store';
import { ReplyBox } from '#shared/workOrder/ReplyBox';
import { RequesterActions } from '#shared/workOrder/RequesterActions';
import { toastResult, useOrderId } from '#shared/workOrder/StaffWorkOrderDetail';
import { WorkOrderFacts } from '#shared/workOrder/WorkOrderFacts';
import { WorkOrderThread } from '#shared/workOrder/WorkOrderThread';

const useStyles = makeStyles({ page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM } });

/** 平台工单详情 (hidden): the platform's replies, the site's follow-ups (with images), closing, reopening and the rating. */
export function SaasWorkOrderDetailPage() {
  const styles = useStyles();
  const store = useKitStore();
  const id = useOrderId();
  const { data, error, isLoading } = api.useGetMySaasWorkOrderQuery({ query: { id } }, { skip: !id, refetchOnMountOrArgChange: true });
  const [reply] = api.useReplyMySaasWorkOrderMutation();
  const [act] = api.useChangeMySaasWorkOrderStatusMutation();
  const [rate] = api.useRateMySaasWorkOrderMutation();
  if (!id) return <Panel title="平台工单">请从平台工单列表打开一张工单</Panel>;
  if (isLoading) return <Spinner label="加载中" />;
  if (!data) return <Panel title="平台工单">{error ? errorText(error) : '工单不存在'}</Panel>;
  return (
    <div className={styles.page}>
      <WorkOrderFacts order={data} requesterLabel="提交人" />
      <WorkOrderThread entries={data.entries} />
      <RequesterActions
        order={data}
        onAction={async (action) => toastResult(await act({ body: { id, action } }))}
        onRate={async (score, comment) => toastResult(await rate({ body: { id, score, ...(comment ? { comment } : {}) } }))}
      />
      <ReplyBox
        disabled={data.status === 'closed'}
        closedText="工单已关闭，重新打开后才能补充"
        onUpload={(file) => uploadImageFile(store.extra.client, file, 'comment')}
        onSend={async (content, _internal, images) => toastResult(await reply({ body: { id, content, images } }))}
      />
    </div>
  );
}

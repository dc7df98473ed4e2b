import { OperationLogView } from '#shared/operationLog/OperationLogView';

/** 操作日志 (`/user/operationLog`): this site's chain. */
export function OperationLogPage() {
  return <OperationLogView title="操作日志" list="getOperationLogList" verify="verifyOperationLog" exportOp="exportOperationLog" />;
}

import { OperationLogView } from '#shared/operationLog/OperationLogView';

/** 操作日志 (`/account/operationLog`): the platform's chain. */
export function OperationLogPage() {
  return (
    <OperationLogView
      title="操作日志"
      list="getPlatformOperationLogList"
      verify="verifyPlatformOperationLog"
      exportOp="exportPlatformOperationLog"
    />
  );
}

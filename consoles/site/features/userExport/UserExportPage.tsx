import { useState } from 'react';
import { Panel } from '#kit/app/Panel';
import { api } from '#kit/request/api';
import { useListPage } from '#kit/table/useListPage';
import { ExportForm } from './ExportForm';
import { ExportHistoryPanel } from './ExportHistoryPanel';
import { ExportProgress } from './ExportProgress';
import { PrivacyRequestsPanel } from './PrivacyRequestsPanel';
import { useDownload } from './useDownload';
import { toExportListInput } from './userExportRequests';

/** 用户数据导出 (`/user/mangeUserDataExport`): the form, the running export's progress and download, the history, and members' PIPL requests. */
export function UserExportPage() {
  const [current, setCurrent] = useState<number | null>(null);
  const { download, busy } = useDownload();
  const ranks = api.useGetUserRankListQuery({});
  const rankList = (ranks.data as { list?: { id: number; name: string }[] } | undefined)?.list ?? [];
  const history = useListPage({ operation: 'getUserExportList', empty: {} as Record<string, never>, toInput: toExportListInput });

  return (
    <>
      <Panel
        title="用户数据导出"
        description="按条件导出本站成员为 Excel 或 CSV，在后台生成；文件只有本站有成员管理权限的管理员能下载，每次下载都记入操作日志。"
      >
        <ExportForm
          rankList={rankList}
          onCreated={(id) => {
            setCurrent(id);
            history.refetch();
          }}
        />
        {current !== null && <ExportProgress key={current} id={current} onDownload={download} busy={busy} onSettled={history.refetch} />}
      </Panel>
      <ExportHistoryPanel history={history} rankList={rankList} download={download} busy={busy} />
      <PrivacyRequestsPanel />
    </>
  );
}

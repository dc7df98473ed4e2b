import { Button, Field, makeStyles, ProgressBar, Text, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { useEffect, useState } from 'react';
import { api } from '#kit/request/api';
import { UserExportStatusLabels } from '#sdk';
import { formatSize } from './userExportRequests';

const useStyles = makeStyles({
  progress: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingVerticalM,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
    maxWidth: '640px',
  },
  sub: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
});

interface ProgressProps {
  id: number;
  onDownload: (id: number) => void;
  busy: boolean;
  /** Once, when the export is done or failed (the history shows it then). */
  onSettled: () => void;
}

/** The running export's progress, polled each second until it is done (then its download) or failed. */
export function ExportProgress({ id, onDownload, busy, onSettled }: ProgressProps) {
  const styles = useStyles();
  const [settled, setSettled] = useState(false);
  const { data } = api.useGetUserExportQuery({ query: { id } }, { pollingInterval: settled ? 0 : 1000, refetchOnMountOrArgChange: true });
  const finished = data?.status === 'done' || data?.status === 'failed';
  useEffect(() => {
    if (finished && !settled) {
      setSettled(true);
      onSettled();
    }
  }, [finished, settled, onSettled]);
  if (!data) return <Text>正在读取导出进度…</Text>;
  return (
    <div className={styles.progress} aria-live="polite">
      <Field
        label={`${data.fileName} · ${UserExportStatusLabels[data.status]}`}
        validationState={data.status === 'failed' ? 'error' : data.status === 'done' ? 'success' : 'none'}
        validationMessage={
          data.status === 'failed'
            ? data.error
            : data.status === 'done'
              ? `共 ${data.rows} 位成员，${formatSize(data.size)}`
              : `已写入 ${data.rows} 位成员`
        }
      >
        <ProgressBar value={data.progress / 100} thickness="large" color={data.status === 'failed' ? 'error' : undefined} />
      </Field>
      <Text className={styles.sub}>{`进度 ${data.progress}%`}</Text>
      {data.status === 'done' && (
        <div>
          <Button appearance="primary" icon={<ArrowDownloadRegular />} onClick={() => onDownload(data.id)} disabled={busy}>
            下载文件
          </Button>
        </div>
      )}
    </div>
  );
}

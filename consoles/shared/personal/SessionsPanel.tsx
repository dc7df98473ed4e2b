import { Badge, Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { Panel } from '#kit/app/Panel';
import { ConfirmDialog } from '#kit/dialog/ConfirmDialog';
import { formatDateTime } from '#kit/format';
import { type Column, DataTable } from '#kit/table/DataTable';
import { type Schema, SessionKindLabels } from '#sdk';
import { deviceName } from './deviceName';

type Session = Schema<'SignedInSession'>;

const useStyles = makeStyles({
  device: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  agent: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200, wordBreak: 'break-all' },
  bar: { display: 'flex', justifyContent: 'flex-end', marginBottom: tokens.spacingVerticalS },
});

/**
 * 登录设备 (both consoles' 个人设置): one's live sessions with device, address and time; end one, or all the others.
 * The app wires its own operations (`onRevoke` / `onRevokeOthers` resolve once the server answered).
 */
export function SessionsPanel({
  sessions,
  loading,
  onRevoke,
  onRevokeOthers,
}: {
  sessions: Session[] | undefined;
  loading: boolean;
  onRevoke: (id: number) => Promise<unknown>;
  onRevokeOthers: () => Promise<unknown>;
}) {
  const styles = useStyles();
  const [target, setTarget] = useState<Session | 'others' | null>(null);
  const [busy, setBusy] = useState(false);
  const others = (sessions ?? []).filter((s) => !s.current).length;

  const confirm = async () => {
    if (!target) return;
    setBusy(true);
    await (target === 'others' ? onRevokeOthers() : onRevoke(target.id));
    setBusy(false);
    setTarget(null);
  };

  const columns: Column<Session>[] = [
    {
      key: 'device',
      title: '设备',
      render: (s) => (
        <span className={styles.device}>
          <Text>
            {deviceName(s.userAgent)}{' '}
            {s.current && (
              <Badge appearance="tint" color="success">
                当前设备
              </Badge>
            )}
          </Text>
          {s.userAgent && <span className={styles.agent}>{s.userAgent}</span>}
        </span>
      ),
    },
    { key: 'kind', title: '登录到', render: (s) => SessionKindLabels[s.kind] },
    { key: 'ip', title: 'IP', render: (s) => s.ip || '—' },
    { key: 'at', title: '登录时间', render: (s) => formatDateTime(s.createdAt) },
    {
      key: 'action',
      title: '操作',
      render: (s) =>
        s.current ? (
          <Text>—</Text>
        ) : (
          <Button size="small" onClick={() => setTarget(s)} aria-label={`退出 ${deviceName(s.userAgent)}（${s.ip}）`}>
            退出
          </Button>
        ),
    },
  ];

  return (
    <Panel title="登录设备" description="仍在登录的设备。不认识的设备请立即退出，并修改密码。">
      <div className={styles.bar}>
        <Button disabled={others === 0} onClick={() => setTarget('others')}>
          退出其他设备
        </Button>
      </div>
      <DataTable
        label="登录设备"
        columns={columns}
        rows={sessions}
        rowKey={(s) => s.id}
        loading={loading}
        empty="没有登录中的设备"
        stacked
      />
      <ConfirmDialog
        open={target !== null}
        title={target === 'others' ? '退出其他设备' : '退出这台设备'}
        confirmText="退出"
        danger
        busy={busy}
        onConfirm={confirm}
        onCancel={() => setTarget(null)}
      >
        {target === 'others'
          ? `除当前设备外的 ${others} 台设备将立即退出登录。`
          : target && `「${deviceName(target.userAgent)}」（${target.ip}）将立即退出登录。`}
      </ConfirmDialog>
    </Panel>
  );
}

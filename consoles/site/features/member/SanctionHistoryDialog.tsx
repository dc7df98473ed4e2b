import { Badge, makeStyles, Text, tokens } from '@fluentui/react-components';
import { FormDialog } from '#kit/dialog/FormDialog';
import { api } from '#kit/request/api';
import { SanctionKindLabels } from '#sdk';
import { formatBeijingDateTime } from '#sdk/format';
import { type Member, nameOf } from './memberPicks';

const useStyles = makeStyles({
  sub: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  history: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, maxHeight: '50vh', overflowY: 'auto' },
  entry: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    padding: tokens.spacingVerticalS,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
  },
});

/** 处罚记录 of one member: every mute and ban, active, lifted or run out. */
export function SanctionHistoryDialog({ historyOf, onClose }: { historyOf: Member | null; onClose: () => void }) {
  return (
    <FormDialog
      open={historyOf !== null}
      title={historyOf ? `「${nameOf(historyOf)}」的处罚记录` : '处罚记录'}
      submitText="关闭"
      onSubmit={onClose}
      onCancel={onClose}
    >
      {historyOf && <SanctionHistory userId={historyOf.id} />}
    </FormDialog>
  );
}

function SanctionHistory({ userId }: { userId: number }) {
  const styles = useStyles();
  const { data, isFetching } = api.useGetSiteUserSanctionListQuery({ query: { userId } }, { refetchOnMountOrArgChange: true });
  if (isFetching && !data) return <Text>加载中…</Text>;
  if (!data?.list.length) return <Text>没有禁言或封禁记录</Text>;
  return (
    <div className={styles.history}>
      {data.list.map((s) => (
        <div key={s.id} className={styles.entry}>
          <div>
            <Badge color={s.kind === 'ban' ? 'danger' : 'warning'} appearance={s.active ? 'filled' : 'outline'}>
              {`${SanctionKindLabels[s.kind]}${s.active ? '（生效中）' : s.liftedAt ? '（已解除）' : '（已到期）'}`}
            </Badge>
          </div>
          <Text>{`原因：${s.reason}`}</Text>
          <Text className={styles.sub}>
            {`${formatBeijingDateTime(s.startsAt)} 至 ${formatBeijingDateTime(s.endsAt)} · 处理人 ${s.actorName || '—'}${
              s.liftedAt ? ` · ${formatBeijingDateTime(s.liftedAt)} 解除` : ''
            }`}
          </Text>
        </div>
      ))}
    </div>
  );
}

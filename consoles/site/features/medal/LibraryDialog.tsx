import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import { CheckmarkRegular } from '@fluentui/react-icons';
import { notify } from '#kit/notify/notify';
import { api } from '#kit/request/api';
import { MedalBadge } from '#shared/medal/MedalBadge';
import { ruleText, toAdoptInput } from './medalRequests';

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, margin: 0, padding: 0, listStyle: 'none' },
  item: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) auto',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    padding: tokens.spacingVerticalS,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  text: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: 0 },
  muted: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
});

/** 从勋章库采用: the platform's library, each medal adopted into this site in one click (once). */
export function LibraryDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const styles = useStyles();
  const library = api.useGetSiteLibraryMedalListQuery(undefined, { skip: !open });
  const [adopt, adopting] = api.useAdoptLibraryMedalMutation();
  const take = async (id: number) => {
    const result = await adopt(toAdoptInput(id));
    if (result.data) notify.success(result.data.description || '已采用');
  };
  return (
    <Dialog open={open} onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>从平台勋章库采用</DialogTitle>
          <DialogContent>
            <Text block className={styles.muted}>
              采用后复制为本站的勋章（可再修改）；带规则的勋章采用后自动授予是关闭的，试算后再开启。
            </Text>
            {library.isLoading ? (
              <Spinner label="加载中…" />
            ) : !library.data?.length ? (
              <Text>平台勋章库还没有勋章</Text>
            ) : (
              <ul className={styles.list} aria-label="平台勋章">
                {library.data.map((medal) => (
                  <li key={medal.id} className={styles.item}>
                    <div className={styles.text}>
                      <MedalBadge name={medal.name} color={medal.color} icon={medal.icon} />
                      <Text size={200}>{medal.description || '—'}</Text>
                      <Text className={styles.muted}>{medal.rule ? `规则：${ruleText(medal.rule)}` : '手动授予'}</Text>
                    </div>
                    {medal.adopted ? (
                      <Button size="small" disabled icon={<CheckmarkRegular />}>
                        已采用
                      </Button>
                    ) : (
                      <Button
                        size="small"
                        appearance="primary"
                        disabled={adopting.isLoading}
                        onClick={() => take(medal.id)}
                        aria-label={`采用 ${medal.name}`}
                      >
                        采用
                      </Button>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>关闭</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

import {
  Avatar,
  Button,
  Caption1,
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
import { errorText } from '#kit/request/errors';
import type { Schema } from '#sdk';
import { siteApi } from './siteApi';
import { toAnonymousUserInput } from './siteRequests';

const useStyles = makeStyles({
  user: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, paddingBlock: tokens.spacingVerticalS },
  stack: { display: 'flex', flexDirection: 'column', gap: '2px' },
  note: { color: tokens.colorNeutralForeground3 },
});

export interface AnonymousUserDialogProps {
  site: Schema<'Site'> | null;
  onClose: () => void;
}

/** 匿名用户: the built-in user that anonymous posts and answers are recorded under (`findAnonymousUser`). */
export function AnonymousUserDialog({ site, onClose }: AnonymousUserDialogProps) {
  const styles = useStyles();
  const query = siteApi.useFindAnonymousUserQuery(toAnonymousUserInput(site?.id ?? 0), { skip: !site });
  const user = query.data;
  return (
    <Dialog open={site !== null} onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{`匿名用户 · ${site?.name ?? ''}`}</DialogTitle>
          <DialogContent>
            {query.isFetching && !user ? (
              <Spinner size="tiny" label="加载中…" />
            ) : query.error ? (
              <Text>{`加载失败：${errorText(query.error)}`}</Text>
            ) : user ? (
              <div className={styles.user}>
                <Avatar name={user.userName} image={user.avatarUrl ? { src: user.avatarUrl } : undefined} size={48} />
                <div className={styles.stack}>
                  <Text weight="semibold">{user.userName}</Text>
                  <Caption1 className={styles.note}>{`用户编号 ${user.id}`}</Caption1>
                </div>
              </div>
            ) : null}
            <Text className={styles.note}>站点内置的匿名用户：匿名发布的帖子与回答都记在它名下。它不能登录，也不能删除。</Text>
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onClose}>
              知道了
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

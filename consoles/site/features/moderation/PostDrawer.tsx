import {
  Button,
  DrawerBody,
  DrawerHeader,
  DrawerHeaderTitle,
  makeStyles,
  OverlayDrawer,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { formatDateTime } from '#kit/format/time';
import { api } from '#kit/request/api';
import { ModerationActionLabels } from '#sdk';
import { RevisionButton } from '#shared/revisions/RevisionDialog';
import { allowedActions, REVIEW_ACTION_TEXT } from './moderationRequests';
import { StatusBadge } from './StatusBadge';
import type { ReviewFlow } from './useReview';

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, paddingBottom: tokens.spacingVerticalL },
  meta: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'center', color: tokens.colorNeutralForeground3 },
  reason: { color: tokens.colorPaletteRedForeground1 },
  // The stored HTML is the server's sanitised allowlist; only its layout is constrained here.
  content: {
    lineHeight: tokens.lineHeightBase400,
    overflowWrap: 'anywhere',
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
    '& img': { maxWidth: '100%', height: 'auto' },
    '& pre': { whiteSpace: 'pre-wrap' },
  },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  history: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    margin: 0,
    paddingInlineStart: tokens.spacingHorizontalL,
  },
  when: { color: tokens.colorNeutralForeground3 },
});

/** 编辑历史 of a post: its versions, read when the dialog opens. */
export function PostRevisions({ postId }: { postId: number }) {
  const [open, setOpen] = useState(false);
  const { data, isFetching } = api.useGetPostRevisionListQuery({ query: { postId } }, { skip: !open });
  return <RevisionButton noun="帖子" open={open} onOpenChange={setOpen} revisions={data?.list} loading={isFetching && !data} />;
}

/** One post in full: its stored (server-sanitised) content, state, reason, the actions its state allows, and its history. */
export function PostDrawer({ id, onClose, flow, canAct }: { id: number | null; onClose: () => void; flow: ReviewFlow; canAct: boolean }) {
  const styles = useStyles();
  const { data: post, isFetching } = api.useGetConsolePostQuery({ query: { id: id ?? 0 } }, { skip: id === null });
  const shown = post && post.id === id ? post : undefined;

  return (
    <OverlayDrawer position="end" size="medium" open={id !== null} onOpenChange={(_, data) => !data.open && onClose()}>
      <DrawerHeader>
        <DrawerHeaderTitle action={<Button appearance="subtle" aria-label="关闭" icon={<DismissRegular />} onClick={onClose} />}>
          {shown?.title ?? '帖子详情'}
        </DrawerHeaderTitle>
      </DrawerHeader>
      <DrawerBody className={styles.body}>
        {!shown ? (
          isFetching && <Spinner size="tiny" label="加载中…" />
        ) : (
          <>
            <div className={styles.meta}>
              <StatusBadge status={shown.status} />
              <Text>{shown.sectionName}</Text>
              <Text>{shown.author.name}</Text>
              <Text>{formatDateTime(shown.createdAt)}</Text>
            </div>
            {shown.reason && <Text className={styles.reason}>{`原因：${shown.reason}`}</Text>}
            {canAct && (
              <div className={styles.actions}>
                {allowedActions(shown.status, ['approve', 'reject', 'hide', 'restore', 'delete']).map((action) => (
                  <Button key={action} size="small" disabled={flow.busy} onClick={() => flow.start(action, [shown.id])}>
                    {REVIEW_ACTION_TEXT[action]}
                  </Button>
                ))}
              </div>
            )}
            <div className={styles.actions}>
              <PostRevisions postId={shown.id} />
            </div>
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server with the one allowlist when stored */}
            <div className={styles.content} dangerouslySetInnerHTML={{ __html: shown.content }} />
            <Text weight="semibold">审核记录</Text>
            {shown.history.length === 0 ? (
              <Text className={styles.when}>还没有审核记录</Text>
            ) : (
              <ol className={styles.history} aria-label="审核记录">
                {shown.history.map((event) => (
                  <li key={`${event.at}-${event.action}`}>
                    <Text>{`${ModerationActionLabels[event.action]} · ${event.actorName || '—'}`}</Text>
                    {event.reason && <Text>{`：${event.reason}`}</Text>}
                    <br />
                    <Text size={200} className={styles.when}>
                      {formatDateTime(event.at)}
                    </Text>
                  </li>
                ))}
              </ol>
            )}
          </>
        )}
      </DrawerBody>
    </OverlayDrawer>
  );
}

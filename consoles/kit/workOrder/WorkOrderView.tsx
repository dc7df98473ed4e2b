// What both consoles show of one work order (工单): its facts and timings, the thread of replies, internal notes and
// records, and the boxes staff and requesters act with. The pages pass the operations' mutations as callbacks.
import {
  Badge,
  Button,
  Dropdown,
  Field,
  makeStyles,
  mergeClasses,
  Option,
  Spinner,
  Switch,
  Text,
  Textarea,
  tokens,
} from '@fluentui/react-components';
import { DismissRegular, ImageAddRegular } from '@fluentui/react-icons';
import { useRef, useState } from 'react';
import { Panel } from '#kit/app/Panel';
import { formatDateTime } from '#kit/format';
import { SaasWorkOrderCategoryLabels, type Schema, WorkOrderStatusLabels } from '#sdk';
import { formatDuration } from '#sdk/format';

type Detail = Schema<'WorkOrderDetail'>;
type Status = Schema<'WorkOrderStatus'>;

const useStyles = makeStyles({
  facts: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
    gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
    // Phones: two facts a line rather than nine lines of one.
    '@media (max-width: 640px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
  fact: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: 0 },
  label: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  body: { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
  images: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  image: { width: '96px', height: '96px', objectFit: 'cover', borderRadius: tokens.borderRadiusMedium },
  picked: { position: 'relative', display: 'inline-flex' },
  fieldset: { border: 'none', margin: 0, padding: 0, minWidth: 0 },
  remove: { position: 'absolute', top: tokens.spacingVerticalXXS, right: tokens.spacingHorizontalXXS, minWidth: 0 },
  add: { width: '96px', height: '96px', flexDirection: 'column' },
  thread: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, listStyleType: 'none', margin: 0, padding: 0 },
  entry: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  staff: { backgroundColor: tokens.colorBrandBackground2 },
  note: { backgroundColor: tokens.colorPaletteYellowBackground1, borderLeft: `3px solid ${tokens.colorPaletteYellowBorderActive}` },
  event: { backgroundColor: 'transparent', padding: `0 ${tokens.spacingHorizontalM}`, color: tokens.colorNeutralForeground3 },
  head: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'flex-end' },
  box: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  dropdown: { minWidth: '160px' },
});

export const statusColor: Record<Status, 'warning' | 'brand' | 'success' | 'informative'> = {
  pending: 'warning',
  processing: 'brand',
  resolved: 'success',
  closed: 'informative',
};

export function StatusBadge({ status }: { status: Status }) {
  return (
    <Badge appearance="tint" color={statusColor[status]}>
      {WorkOrderStatusLabels[status]}
    </Badge>
  );
}

/** The queue's marks: 新 for an order nobody answered yet, 待回复 for one whose requester wrote last. */
export function QueueMarks({ order }: { order: { isNew: boolean; waiting: boolean } }) {
  if (order.isNew)
    return (
      <Badge appearance="filled" color="danger" size="small">
        新
      </Badge>
    );
  if (order.waiting)
    return (
      <Badge appearance="filled" color="warning" size="small">
        待回复
      </Badge>
    );
  return null;
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  const styles = useStyles();
  return (
    <div className={styles.fact}>
      <Text className={styles.label}>{label}</Text>
      <Text>{children}</Text>
    </div>
  );
}

export function WorkOrderFacts({ order, requesterLabel }: { order: Detail; requesterLabel: string }) {
  const styles = useStyles();
  return (
    <Panel
      title={
        <span className={styles.head}>
          {`#${order.id} ${order.title}`} <StatusBadge status={order.status} />
        </span>
      }
    >
      <div className={styles.facts}>
        {order.scope === 'saas' ? <Fact label="站点">{order.siteName}</Fact> : null}
        <Fact label={order.scope === 'saas' ? '类别' : '分类'}>
          {order.category ? SaasWorkOrderCategoryLabels[order.category] : order.typeName || '—'}
        </Fact>
        <Fact label={requesterLabel}>{order.requester.name}</Fact>
        <Fact label="联系方式">{order.contact || '—'}</Fact>
        {/* The requester may not see staff names (平台工单 never, the site's per its setting), only whether someone has it. */}
        <Fact label="处理人">{order.assigneeName || (order.assigneeId ? '已指派' : '未指派')}</Fact>
        <Fact label="提交时间">{formatDateTime(order.createdAt)}</Fact>
        <Fact label="首次回复用时">{formatDuration(order.firstReplySeconds)}</Fact>
        <Fact label="解决用时">{formatDuration(order.resolutionSeconds)}</Fact>
        <Fact label="满意度">
          {order.rating ? `${'★'.repeat(order.rating)}${order.ratingComment ? ` ${order.ratingComment}` : ''}` : '未评价'}
        </Fact>
      </div>
      <Text className={styles.body}>{order.content}</Text>
      <Images urls={order.images} />
    </Panel>
  );
}

function Images({ urls }: { urls: string[] }) {
  const styles = useStyles();
  if (!urls.length) return null;
  return (
    <div className={styles.images}>
      {urls.map((url) => (
        <a key={url} href={url} target="_blank" rel="noreferrer">
          <img className={styles.image} src={url} alt="附图" />
        </a>
      ))}
    </div>
  );
}

export function WorkOrderThread({ entries }: { entries: Schema<'WorkOrderEntry'>[] }) {
  const styles = useStyles();
  return (
    <Panel title="处理记录">
      {entries.length ? (
        <ol className={styles.thread} aria-label="处理记录">
          {entries.map((e) => (
            <li
              key={e.id}
              className={mergeClasses(
                styles.entry,
                e.author === 'staff' && e.kind === 'reply' && styles.staff,
                e.kind === 'note' && styles.note,
                e.kind === 'event' && styles.event,
              )}
            >
              <span className={styles.head}>
                <Text weight="semibold">{e.authorName || '—'}</Text>
                {e.kind === 'note' ? (
                  <Badge appearance="outline" color="warning" size="small">
                    内部备注
                  </Badge>
                ) : null}
                <Text className={styles.label}>{formatDateTime(e.createdAt)}</Text>
              </span>
              <Text className={styles.body}>{e.content}</Text>
              <Images urls={e.images} />
            </li>
          ))}
        </ol>
      ) : (
        <Text className={styles.label}>还没有回复</Text>
      )}
    </Panel>
  );
}

/** Images a reply may carry (the contract's WorkOrderImages). */
export const MAX_REPLY_IMAGES = 6;

/**
 * A reply box; staff may tick 内部备注. With `onUpload`, up to six images go with it (uploaded one by one as they are
 * picked, through uploadImage). Resolves true when sent (the text and images are then cleared).
 */
export function ReplyBox({
  onSend,
  onUpload,
  staff,
  disabled,
  closedText,
}: {
  onSend: (content: string, internal: boolean, images: string[]) => Promise<boolean>;
  /** Uploads one picked file; answers its address, or null (the refusal already shown). */
  onUpload?: (file: File) => Promise<string | null>;
  staff?: boolean;
  disabled?: boolean;
  closedText?: string;
}) {
  const styles = useStyles();
  const [content, setContent] = useState('');
  const [internal, setInternal] = useState(false);
  const [images, setImages] = useState<string[]>([]);
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  const [uploading, setUploading] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const locked = disabled && !internal;
  const send = async () => {
    if (!content.trim()) return setProblem('请输入回复内容');
    setProblem('');
    setBusy(true);
    const sent = await onSend(content.trim(), internal, images);
    setBusy(false);
    if (sent) {
      setContent('');
      setImages([]);
    }
  };
  const upload = async (file: File | undefined) => {
    if (!file || !onUpload) return;
    setUploading(true);
    const url = await onUpload(file);
    setUploading(false);
    if (fileInput.current) fileInput.current.value = '';
    if (url) setImages((list) => [...list, url].slice(0, MAX_REPLY_IMAGES));
  };
  return (
    <Panel title={staff ? '回复或备注' : '补充说明'}>
      <div className={styles.box}>
        <Field
          label={internal ? '内部备注（提交人看不到）' : '回复内容'}
          validationMessage={problem || (disabled ? closedText : undefined)}
          validationState={problem ? 'error' : 'none'}
        >
          <Textarea rows={4} maxLength={5000} value={content} disabled={locked} onChange={(_, d) => setContent(d.value)} />
        </Field>
        {onUpload ? (
          <fieldset className={mergeClasses(styles.images, styles.fieldset)} aria-label={`图片（最多 ${MAX_REPLY_IMAGES} 张）`}>
            {images.map((url, i) => (
              <span key={url} className={styles.picked}>
                <img className={styles.image} src={url} alt={`待发送的图片 ${i + 1}`} />
                <Button
                  className={styles.remove}
                  size="small"
                  shape="circular"
                  icon={<DismissRegular />}
                  aria-label={`移除图片 ${i + 1}`}
                  onClick={() => setImages((list) => list.filter((u) => u !== url))}
                />
              </span>
            ))}
            {images.length < MAX_REPLY_IMAGES ? (
              <Button
                className={styles.add}
                icon={uploading ? <Spinner size="tiny" /> : <ImageAddRegular />}
                disabled={uploading || locked}
                onClick={() => fileInput.current?.click()}
              >
                {uploading ? '上传中…' : '添加图片'}
              </Button>
            ) : null}
            <input
              ref={fileInput}
              type="file"
              accept="image/*"
              hidden
              aria-label="选择图片"
              onChange={(e) => upload(e.target.files?.[0])}
            />
          </fieldset>
        ) : null}
        <div className={styles.row}>
          {staff ? <Switch label="内部备注" checked={internal} onChange={(_, d) => setInternal(d.checked)} /> : null}
          <Button appearance="primary" onClick={send} disabled={busy || uploading || locked}>
            {internal ? '保存备注' : '发送回复'}
          </Button>
        </div>
      </div>
    </Panel>
  );
}

/** Staff's moves allowed from each status (the server's STAFF_TRANSITIONS). */
export const NEXT_STATUSES: Record<Status, Status[]> = {
  pending: ['processing', 'resolved', 'closed'],
  processing: ['resolved', 'closed'],
  resolved: ['processing', 'closed'],
  closed: ['processing'],
};

export function StaffActions({
  order,
  assignees,
  onAssign,
  onStatus,
}: {
  order: Detail;
  assignees: readonly Schema<'WorkOrderAssignee'>[];
  onAssign: (assigneeId: number) => unknown;
  onStatus: (status: Status) => unknown;
}) {
  const styles = useStyles();
  const current = order.assigneeId ? String(order.assigneeId) : '';
  return (
    <Panel title="处理">
      <div className={styles.row}>
        <Field label="处理人">
          <Dropdown
            className={styles.dropdown}
            aria-label="处理人"
            placeholder="选择处理人"
            value={assignees.find((a) => String(a.id) === current)?.name ?? (order.assigneeName || '')}
            selectedOptions={[current]}
            onOptionSelect={(_, d) => d.optionValue && d.optionValue !== current && onAssign(Number(d.optionValue))}
          >
            {assignees.map((a) => (
              <Option key={a.id} value={String(a.id)}>
                {a.name}
              </Option>
            ))}
          </Dropdown>
        </Field>
        {NEXT_STATUSES[order.status].map((status) => (
          <Button key={status} appearance={status === 'resolved' ? 'primary' : 'secondary'} onClick={() => onStatus(status)}>
            {status === 'processing' && order.status !== 'pending' ? '改回处理中' : `标记为${WorkOrderStatusLabels[status]}`}
          </Button>
        ))}
      </div>
    </Panel>
  );
}

/** The requester's moves: close, reopen within the window, and rate once resolved or closed. */
export function RequesterActions({
  order,
  onAction,
  onRate,
}: {
  order: Detail;
  onAction: (action: Schema<'WorkOrderAction'>) => unknown;
  onRate: (score: number, comment: string) => unknown;
}) {
  const styles = useStyles();
  const [score, setScore] = useState(5);
  const [comment, setComment] = useState('');
  const canReopen = order.reopenUntil !== null && Date.parse(order.reopenUntil) > Date.now();
  return (
    <Panel title="操作">
      <div className={styles.row}>
        {order.status !== 'closed' ? <Button onClick={() => onAction('close')}>关闭工单</Button> : null}
        {canReopen ? <Button onClick={() => onAction('reopen')}>{`重新打开（${formatDateTime(order.reopenUntil)} 前）`}</Button> : null}
      </div>
      {order.mayRate ? (
        <div className={styles.row}>
          <Field label="满意度">
            <Dropdown
              className={styles.dropdown}
              aria-label="满意度"
              value={`${score} 星`}
              selectedOptions={[String(score)]}
              onOptionSelect={(_, d) => setScore(Number(d.optionValue))}
            >
              {[5, 4, 3, 2, 1].map((n) => (
                <Option key={n} value={String(n)}>{`${n} 星`}</Option>
              ))}
            </Dropdown>
          </Field>
          <Field label="评价">
            <Textarea rows={1} maxLength={200} value={comment} onChange={(_, d) => setComment(d.value)} />
          </Field>
          <Button appearance="primary" onClick={() => onRate(score, comment.trim())}>
            提交评价
          </Button>
        </div>
      ) : null}
    </Panel>
  );
}

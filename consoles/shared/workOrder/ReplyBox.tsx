import { Button, Field, makeStyles, mergeClasses, Spinner, Switch, Textarea, tokens } from '@fluentui/react-components';
import { DismissRegular, ImageAddRegular } from '@fluentui/react-icons';
import { useRef, useState } from 'react';
import { Panel } from '#kit/app/Panel';

const useStyles = makeStyles({
  images: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  image: { width: '96px', height: '96px', objectFit: 'cover', borderRadius: tokens.borderRadiusMedium },
  picked: { position: 'relative', display: 'inline-flex' },
  fieldset: { border: 'none', margin: 0, padding: 0, minWidth: 0 },
  remove: { position: 'absolute', top: tokens.spacingVerticalXXS, right: tokens.spacingHorizontalXXS, minWidth: 0 },
  add: { width: '96px', height: '96px', flexDirection: 'column' },
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'flex-end' },
  box: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

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

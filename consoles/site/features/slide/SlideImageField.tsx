import { Button, Field, type FieldProps, makeStyles, Slider, Text, tokens } from '@fluentui/react-components';
import { ArrowUploadRegular } from '@fluentui/react-icons';
import { type ChangeEvent, type PointerEvent, useEffect, useRef, useState } from 'react';
import { notify } from '#kit/notify/notify';
import { uploadImageFile } from '#kit/request/uploadImage';
import { useKitStore } from '#kit/store';
import { CENTRED, type CropView, clampView, cropRect, MAX_ZOOM } from './cropGeometry';

/** The width of the cropped picture sent to the server; its height follows the position's ratio. */
const OUTPUT_WIDTH = 1600;

const useStyles = makeStyles({
  frame: {
    position: 'relative',
    width: '100%',
    maxWidth: '480px',
    overflow: 'hidden',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
    touchAction: 'none',
  },
  canvas: { display: 'block', width: '100%', height: '100%', cursor: 'grab' },
  preview: { display: 'block', width: '100%', height: '100%', objectFit: 'cover' },
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  hidden: { display: 'none' },
  hint: { color: tokens.colorNeutralForeground3 },
});

/**
 * 图片 of a slide: the uploaded picture, or a new file cropped to the position's ratio before it is uploaded. No
 * cropping library is installed, so this one draws on a canvas: the frame is fixed at the ratio, the picture under it
 * is dragged with the pointer or moved with the arrow keys, and zoomed with the slider; 裁剪并上传 sends the framed part.
 */
export function SlideImageField({
  value,
  onChange,
  aspect,
  ratioText,
  validation,
}: {
  value: string;
  onChange: (url: string) => void;
  aspect: number;
  ratioText: string;
  /** The form's message for the field (`form.field('image')`). */
  validation?: Pick<FieldProps, 'validationMessage' | 'validationState'>;
}) {
  const styles = useStyles();
  const store = useKitStore();
  const input = useRef<HTMLInputElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const [picture, setPicture] = useState<HTMLImageElement | null>(null);
  const [view, setView] = useState<CropView>(CENTRED);
  const [uploading, setUploading] = useState(false);
  const drag = useRef<{ x: number; y: number; view: CropView } | null>(null);

  useEffect(() => {
    const target = canvas.current;
    const context = target?.getContext?.('2d');
    if (!target || !context || !picture) return;
    const rect = cropRect(picture.naturalWidth, picture.naturalHeight, aspect, view);
    context.drawImage(picture, rect.sx, rect.sy, rect.width, rect.height, 0, 0, target.width, target.height);
  }, [picture, view, aspect]);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const image = new Image();
    image.onload = () => {
      setView(CENTRED);
      setPicture(image);
    };
    const unreadable = () => notify.error('无法读取这张图片，请换一张 JPG、PNG 或 WebP 图片');
    image.onerror = unreadable;
    // A data: URL, not URL.createObjectURL: the server's CSP allows `img-src data:` but not `blob:`, and Chromium
    // refused the blob (the e2e journey, site-identity.e2e.test.ts, found it; jsdom has no CSP).
    const reader = new FileReader();
    reader.onload = () => {
      image.src = String(reader.result);
    };
    reader.onerror = unreadable;
    reader.readAsDataURL(file);
  };

  const pan = (next: CropView) => picture && setView(clampView(picture.naturalWidth, picture.naturalHeight, aspect, next));
  const onPointerDown = (event: PointerEvent<HTMLCanvasElement>) => {
    drag.current = { x: event.clientX, y: event.clientY, view };
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLCanvasElement>) => {
    const start = drag.current;
    if (!start) return;
    const box = event.currentTarget.getBoundingClientRect();
    if (!box.width || !box.height) return;
    pan({
      ...start.view,
      x: start.view.x + (event.clientX - start.x) / box.width,
      y: start.view.y + (event.clientY - start.y) / box.height,
    });
  };
  const onKeyDown = (event: React.KeyboardEvent) => {
    const step = { ArrowLeft: [-0.05, 0], ArrowRight: [0.05, 0], ArrowUp: [0, -0.05], ArrowDown: [0, 0.05] }[event.key];
    if (!step) return;
    event.preventDefault();
    pan({ ...view, x: view.x + step[0], y: view.y + step[1] });
  };

  const cropAndUpload = async () => {
    if (!picture) return;
    const out = document.createElement('canvas');
    out.width = OUTPUT_WIDTH;
    out.height = Math.round(OUTPUT_WIDTH / aspect);
    const rect = cropRect(picture.naturalWidth, picture.naturalHeight, aspect, view);
    out.getContext('2d')?.drawImage(picture, rect.sx, rect.sy, rect.width, rect.height, 0, 0, out.width, out.height);
    const blob = await new Promise<Blob | null>((resolve) => out.toBlob(resolve, 'image/png'));
    if (!blob) {
      notify.error('裁剪失败，请换一张图片');
      return;
    }
    setUploading(true);
    const url = await uploadImageFile(store.extra.client, new File([blob], 'slide.png', { type: 'image/png' }), 'section');
    setUploading(false);
    if (url) {
      onChange(url);
      setPicture(null);
    }
  };

  return (
    <Field {...validation} label="图片" required hint={`按位置裁剪为 ${ratioText}；选好图片后拖动或用方向键调整位置，用滑块缩放`}>
      <div className={styles.frame} style={{ aspectRatio: String(aspect) }}>
        {picture ? (
          <canvas
            ref={canvas}
            className={styles.canvas}
            width={OUTPUT_WIDTH / 2}
            height={Math.round(OUTPUT_WIDTH / 2 / aspect)}
            tabIndex={0}
            role="img"
            aria-label="裁剪区域：拖动或用方向键移动图片"
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={() => {
              drag.current = null;
            }}
            onKeyDown={onKeyDown}
          />
        ) : value ? (
          <img className={styles.preview} src={value} alt="当前图片" />
        ) : null}
      </div>
      {picture ? (
        <div className={styles.row}>
          <Text>缩放</Text>
          <Slider
            min={1}
            max={MAX_ZOOM}
            step={0.05}
            value={view.zoom}
            onChange={(_, d) => pan({ ...view, zoom: d.value })}
            aria-label="缩放"
          />
          <Button appearance="primary" disabled={uploading} onClick={cropAndUpload}>
            {uploading ? '上传中…' : '裁剪并上传'}
          </Button>
          <Button onClick={() => setPicture(null)}>取消</Button>
        </div>
      ) : (
        <div className={styles.row}>
          <Button icon={<ArrowUploadRegular />} onClick={() => input.current?.click()}>
            {value ? '更换图片' : '选择图片'}
          </Button>
          {!value && <Text className={styles.hint}>还没有图片</Text>}
        </div>
      )}
      <input
        ref={input}
        className={styles.hidden}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/gif"
        onChange={choose}
        aria-label="选择图片文件"
      />
    </Field>
  );
}

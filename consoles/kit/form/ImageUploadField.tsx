import { Button, Field, type FieldProps, Input, makeStyles, Text, tokens } from '@fluentui/react-components';
import { ArrowUploadRegular, DismissRegular } from '@fluentui/react-icons';
import { type ChangeEvent, useRef, useState } from 'react';
import type { UploadPurposeValues } from '#sdk';
import { uploadImageFile } from '../request/uploadImage';
import { useKitStore } from '../store/hooks';

/** The types every upload takes (the server reads the bytes, not this list: it only narrows the browser's picker). */
const ACCEPT = 'image/jpeg,image/png,image/webp,image/gif';

const useStyles = makeStyles({
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  preview: { backgroundColor: tokens.colorNeutralBackground3 },
  circle: { borderRadius: '50%', objectFit: 'cover' },
  rounded: { borderRadius: tokens.borderRadiusMedium, objectFit: 'cover' },
  // A logo or favicon keeps its own proportions inside the box.
  contain: { objectFit: 'contain' },
  empty: { color: tokens.colorNeutralForeground3 },
  hidden: { display: 'none' },
});

type Upload =
  /** A site's upload (`uploadImage`) with this purpose: the server's limits and watermark follow it. */
  | { purpose: (typeof UploadPurposeValues)[number]; upload?: never }
  /** Any other way of sending the file (an account's own avatar): answers the stored address, or null (refused, toasted). */
  | { upload: (file: File) => Promise<string | null>; purpose?: never };

export type ImageUploadFieldProps = Upload & {
  label: string;
  /** What the buttons name: 上传头像 / 更换头像, 未设头像. */
  noun: string;
  hint?: string;
  value: string;
  /** The new address, or '' when 移除 is pressed. */
  onChange: (url: string) => void;
  /** How the preview is drawn: a round avatar, a rounded square icon, or the picture as it is (logo). */
  shape?: 'circle' | 'rounded' | 'contain';
  /** The preview's height in pixels (and width, but for `contain`, where it is at most three times that). */
  size?: number;
  /** Also a box to type or paste the address (the theme's images may live anywhere). */
  addressInput?: boolean;
  required?: boolean;
  /** The form's message for the field (`form.field('avatar')`). */
  validation?: Pick<FieldProps, 'validationMessage' | 'validationState'>;
};

/**
 * One uploaded image in a form: its preview, 上传 / 更换 (the file goes up at once; the field keeps its address) and
 * 移除. Site consoles name an upload purpose; the SaaS console, which has no site, passes its own `upload`.
 */
export function ImageUploadField(props: ImageUploadFieldProps) {
  const { label, noun, hint, value, onChange, shape = 'rounded', size = 48, addressInput, required, validation } = props;
  const styles = useStyles();
  const store = useKitStore();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared at once, so that picking the same file again is a change too.
    event.target.value = '';
    if (!file) return;
    setUploading(true);
    const url = props.upload ? await props.upload(file) : await uploadImageFile(store.extra.client, file, props.purpose);
    setUploading(false);
    if (url) onChange(url);
  };

  const box = shape === 'contain' ? { height: `${size}px`, maxWidth: `${size * 3}px` } : { width: `${size}px`, height: `${size}px` };
  return (
    <Field label={label} hint={hint} required={required} {...validation}>
      <div className={styles.row}>
        {addressInput ? (
          <Input value={value} onChange={(_, d) => onChange(d.value)} placeholder="https://… 或 /…" aria-label={`${label}地址`} />
        ) : null}
        {value ? (
          <img className={`${styles.preview} ${styles[shape]}`} style={box} src={value} alt={label} />
        ) : (
          <Text className={styles.empty}>未设{noun}</Text>
        )}
        <Button icon={<ArrowUploadRegular />} disabled={uploading} onClick={() => input.current?.click()}>
          {uploading ? '上传中…' : value ? `更换${noun}` : `上传${noun}`}
        </Button>
        {value ? (
          <Button appearance="subtle" icon={<DismissRegular />} onClick={() => onChange('')}>
            移除
          </Button>
        ) : null}
        <input ref={input} className={styles.hidden} type="file" accept={ACCEPT} onChange={choose} aria-label={`选择${noun}文件`} />
      </div>
    </Field>
  );
}

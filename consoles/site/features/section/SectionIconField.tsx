import { Button, Field, makeStyles, Text, tokens } from '@fluentui/react-components';
import { ArrowUploadRegular, DismissRegular } from '@fluentui/react-icons';
import { type ChangeEvent, useRef, useState } from 'react';
import { uploadImageFile } from '#kit/request/uploadImage';
import { useKitStore } from '#kit/store';

const useStyles = makeStyles({
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  preview: {
    width: '48px',
    height: '48px',
    borderRadius: tokens.borderRadiusMedium,
    objectFit: 'cover',
    backgroundColor: tokens.colorNeutralBackground3,
  },
  empty: { color: tokens.colorNeutralForeground3 },
  hidden: { display: 'none' },
});

/** 版块图标: uploads an image through `uploadImage` (purpose section, no watermark) and keeps its address. */
export function SectionIconField({ value, onChange }: { value: string; onChange: (url: string) => void }) {
  const styles = useStyles();
  const store = useKitStore();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setUploading(true);
    const url = await uploadImageFile(store.extra.client, file, 'section');
    setUploading(false);
    if (url) onChange(url);
  };

  return (
    <Field label="版块图标" hint="选填，建议正方形，JPG、PNG、WebP 或 GIF">
      <div className={styles.row}>
        {value ? <img className={styles.preview} src={value} alt="版块图标" /> : <Text className={styles.empty}>未设图标</Text>}
        <Button icon={<ArrowUploadRegular />} disabled={uploading} onClick={() => input.current?.click()}>
          {uploading ? '上传中…' : value ? '更换图标' : '上传图标'}
        </Button>
        {value && (
          <Button appearance="subtle" icon={<DismissRegular />} onClick={() => onChange('')}>
            移除
          </Button>
        )}
        <input
          ref={input}
          className={styles.hidden}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif"
          onChange={upload}
          aria-label="选择图标文件"
        />
      </div>
    </Field>
  );
}

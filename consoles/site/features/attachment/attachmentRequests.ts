// 附件设置: the form's text fields ↔ the contract's AttachmentSetting (the size is typed in MB, sent in bytes).
import type { OperationInput, Schema } from '#sdk';

type Setting = Schema<'AttachmentSetting'>;
export type AttachmentExtension = Setting['extensions'][number];

/** Every type a site may allow, in the order the form lists them (the contract's enum). */
export const ATTACHMENT_EXTENSIONS: readonly AttachmentExtension[] = [
  'pdf',
  'txt',
  'md',
  'csv',
  'zip',
  'rar',
  '7z',
  'gz',
  'doc',
  'docx',
  'xls',
  'xlsx',
  'ppt',
  'pptx',
  'jpg',
  'jpeg',
  'png',
  'gif',
  'webp',
  'mp3',
  'mp4',
  'epub',
];

export interface AttachmentSettingValues {
  enabled: boolean;
  extensions: AttachmentExtension[];
  maxMegabytes: string;
  maxPerPost: string;
  maxPrice: string;
}

export const toAttachmentSettingValues = (s: Setting): AttachmentSettingValues => ({
  enabled: s.enabled === 1,
  extensions: [...s.extensions],
  maxMegabytes: String(Math.round((s.maxBytes / 1024 / 1024) * 10) / 10),
  maxPerPost: String(s.maxPerPost),
  maxPrice: String(s.maxPrice),
});

export function attachmentSettingProblems(v: AttachmentSettingValues): Partial<Record<keyof AttachmentSettingValues, string>> {
  const p: Partial<Record<keyof AttachmentSettingValues, string>> = {};
  const int = (text: string, min: number, max: number) => /^\d+$/.test(text.trim()) && Number(text) >= min && Number(text) <= max;
  const mb = Number(v.maxMegabytes);
  if (!/^\d+(\.\d)?$/.test(v.maxMegabytes.trim()) || mb < 0.1 || mb > 20) p.maxMegabytes = '单个文件上限为 0.1 到 20 MB';
  if (!int(v.maxPerPost, 1, 20)) p.maxPerPost = '每帖附件数为 1 到 20';
  if (!int(v.maxPrice, 0, 100000)) p.maxPrice = '最高售价为 0 到 100000';
  if (!v.extensions.length) p.extensions = '请至少选择一种类型';
  return p;
}

export const toAttachmentSettingInput = (v: AttachmentSettingValues): OperationInput<'updateAttachmentSetting'> => ({
  body: {
    enabled: v.enabled ? 1 : 0,
    extensions: v.extensions,
    maxBytes: Math.round(Number(v.maxMegabytes) * 1024 * 1024),
    maxPerPost: Number(v.maxPerPost),
    maxPrice: Number(v.maxPrice),
  },
});

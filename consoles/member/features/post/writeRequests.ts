import { bodyRules } from '#kit/form/fieldRules';
import { check } from '#kit/form/rules';
import type { OpArg } from '#kit/request/api';

export interface WriteValues {
  /** 0 until a section is picked. */
  sectionId: number;
  title: string;
  /** The editor's HTML; empty when nothing is written. */
  content: string;
}

/** The form's values with the post's attachments from the picker (postEditor slot); undefined leaves them as they are. */
export type PostInputValues = WriteValues & { attachmentIds?: number[] };

type Problems = Partial<Record<keyof WriteValues, string>>;

const rules = bodyRules('createPost', ['sectionId', 'title', 'content'], { asTyped: ['content'] });

/** The contract's messages for the post form (请选择版块, 请输入标题, the limits); the section only when creating. */
export function writeProblems(values: WriteValues, { editing }: { editing: boolean }): Problems {
  const problems: Problems = {};
  const fields: [keyof WriteValues, unknown][] = [
    ['sectionId', values.sectionId || ''],
    ['title', values.title],
    ['content', values.content],
  ];
  for (const [key, value] of fields) {
    if (key === 'sectionId' && editing) continue;
    const message = check(value, rules[key]);
    if (message) problems[key] = message;
  }
  return problems;
}

export const toCreatePostInput = (values: PostInputValues): OpArg<'createPost'> => ({
  body: {
    sectionId: values.sectionId,
    title: values.title.trim(),
    content: values.content,
    ...(values.attachmentIds?.length ? { attachmentIds: values.attachmentIds } : {}),
  },
});

export const toUpdatePostInput = (id: number, values: PostInputValues): OpArg<'updatePost'> => ({
  body: {
    id,
    title: values.title.trim(),
    content: values.content,
    ...(values.attachmentIds ? { attachmentIds: values.attachmentIds } : {}),
  },
});

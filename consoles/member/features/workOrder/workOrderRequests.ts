// Form values → operation inputs for the member's work-order pages, and what the open form checks before sending.
import type { OperationInput } from '#sdk';

export interface OpenValues {
  typeId: number;
  title: string;
  content: string;
  contact: string;
  images: string[];
}

export const blankOpen: OpenValues = { typeId: 0, title: '', content: '', contact: '', images: [] };

export type OpenProblems = Partial<Record<'typeId' | 'title' | 'content', string>>;

export function openProblems(values: OpenValues): OpenProblems {
  const problems: OpenProblems = {};
  if (!values.typeId) problems.typeId = '请选择工单分类';
  if (!values.title.trim()) problems.title = '请输入工单标题';
  else if ([...values.title].length > 100) problems.title = '标题不能超过 100 个字';
  if (!values.content.trim()) problems.content = '请描述遇到的问题';
  return problems;
}

export function toCreateWorkOrderInput(values: OpenValues): OperationInput<'createWorkOrder'> {
  return {
    body: {
      typeId: values.typeId,
      title: values.title.trim(),
      content: values.content.trim(),
      ...(values.images.length ? { images: values.images } : {}),
      ...(values.contact.trim() ? { contact: values.contact.trim() } : {}),
    },
  };
}

export function toRateInput(id: number, score: number, comment: string): OperationInput<'rateMyWorkOrder'> {
  return { body: { id, score, ...(comment.trim() ? { comment: comment.trim() } : {}) } };
}

/** 3 600 → 1 小时: how long staff took, in words. */
export { formatDuration } from '#sdk/format';

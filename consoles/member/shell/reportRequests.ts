import type { OperationBody, Schema } from '#sdk';

/** What keeps the report from being sent: no reason chosen, or a reason that takes text without it. */
export function reportProblem(reason: Schema<'ImpeachReason'> | undefined, text: string): string | undefined {
  if (!reason) return '请选择举报理由';
  if (reason.takesText && !text.trim()) return '请填写补充说明';
  if ([...text.trim()].length > 200) return '补充说明最多 200 个字';
  return undefined;
}

export function toReportInput(
  targetType: Schema<'ImpeachTargetType'>,
  targetId: number,
  reason: string,
  text: string,
): { body: OperationBody<'createImpeach'> } {
  const reasonText = text.trim();
  return { body: { targetType, targetId, reason, ...(reasonText ? { reasonText } : {}) } };
}

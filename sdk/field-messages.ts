// The sentence a user reads when a field breaks a rule of the contract and the field has no `x-messages` of its own.
// The server builds its 400 answers with it and the consoles' forms their field errors, so both say the same words.

export type ViolationParams = { limit?: number; type?: string; [key: string]: unknown };

/** `keyword` is the JSON Schema keyword that failed (`minLength`, `pattern` …); `title` is the field's Chinese name. */
export function violationMessage(keyword: string, title: string, params: ViolationParams = {}): string {
  switch (keyword) {
    case 'required':
      return `请填写${title}`;
    case 'additionalProperties':
      return `不支持的参数：${params.additionalProperty as string}`;
    case 'type':
      return params.type === 'integer' ? `${title}必须是整数` : params.type === 'number' ? `${title}必须是数字` : `${title}格式不正确`;
    case 'minLength':
      return params.limit === 1 ? `请填写${title}` : `${title}不能少于${params.limit as number}个字符`;
    case 'maxLength':
      return `${title}不能超过${params.limit as number}个字符`;
    case 'minimum':
    case 'exclusiveMinimum':
      return `${title}不能小于${params.limit as number}`;
    case 'maximum':
    case 'exclusiveMaximum':
      return `${title}不能大于${params.limit as number}`;
    case 'pattern':
    case 'format':
      return `${title}格式不正确`;
    case 'enum':
    case 'const':
    case 'not':
      return `${title}的取值不正确`;
    case 'minItems':
      return `${title}至少需要${params.limit as number}项`;
    case 'maxItems':
      return `${title}最多${params.limit as number}项`;
    case 'uniqueItems':
      return `${title}不能重复`;
    case 'minProperties':
      return '请至少填写一项';
    default:
      return `${title}不正确`;
  }
}

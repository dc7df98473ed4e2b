// WeChat's own rules for what a site owner types on the mini-program pages, checked before anything is sent so the
// owner reads the reason next to the field rather than a WeChat error code: a name's width (a Chinese character
// counts 2, 4–30 in all, never 小程序), a signature (4–120 characters with at least 4 Chinese), a WeChat id, and the
// enterprise's code with its check character (统一社会信用代码 GB 32100-2015, 组织机构代码 GB 11714, 营业执照注册号 15 digits).

/** A name's width as WeChat counts it: a character outside Latin-1 counts 2. */
export function nicknameWidth(name: string): number {
  return [...name].reduce((n, c) => n + (c.charCodeAt(0) < 0x100 ? 1 : 2), 0);
}

export function nicknameProblem(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) return '请输入小程序名称';
  const width = nicknameWidth(trimmed);
  if (width < 4 || width > 30) return `名称长度须为 4–30 个字符（一个汉字算 2 个），现为 ${width}`;
  if (trimmed.includes('小程序')) return '名称不能含“小程序”';
  return '';
}

export function signatureProblem(signature: string): string {
  const length = [...signature].length;
  const chinese = [...signature].filter((c) => /[\u4e00-\u9fff]/.test(c)).length;
  if (length < 4 || length > 120) return `简介须为 4–120 个字，现为 ${length}`;
  if (chinese < 4) return '简介至少要有 4 个汉字';
  return '';
}

export function wechatIdProblem(id: string): string {
  if (!id.trim()) return '请输入微信号';
  return /^[A-Za-z][-_A-Za-z0-9]{5,19}$/.test(id.trim()) ? '' : '微信号为 6–20 位，以字母开头，可含字母、数字、下划线和减号';
}

const USCC_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const USCC_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];
const ORG_WEIGHTS = [3, 7, 9, 10, 5, 8, 4, 2];

/** The check character of an 18-character 统一社会信用代码 (its first 17). */
export function creditCodeCheck(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += USCC_CHARS.indexOf(first17[i]!) * USCC_WEIGHTS[i]!;
  const r = 31 - (sum % 31);
  return USCC_CHARS[r === 31 ? 0 : r]!;
}

/** The check character of a 9-character 组织机构代码 (its first 8). */
export function organisationCodeCheck(first8: string): string {
  let sum = 0;
  for (let i = 0; i < 8; i++) sum += Number.parseInt(first8[i]!, 36) * ORG_WEIGHTS[i]!;
  const r = 11 - (sum % 11);
  return r === 10 ? 'X' : r === 11 ? '0' : String(r);
}

/** `code_type`: 1 统一社会信用代码, 2 组织机构代码, 3 营业执照注册号. */
export function enterpriseCodeProblem(code: string, codeType: 1 | 2 | 3): string {
  const value = code.trim().toUpperCase();
  if (!value) return '请输入企业代码';
  if (codeType === 1) {
    if (!/^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/.test(value)) return '统一社会信用代码为 18 位数字或大写字母';
    return creditCodeCheck(value) === value[17] ? '' : '统一社会信用代码校验位不符，请核对';
  }
  if (codeType === 2) {
    if (!/^[0-9A-Z]{8}-?[0-9X]$/.test(value)) return '组织机构代码为 9 位（可写作 8 位-1 位）';
    const plain = value.replace('-', '');
    return organisationCodeCheck(plain) === plain[8] ? '' : '组织机构代码校验位不符，请核对';
  }
  return /^\d{15}$/.test(value) ? '' : '营业执照注册号为 15 位数字';
}

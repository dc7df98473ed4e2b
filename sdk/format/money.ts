// Money travels in integer fen (分) everywhere: the contract's `amountFen`, the database, every request. These are the
// only places that turn it into yuan (元) text and back, for the server, the consoles and commctl alike.

const THOUSANDS = /\B(?=(\d{3})+$)/g;

/** 1234567.89 → `1,234,567.89`: commas between thousands of the integer part only; `0` for what is not a number. */
export function thousands(num: number | string): string {
  const value = Number(num);
  const text = Number.isFinite(value) ? String(value) : '0';
  return text.replace(/^-?\d+/, (int) => int.replace(THOUSANDS, ','));
}

/** 299000 → `¥2,990.00`; -150 → `-¥1.50`; empty for a non-number. Integer arithmetic: fen / 100 in floating point can round a cent the wrong way. */
export function formatFen(fen: number): string {
  if (!Number.isFinite(fen)) return '';
  const sign = fen < 0 ? '-' : '';
  const abs = Math.round(Math.abs(fen));
  const yuan = String(Math.floor(abs / 100)).replace(THOUSANDS, ',');
  return `${sign}¥${yuan}.${String(abs % 100).padStart(2, '0')}`;
}

/** 299000 → `2990.00`: the yuan value an input starts from (no symbol, no separators). */
export function fenToYuanText(fen: number): string {
  return `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;
}

const YUAN = /^(\d+)(?:\.(\d{1,2}))?$/;

/**
 * What a person typed as an amount in yuan (`2990`, `2,990.5`, `¥2990.50`) → integer fen, or null when it is not a
 * non-negative amount with at most two decimals. Parsed from the digits, never through floating point.
 */
export function parseYuan(text: string): number | null {
  const match = YUAN.exec(
    text
      .trim()
      .replace(/^[¥￥]/, '')
      .replace(/,/g, ''),
  );
  if (!match) return null;
  const [, whole, decimals = ''] = match;
  const fen = Number(whole) * 100 + Number(decimals.padEnd(2, '0'));
  return Number.isSafeInteger(fen) ? fen : null;
}

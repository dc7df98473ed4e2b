export { thousands } from '#sdk/format';

const SUFFIXES = [
  { value: 1e18, symbol: 'E' },
  { value: 1e15, symbol: 'P' },
  { value: 1e12, symbol: 'T' },
  { value: 1e9, symbol: 'G' },
  { value: 1e6, symbol: 'M' },
  { value: 1e3, symbol: 'k' },
] as const;

/** 1234 → `1.2k`, 5600000 → `5.6M` (suffixes k, M, G, T, P, E; trailing zeros dropped). */
export function abbreviateNumber(num: number, digits = 1): string {
  const sign = num < 0 ? '-' : '';
  const abs = Math.abs(num);
  for (const { value, symbol } of SUFFIXES) {
    if (abs >= value) {
      const scaled = (abs / value).toFixed(digits).replace(/\.0+$|(\.[0-9]*[1-9])0+$/, '$1');
      return `${sign}${scaled}${symbol}`;
    }
  }
  return String(num);
}

/** `+5` / `-3` / `0`: a change with its sign (points ledger, balances). */
export function signed(delta: number): string {
  return delta > 0 ? `+${delta}` : String(delta);
}

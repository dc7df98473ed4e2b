import { InvalidArgumentError } from 'commander';

/** An option parser for whole numbers from 1 up; ranges are the server's to check (the contract states them once). */
export function positiveInteger(label: string) {
  return (value: string): number => {
    const number = Number(value);
    if (!/^\d+$/.test(value) || !Number.isSafeInteger(number) || number < 1) throw new InvalidArgumentError(`${label}必须是正整数`);
    return number;
  };
}

/** An option parser for a contract enum: accepts its value or its Chinese label. */
export function enumValue<V extends string | number>(label: string, labels: Record<V, string>) {
  const entries = Object.entries(labels) as [string, string][];
  return (value: string): V => {
    const found = entries.find(([key, name]) => key === value || name === value);
    if (!found) throw new InvalidArgumentError(`${label}必须是 ${entries.map(([key, name]) => `${key}（${name}）`).join('、')} 之一`);
    const key = found[0];
    return (/^\d+$/.test(key) ? Number(key) : key) as V;
  };
}

import { Field } from '@fluentui/react-components';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { parseDayText, toDayText } from './chineseCalendar';
import { DateField } from './DateField';

function Harness({ initial = '', onChange }: { initial?: string; onChange(value: string): void }) {
  const [value, setValue] = useState(initial);
  return (
    <Field label="开始日期">
      <DateField
        value={value}
        onChange={(v) => {
          setValue(v);
          onChange(v);
        }}
      />
    </Field>
  );
}

describe('day text', () => {
  it('reads yyyy-MM-dd and its Chinese spellings, and refuses days that do not exist', () => {
    expect(toDayText(parseDayText('2026-03-02'))).toBe('2026-03-02');
    expect(toDayText(parseDayText('2026/3/2'))).toBe('2026-03-02');
    expect(toDayText(parseDayText('2026年3月2日'))).toBe('2026-03-02');
    expect(parseDayText('2026-02-30')).toBeNull();
    expect(parseDayText('03/02/2026')).toBeNull();
    expect(parseDayText('')).toBeNull();
    expect(toDayText(null)).toBe('');
  });
});

describe('DateField', { timeout: 30_000 }, () => {
  it('shows the value as yyyy-MM-dd and takes a typed day when the box is left', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness initial="2026-11-05" onChange={onChange} />);
    const input = screen.getByLabelText('开始日期');
    expect(input).toHaveValue('2026-11-05');
    await user.clear(input);
    await user.type(input, '2026/11/30', { skipClick: true });
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith('2026-11-30');
    expect(input).toHaveValue('2026-11-30');
    await user.clear(input);
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith('');
  });

  it('opens a Chinese calendar and picks a day', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness initial="2026-11-05" onChange={onChange} />);
    await user.click(screen.getByLabelText('开始日期'));
    const calendar = await screen.findByRole('dialog');
    expect(within(calendar).getByText('2026年11月')).toBeInTheDocument();
    expect(within(calendar).getByRole('button', { name: '今天' })).toBeInTheDocument();
    expect(within(calendar).getByRole('button', { name: /^上个月/ })).toBeInTheDocument();
    // Weeks start on Monday: 一 … 日.
    const heads = within(calendar)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(heads.slice(0, 2)).toEqual(['一', '二']);
    // Fluent spells a day's name "20, 11月, 2026" itself; the months are ours.
    await user.click(within(calendar).getByRole('button', { name: '20, 11月, 2026' }));
    expect(onChange).toHaveBeenLastCalledWith('2026-11-20');
    expect(screen.getByLabelText('开始日期')).toHaveValue('2026-11-20');
  });
});

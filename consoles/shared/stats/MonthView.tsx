import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { type Column, DataTable } from '#kit/table/DataTable';
import { exportXlsx } from './exportXlsx';
import { LineChart } from './LineChart';
import { change, type FlowMeasureValues, figure, flowMeasures } from './measures';
import { endsInRunningPeriod, PARTIAL_MONTH_NOTE } from './partial';

const useStyles = makeStyles({
  charts: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 420px), 1fr))',
    gap: tokens.spacingHorizontalM,
    marginBottom: tokens.spacingVerticalM,
  },
  chart: { border: `1px solid ${tokens.colorNeutralStroke2}`, borderRadius: tokens.borderRadiusMedium, padding: tokens.spacingVerticalS },
  title: { fontWeight: tokens.fontWeightSemibold },
  head: { display: 'flex', justifyContent: 'space-between', alignItems: 'center', marginBottom: tokens.spacingVerticalS },
  table: { minWidth: '900px' },
  cell: { display: 'flex', flexDirection: 'column' },
  up: { color: tokens.colorPaletteGreenForeground1, fontSize: tokens.fontSizeBase200 },
  down: { color: tokens.colorPaletteRedForeground1, fontSize: tokens.fontSizeBase200 },
  flat: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
});

export interface MonthRow {
  month: string;
  current: FlowMeasureValues;
  previousMonth: FlowMeasureValues;
  sameMonthLastYear: FlowMeasureValues;
}

/** Months with each measure, its change on the previous month (环比) and on the same month last year (同比). */
export function MonthView({ list, loading, fileName }: { list: MonthRow[]; loading?: boolean; fileName: string }) {
  const styles = useStyles();
  const tone = (text: string) => (text.startsWith('+') ? styles.up : text.startsWith('-') ? styles.down : styles.flat);
  const columns: Column<MonthRow>[] = [
    { key: 'month', title: '月份', render: (r) => r.month },
    ...flowMeasures.map((m) => ({
      key: m.key,
      title: m.label,
      render: (r: MonthRow) => {
        const mom = change(r.current[m.key], r.previousMonth[m.key]);
        const yoy = change(r.current[m.key], r.sameMonthLastYear[m.key]);
        return (
          <span className={styles.cell}>
            <span>{figure(r.current[m.key])}</span>
            <span className={tone(mom)}>{`环比 ${mom}`}</span>
            <span className={tone(yoy)}>{`同比 ${yoy}`}</span>
          </span>
        );
      },
    })),
  ];
  const download = () =>
    exportXlsx(
      `${fileName}.xlsx`,
      '月度统计',
      [
        { header: '月份', key: 'month' },
        ...flowMeasures.flatMap((m) => [
          { header: m.label, key: m.key },
          { header: `${m.label}环比`, key: `${m.key}Mom` },
          { header: `${m.label}同比`, key: `${m.key}Yoy` },
        ]),
      ],
      list.map((r) => {
        const row: Record<string, unknown> = { month: r.month };
        for (const m of flowMeasures) {
          row[m.key] = r.current[m.key];
          row[`${m.key}Mom`] = change(r.current[m.key], r.previousMonth[m.key]);
          row[`${m.key}Yoy`] = change(r.current[m.key], r.sameMonthLastYear[m.key]);
        }
        return row;
      }),
    );
  const months = list.map((r) => r.month);
  const running = endsInRunningPeriod(months) ? PARTIAL_MONTH_NOTE : undefined;
  return (
    <>
      <div className={styles.charts}>
        {flowMeasures.map((m) => (
          <div key={m.key} className={styles.chart}>
            <Text className={styles.title}>{m.label}</Text>
            <LineChart
              title={`${m.label}月度趋势`}
              categories={months}
              running={running}
              series={[
                { name: '本期', data: list.map((r) => r.current[m.key]) },
                { name: '去年同期', data: list.map((r) => r.sameMonthLastYear[m.key]), settled: true },
              ]}
            />
          </div>
        ))}
      </div>
      <div className={styles.head}>
        <Text className={styles.title}>每月明细</Text>
        <Button icon={<ArrowDownloadRegular />} disabled={!list.length} onClick={() => void download()}>
          导出 Excel
        </Button>
      </div>
      <DataTable
        label="每月明细"
        className={styles.table}
        columns={columns}
        rows={[...list].reverse()}
        rowKey={(r) => r.month}
        loading={loading}
        stacked
      />
    </>
  );
}

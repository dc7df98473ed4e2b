import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { type Column, DataTable } from '#kit/table/DataTable';
import { exportXlsx } from './exportXlsx';
import { LineChart } from './LineChart';
import { type FlowMeasureValues, figure, flowMeasures } from './measures';
import { endsInRunningPeriod, PARTIAL_NOTE } from './partial';

const useStyles = makeStyles({
  cards: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(130px, 1fr))',
    gap: tokens.spacingHorizontalS,
    marginBottom: tokens.spacingVerticalM,
  },
  card: {
    padding: tokens.spacingVerticalS,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
  },
  value: { fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  muted: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  charts: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 420px), 1fr))',
    gap: tokens.spacingHorizontalM,
    marginBottom: tokens.spacingVerticalM,
  },
  chart: { border: `1px solid ${tokens.colorNeutralStroke2}`, borderRadius: tokens.borderRadiusMedium, padding: tokens.spacingVerticalS },
  chartTitle: { fontWeight: tokens.fontWeightSemibold },
  head: {
    display: 'flex',
    justifyContent: 'space-between',
    alignItems: 'center',
    marginBottom: tokens.spacingVerticalS,
    gap: tokens.spacingHorizontalS,
    flexWrap: 'wrap',
  },
  table: { minWidth: '840px' },
});

export type FlowRow = FlowMeasureValues & { date: string };

/** The flow figures of a range: totals, a line chart per measure, the table of days, and the xlsx export. */
export function FlowView({
  list,
  summary,
  loading,
  fileName,
  updatedAt,
}: {
  list: FlowRow[];
  summary?: FlowMeasureValues;
  loading?: boolean;
  fileName: string;
  updatedAt?: string;
}) {
  const styles = useStyles();
  const dates = list.map((row) => row.date.slice(5));
  const running = endsInRunningPeriod(list.map((row) => row.date)) ? PARTIAL_NOTE : undefined;
  const columns: Column<FlowRow>[] = [
    { key: 'date', title: '日期', render: (r) => r.date },
    ...flowMeasures.map((m) => ({ key: m.key, title: m.label, render: (r: FlowRow) => figure(r[m.key]) })),
  ];
  const download = () =>
    exportXlsx(
      `${fileName}.xlsx`,
      '流量统计',
      [{ header: '日期', key: 'date' }, ...flowMeasures.map((m) => ({ header: m.label, key: m.key }))],
      list,
    );
  return (
    <>
      {summary && (
        <div className={styles.cards}>
          {flowMeasures.map((m) => (
            <div key={m.key} className={styles.card}>
              <Text className={styles.muted}>{m.label}</Text>
              <Text className={styles.value}>{figure(summary[m.key])}</Text>
            </div>
          ))}
        </div>
      )}
      {updatedAt && (
        <Text
          className={styles.muted}
        >{`统计到 ${new Date(updatedAt).toLocaleString('zh-CN', { timeZone: 'Asia/Shanghai', hour12: false })}，今天的数字每分钟更新`}</Text>
      )}
      <div className={styles.charts}>
        {flowMeasures.map((m) => (
          <div key={m.key} className={styles.chart}>
            <Text className={styles.chartTitle}>{m.label}</Text>
            <LineChart
              title={`${m.label}趋势`}
              categories={dates}
              series={[{ name: m.label, data: list.map((row) => row[m.key]) }]}
              running={running}
            />
          </div>
        ))}
      </div>
      <div className={styles.head}>
        <Text className={styles.chartTitle}>每日明细</Text>
        <Button icon={<ArrowDownloadRegular />} disabled={!list.length} onClick={() => void download()}>
          导出 Excel
        </Button>
      </div>
      <DataTable
        label="每日明细"
        className={styles.table}
        columns={columns}
        rows={[...list].reverse()}
        rowKey={(r) => r.date}
        loading={loading}
        stacked
      />
    </>
  );
}

import { makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { useEffect, useRef, useState } from 'react';
import { chartColors } from '#kit/theme/theme';
import { figure, shortFigure } from './measures';
import { splitRunning } from './partial';

const useStyles = makeStyles({
  wrap: { position: 'relative', width: '100%', height: '220px' },
  box: { width: '100%', height: '100%' },
  loading: { position: 'absolute', inset: 0, display: 'flex', alignItems: 'center', justifyContent: 'center' },
  note: { display: 'block', color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
});

interface AxisPoint {
  seriesName: string;
  seriesIndex: number;
  dataIndex: number;
  value: number | '-';
  marker: string;
  axisValueLabel: string;
}

export interface LineSeries {
  name: string;
  data: number[];
  /** Its last point is a finished period even when the chart's is running (last year's same month). */
  settled?: boolean;
}

/**
 * A line chart with ECharts (loaded on first use), in Chinese, resizing with its box so it reads at 375 px.
 * `running`: the last category is today (or this month) and still counting — its segment is dashed, the tooltip
 * says so, and the note (e.g. `PARTIAL_NOTE`) shows under the chart.
 */
export function LineChart({
  title,
  categories,
  series,
  height,
  running,
}: {
  title: string;
  categories: string[];
  series: LineSeries[];
  height?: number;
  running?: string;
}) {
  const styles = useStyles();
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<{ setOption(o: object, notMerge?: boolean): void; resize(): void; dispose(): void } | null>(null);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    let disposed = false;
    let observer: ResizeObserver | undefined;
    void import('./echarts-setup').then(({ echarts }) => {
      if (disposed || !box.current) return;
      chart.current = echarts.init(box.current, undefined, { renderer: 'canvas' });
      observer = new ResizeObserver(() => chart.current?.resize());
      observer.observe(box.current);
      setReady(true);
    });
    return () => {
      disposed = true;
      observer?.disconnect();
      chart.current?.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    if (!ready || !chart.current) return;
    chart.current.setOption(
      {
        aria: { enabled: true, label: { description: title } },
        // Canvas needs real colours (Fluent's tokens are CSS variables): the spec's brand blue first.
        color: chartColors,
        tooltip: { trigger: 'axis', formatter: (points: AxisPoint[]) => axisTooltip(points, running ? categories.length - 1 : -1) },
        legend: series.length > 1 ? { top: 0, textStyle: { fontSize: 12 } } : undefined,
        grid: { left: 8, right: 16, top: series.length > 1 ? 32 : 16, bottom: 8, containLabel: true },
        xAxis: { type: 'category', data: categories, boundaryGap: false, axisLabel: { fontSize: 11, hideOverlap: true } },
        yAxis: { type: 'value', minInterval: 1, axisLabel: { fontSize: 11, formatter: (v: number) => shortFigure(v) } },
        series: series.flatMap((s, i) => {
          const line = { name: s.name, type: 'line', smooth: 0.3, smoothMonotone: 'x', showSymbol: categories.length <= 31 };
          const color = chartColors[i % chartColors.length];
          if (!running || s.settled) return [{ ...line, data: s.data, itemStyle: { color } }];
          const { done, running: last } = splitRunning(s.data);
          // Same name and colour: the legend shows and hides both halves together.
          return [
            { ...line, data: done, itemStyle: { color } },
            { ...line, data: last, itemStyle: { color }, lineStyle: { type: 'dashed', color } },
          ];
        }),
      },
      true,
    );
  }, [ready, title, categories, series, running]);

  return (
    <div>
      <div className={styles.wrap} style={height ? { height } : undefined}>
        {/* ECharts owns this box's children: React renders nothing inside it. */}
        <div className={styles.box} role="img" aria-label={running ? `${title}（${running}）` : title} ref={box} />
        {!ready && (
          <div className={styles.loading}>
            <Spinner size="small" label="图表加载中" />
          </div>
        )}
      </div>
      {running && <Text className={styles.note}>{running}</Text>}
    </div>
  );
}

/** One line per series (the two halves of a split line share a point), the running point marked 统计中. */
function axisTooltip(points: AxisPoint[], runningIndex: number): string {
  const first = points[0];
  if (!first) return '';
  const seen = new Set<string>();
  const rows = points
    .filter((p) => p.value !== '-' && !seen.has(p.seriesName) && seen.add(p.seriesName))
    .map((p) => `${p.marker}${escapeHtml(p.seriesName)}：${figure(Number(p.value))}`);
  const head = escapeHtml(first.axisValueLabel) + (first.dataIndex === runningIndex ? '（统计中）' : '');
  return [head, ...rows].join('<br/>');
}

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

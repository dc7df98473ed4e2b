import { makeStyles, Spinner } from '@fluentui/react-components';
import { useEffect, useRef, useState } from 'react';
import { figure, shortFigure } from './measures';

const useStyles = makeStyles({
  wrap: { position: 'relative', width: '100%', height: '220px' },
  box: { width: '100%', height: '100%' },
  loading: { position: 'absolute', inset: 0, display: 'flex', alignItems: 'center', justifyContent: 'center' },
});

export interface LineSeries {
  name: string;
  data: number[];
}

/** A line chart with ECharts (loaded on first use), in Chinese, resizing with its box so it reads at 375 px. */
export function LineChart({
  title,
  categories,
  series,
  height,
}: {
  title: string;
  categories: string[];
  series: LineSeries[];
  height?: number;
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
        color: ['#409EFF', '#67C23A', '#E6A23C', '#F56C6C'],
        tooltip: { trigger: 'axis', valueFormatter: (v: number) => figure(v) },
        legend: series.length > 1 ? { top: 0, textStyle: { fontSize: 12 } } : undefined,
        grid: { left: 8, right: 16, top: series.length > 1 ? 32 : 16, bottom: 8, containLabel: true },
        xAxis: { type: 'category', data: categories, boundaryGap: false, axisLabel: { fontSize: 11, hideOverlap: true } },
        yAxis: { type: 'value', minInterval: 1, axisLabel: { fontSize: 11, formatter: (v: number) => shortFigure(v) } },
        series: series.map((s) => ({
          name: s.name,
          type: 'line',
          data: s.data,
          smooth: 0.3,
          smoothMonotone: 'x',
          showSymbol: categories.length <= 31,
        })),
      },
      true,
    );
  }, [ready, title, categories, series]);

  return (
    <div className={styles.wrap} style={height ? { height } : undefined}>
      {/* ECharts owns this box's children: React renders nothing inside it. */}
      <div className={styles.box} role="img" aria-label={title} ref={box} />
      {!ready && (
        <div className={styles.loading}>
          <Spinner size="small" label="图表加载中" />
        </div>
      )}
    </div>
  );
}

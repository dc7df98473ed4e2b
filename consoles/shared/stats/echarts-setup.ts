// Only what the statistics charts use, registered once: ECharts' core, the line chart, grid, tooltip, legend and the
// canvas renderer. Imported lazily by LineChart, so no console page but the statistics ones loads ECharts.
import { LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

echarts.use([LineChart, GridComponent, TooltipComponent, LegendComponent, CanvasRenderer]);

export { echarts };

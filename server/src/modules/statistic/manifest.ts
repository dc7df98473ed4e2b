import { defineModule } from '../module';
import * as tables from './statistic.tables';
import { statisticHandlers } from './statistic-handlers';

export const statisticModule = defineModule({
  name: 'statistic',
  handlers: { statistic: statisticHandlers },
  tables,
  tasks: [
    {
      name: 'statisticsRollup',
      label: '汇总流量统计',
      cron: '* * * * *',
      enabledByDefault: true,
      retryLimit: 2,
      // Today's figures are rolled up every minute (the consoles show them live within a minute), yesterday's again in
      // the first hour of a day so that the visits flushed just after midnight land on the right day.
      run: (deps) => deps.statistics.rollUp(),
    },
  ],
});

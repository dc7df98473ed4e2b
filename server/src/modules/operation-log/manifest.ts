import { defineModule } from '../module';
import * as tables from './operation-log.tables';
import { streamOperationLogXlsx } from './operation-log-export';
import { operationLogHandlers } from './operation-log-handlers';

export const operationLogModule = defineModule({
  name: 'operation-log',
  handlers: { operationLog: operationLogHandlers },
  tables,
  // The operation log's xlsx, streamed when its one-time link is used.
  downloads: { operationLog: (deps, target) => streamOperationLogXlsx(deps, target.chainId, target.filter) },
});

import { operationIndex } from '../../../../sdk';
import { defineModule } from '../module';
import { pointPersonalData } from './personal-data';
import * as tables from './point.tables';
import { pointHandlers } from './point-handlers';
import { countPointRecordsSince, deleteMemberPoints, provisionPoints } from './point-repository';

export const pointModule = defineModule({
  name: 'point',
  handlers: { point: pointHandlers },
  tables,
  consoleBadges: { pointRecord: { roles: operationIndex.getPointRecordList.roles, count: countPointRecordsSince } },
  personalData: pointPersonalData,
  // Last: the stages before may have written points (a removed post takes its points back).
  erasure: { stage: 'ledger', erase: (tx, { siteId, siteUserId }) => deleteMemberPoints(tx, siteId, siteUserId) },
  provisionSite: (tx, { siteId }) => provisionPoints(tx, siteId),
});

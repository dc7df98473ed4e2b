import { defineModule } from '../module';
import * as tables from './draft.tables';
import { draftHandlers } from './draft-handlers';
import { draftPersonalData, eraseMemberDrafts } from './personal-data';

export const draftModule = defineModule({
  name: 'draft',
  handlers: { draft: draftHandlers },
  tables,
  personalData: draftPersonalData,
  erasure: { stage: 'content', erase: (tx, member) => eraseMemberDrafts(tx, member) },
});

import { defineModule } from '../module';
import * as tables from './message.tables';
import { messageHandlers } from './message-handlers';
import { eraseMemberMessages, messagePersonalData, seedDemoMessages } from './message-member-data';

export const messageModule = defineModule({
  name: 'message',
  handlers: { message: messageHandlers },
  tables,
  personalData: messagePersonalData,
  erasure: { stage: 'content', erase: (tx, member) => eraseMemberMessages(tx, member) },
  demoSeed: (tx, site) => seedDemoMessages(tx, site),
});

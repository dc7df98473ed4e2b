import { defineModule } from '../module';
import { eventsHandlers } from './events-handlers';

export const eventsModule = defineModule({
  name: 'events',
  handlers: { events: eventsHandlers },
});

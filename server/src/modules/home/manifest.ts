import { defineModule } from '../module';
import { homeHandlers } from './home-handlers';

/** The SaaS console's home page: figures read from other modules' tables, no tables of its own. */
export const homeModule = defineModule({
  name: 'home',
  handlers: { home: homeHandlers },
});

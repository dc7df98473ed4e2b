import { defineModule } from '../module';
import * as tables from './slide.tables';
import { seedDemoSlides } from './slide-demo';
import { slideHandlers } from './slide-handlers';

export const slideModule = defineModule({
  name: 'slide',
  handlers: { slide: slideHandlers },
  tables,
  demoSeed: seedDemoSlides,
});

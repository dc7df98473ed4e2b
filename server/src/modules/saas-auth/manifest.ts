import { defineModule } from '../module';
import { saasAuthHandlers } from './saas-auth-handlers';

export const saasAuthModule = defineModule({
  name: 'saas-auth',
  handlers: { saasAuth: saasAuthHandlers },
});

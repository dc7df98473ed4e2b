import { defineModule } from '../module';
import { profileHandlers } from './profile-handlers';

/** A member's public home on the member site (read only: it owns no tables); its server-written page is in app.ts. */
export const profileModule = defineModule({
  name: 'profile',
  handlers: { profile: profileHandlers },
});

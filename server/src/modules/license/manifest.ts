import { defineModule } from '../module';
import * as tables from './license.tables';
import { licenseHandlers } from './license-handlers';
import { insertBasicLicense } from './license-repository';

export const licenseModule = defineModule({
  name: 'license',
  handlers: { license: licenseHandlers },
  tables,
  // A new site starts on the basic licence.
  provisionSite: (tx, { siteId }) => insertBasicLicense(tx, siteId),
});

import { randomBytes } from 'node:crypto';
import { defineModule } from '../module';
import * as tables from './site-domain.tables';
import { siteDomainHandlers } from './site-domain-handlers';

export const siteDomainModule = defineModule({
  name: 'site-domain',
  handlers: { siteDomain: siteDomainHandlers },
  tables,
  // A pending domain on each demo site: the owner sees the TXT record to create (the demo's names never resolve).
  demoSeed: async (tx, site) => {
    await tx.insert(tables.siteDomains).values({
      siteId: site.siteId,
      hostname: `bbs.${site.slug}-club.example.com`,
      token: randomBytes(16).toString('hex'),
    });
  },
});

import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-components';
import { notify } from '#kit/notify/notify';
import { errorText } from '#kit/request/errors';
import type { Schema } from '#sdk';
import { SiteDomainsView } from '#shared/siteDomain/SiteDomainsView';
import { siteApi } from './siteApi';
import { toAddSiteDomainInput, toSiteDomainListInput, toSiteDomainRefInput } from './siteRequests';

export interface SiteDomainsDialogProps {
  site: Schema<'Site'> | null;
  onClose: () => void;
}

/** 域名: the site's custom domains (`getSiteDomainList`), added, verified and deleted from the site list. */
export function SiteDomainsDialog({ site, onClose }: SiteDomainsDialogProps) {
  const siteId = site?.id ?? 0;
  const list = siteApi.useGetSiteDomainListQuery(toSiteDomainListInput(siteId), { skip: !site });
  const [add, adding] = siteApi.useAddSiteDomainMutation();
  const [verify] = siteApi.useVerifySiteDomainMutation();
  const [remove, removing] = siteApi.useDeleteSiteDomainMutation();
  return (
    <Dialog open={site !== null} onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{`域名 · ${site?.name ?? ''}`}</DialogTitle>
          <DialogContent>
            <SiteDomainsView
              domains={list.data}
              loading={list.isFetching}
              error={list.error ? errorText(list.error) : undefined}
              busy={adding.isLoading || removing.isLoading}
              onAdd={async (values) => {
                const result = await add(toAddSiteDomainInput(siteId, values));
                if (result.error) return false;
                notify.success(result.data.description || '域名已添加');
                return true;
              }}
              onVerify={async (domain) => {
                const result = await verify(toSiteDomainRefInput(siteId, domain.id));
                // A failed check is recorded on the domain (why, when): the refusal was toasted, the list shows it.
                if (result.error) list.refetch();
                else notify.success(result.data.description || '域名已验证');
              }}
              onDelete={async (domain) => {
                const result = await remove(toSiteDomainRefInput(siteId, domain.id));
                if (result.error) return false;
                notify.success(result.data.description || '域名已删除');
                return true;
              }}
            />
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onClose}>
              关闭
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

import { Panel } from '#kit/app/Panel';
import { notify } from '#kit/notify/notify';
import { api } from '#kit/request/api';
import { errorText } from '#kit/request/errors';
import { SiteDomainsView } from '#shared/siteDomain/SiteDomainsView';

/** 域名设置: the owner binds the site's custom domains from its own console (`getConsoleSiteDomainList`, owner only). */
export function SiteDomainPage() {
  const list = api.useGetConsoleSiteDomainListQuery();
  const [add, adding] = api.useAddConsoleSiteDomainMutation();
  const [verify] = api.useVerifyConsoleSiteDomainMutation();
  const [remove, removing] = api.useDeleteConsoleSiteDomainMutation();
  return (
    <Panel>
      <SiteDomainsView
        domains={list.data}
        loading={list.isFetching}
        error={list.error ? errorText(list.error) : undefined}
        busy={adding.isLoading || removing.isLoading}
        onAdd={async (values) => {
          const result = await add({ body: { hostname: values.hostname.trim(), method: values.method } });
          if (result.error) return false;
          notify.success(result.data.description || '域名已添加');
          return true;
        }}
        onVerify={async (domain) => {
          const result = await verify({ body: { id: domain.id } });
          // A failed check is recorded on the domain (why, when): the refusal was toasted, the list shows it.
          if (result.error) list.refetch();
          else notify.success(result.data.description || '域名已验证');
        }}
        onDelete={async (domain) => {
          const result = await remove({ body: { id: domain.id } });
          if (result.error) return false;
          notify.success(result.data.description || '域名已删除');
          return true;
        }}
      />
    </Panel>
  );
}

import { Badge, Button, Caption1, Field, Input, makeStyles, Radio, RadioGroup, Spinner, Text, tokens } from '@fluentui/react-components';
import { AddRegular, ArrowSyncRegular, DeleteRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { ConfirmDialog } from '#kit/dialog/ConfirmDialog';
import { maxLengthOf } from '#kit/form/fieldRules';
import { useForm } from '#kit/form/useForm';
import { formatDateTime } from '#kit/format';
import { SiteDomainMethodLabels, SiteDomainStatusLabels } from '#sdk';
import { type AddDomainValues, addDomainRules, canVerify, emptyAddDomain, type SiteDomain, typedHostname } from './siteDomainForm';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  add: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalM },
  host: { flexGrow: 1, minWidth: '220px' },
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, margin: 0, padding: 0, listStyleType: 'none' },
  item: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalM,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  head: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  name: { overflowWrap: 'anywhere' },
  grow: { flexGrow: 1 },
  record: {
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    columnGap: tokens.spacingHorizontalM,
    rowGap: '2px',
    margin: 0,
  },
  code: { fontFamily: tokens.fontFamilyMonospace, overflowWrap: 'anywhere', margin: 0 },
  muted: { color: tokens.colorNeutralForeground3 },
  error: { color: tokens.colorPaletteRedForeground1 },
});

const statusColor = { pending: 'warning', verified: 'success', failed: 'danger' } as const;

export interface SiteDomainsViewProps {
  domains: readonly SiteDomain[] | undefined;
  loading: boolean;
  /** The list's failure (the request layer has already toasted it). */
  error?: string;
  /** Answers true when the domain was added (the form then empties). */
  onAdd: (values: AddDomainValues) => Promise<boolean>;
  onVerify: (domain: SiteDomain) => Promise<void>;
  onDelete: (domain: SiteDomain) => Promise<boolean>;
  busy?: boolean;
}

/** How to prove the domain: the TXT record or the file to create, as the server spells them. */
function Proof({ domain }: { domain: SiteDomain }) {
  const styles = useStyles();
  return domain.method === 'dns' ? (
    <dl className={styles.record}>
      <dt>记录类型</dt>
      <dd className={styles.code}>TXT</dd>
      <dt>主机记录</dt>
      <dd className={styles.code}>{domain.txtName}</dd>
      <dt>记录值</dt>
      <dd className={styles.code}>{domain.txtValue}</dd>
    </dl>
  ) : (
    <dl className={styles.record}>
      <dt>文件地址</dt>
      <dd className={styles.code}>{domain.fileUrl}</dd>
      <dt>文件内容</dt>
      <dd className={styles.code}>{domain.token}</dd>
    </dl>
  );
}

/**
 * 域名: a site's custom domains — add one, see the TXT record or file that proves it, check it, delete it. Both
 * consoles show it (SaaS site list, the site console's settings) with their own operations.
 */
export function SiteDomainsView({ domains, loading, error, onAdd, onVerify, onDelete, busy }: SiteDomainsViewProps) {
  const styles = useStyles();
  const form = useForm<AddDomainValues>(emptyAddDomain, addDomainRules);
  const [checking, setChecking] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<SiteDomain | null>(null);

  const add = async () => {
    if (!form.validate(['hostname'])) return;
    if (await onAdd({ hostname: form.values.hostname, method: form.values.method })) form.reset(emptyAddDomain);
  };
  const verify = async (domain: SiteDomain) => {
    setChecking(domain.id);
    try {
      await onVerify(domain);
    } finally {
      setChecking(null);
    }
  };

  return (
    <div className={styles.root}>
      <Text>
        绑定自己的域名（如 bbs.example.com）后，站点在该域名上提供服务，原二级域名的页面自动跳转过去。请先在域名服务商处把域名解析（CNAME 或
        A 记录）到本平台，再按下方说明添加验证记录并点击“验证”。
      </Text>
      <div className={styles.add}>
        <Field className={styles.host} label="域名" required {...form.field('hostname')}>
          <Input
            {...form.text('hostname')}
            onChange={(_, data) => form.set('hostname', typedHostname(data.value))}
            placeholder="bbs.example.com"
            maxLength={maxLengthOf('addConsoleSiteDomain', 'body', 'hostname')}
          />
        </Field>
        <Field label="验证方式">
          <RadioGroup
            layout="horizontal"
            value={form.values.method}
            onChange={(_, data) => form.set('method', data.value as AddDomainValues['method'])}
          >
            <Radio value="dns" label={SiteDomainMethodLabels.dns} />
            <Radio value="http" label={SiteDomainMethodLabels.http} />
          </RadioGroup>
        </Field>
        <Button appearance="primary" icon={<AddRegular />} disabled={busy} onClick={add}>
          添加
        </Button>
      </div>
      {loading && !domains ? (
        <Spinner size="tiny" label="加载中…" />
      ) : error ? (
        <Text className={styles.error}>{`加载失败：${error}`}</Text>
      ) : !domains?.length ? (
        <Text className={styles.muted}>还没有绑定域名。</Text>
      ) : (
        <ul className={styles.list} aria-label="已绑定的域名">
          {domains.map((domain) => (
            <li key={domain.id} className={styles.item}>
              <div className={styles.head}>
                <Text weight="semibold" className={styles.name}>
                  {domain.hostname}
                </Text>
                <Badge appearance="tint" color={statusColor[domain.status]}>
                  {SiteDomainStatusLabels[domain.status]}
                </Badge>
                {domain.primary && (
                  <Badge appearance="outline" color="brand">
                    主域名
                  </Badge>
                )}
                <span className={styles.grow} />
                {canVerify(domain) && (
                  <Button
                    size="small"
                    icon={checking === domain.id ? <Spinner size="tiny" /> : <ArrowSyncRegular />}
                    disabled={checking !== null}
                    onClick={() => verify(domain)}
                  >
                    验证
                  </Button>
                )}
                <Button size="small" appearance="subtle" icon={<DeleteRegular />} onClick={() => setDeleting(domain)}>
                  删除
                </Button>
              </div>
              {canVerify(domain) && (
                <>
                  <Caption1>{domain.method === 'dns' ? '在域名的 DNS 中添加这条记录：' : '让这个地址返回下面的内容（纯文本）：'}</Caption1>
                  <Proof domain={domain} />
                </>
              )}
              {domain.error && <Caption1 className={styles.error}>{`上次验证未通过：${domain.error}`}</Caption1>}
              <Caption1 className={styles.muted}>
                {domain.verifiedAt
                  ? `验证通过于 ${formatDateTime(domain.verifiedAt)}`
                  : domain.checkedAt
                    ? `上次验证 ${formatDateTime(domain.checkedAt)}`
                    : `添加于 ${formatDateTime(domain.createdAt)}`}
              </Caption1>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={`删除域名「${deleting?.hostname ?? ''}」`}
        confirmText="删除"
        danger
        busy={busy}
        onConfirm={async () => {
          if (deleting && (await onDelete(deleting))) setDeleting(null);
        }}
        onCancel={() => setDeleting(null)}
      >
        <Text>删除后站点不再在该域名上提供服务；若它是主域名，改用另一个已验证的域名，没有则回到二级域名。</Text>
      </ConfirmDialog>
    </div>
  );
}

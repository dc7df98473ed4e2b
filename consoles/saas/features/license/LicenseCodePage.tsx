import { Badge, Button, Field, makeStyles, Text, tokens } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { Panel } from '#kit/app/Panel';
import { ConfirmDialog } from '#kit/dialog/ConfirmDialog';
import { useEditDialog } from '#kit/dialog/useEditDialog';
import { formatDateTime } from '#kit/format/time';
import { notify } from '#kit/notify/notify';
import { type Column, DataTable } from '#kit/table/DataTable';
import { EnumDropdown } from '#kit/table/EnumDropdown';
import { Pager } from '#kit/table/Pager';
import { useListPage } from '#kit/table/useListPage';
import { LicenseCodeStatusLabels, type Schema } from '#sdk';
import { planText } from '../../shared/order/orderText';
import { CreatedCodesDialog } from './CreatedCodesDialog';
import { GenerateCodesDialog } from './GenerateCodesDialog';
import { licenseApi } from './licenseApi';
import {
  emptyLicenseCodeValues,
  type LicenseCodeStatus,
  type LicenseCodeValues,
  licenseCodeRules,
  toCreateLicenseCodesInput,
  toLicenseCodeListInput,
  toRevokeLicenseCodeInput,
} from './licenseRequests';

const useStyles = makeStyles({
  toolbar: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalM },
  extra: { marginInlineStart: 'auto' },
  mono: { fontFamily: tokens.fontFamilyMonospace, whiteSpace: 'nowrap' },
  codeColumn: { width: '200px' },
  planColumn: { width: '130px' },
  narrowColumn: { width: '100px' },
  stack: { display: 'flex', flexDirection: 'column' },
  muted: { color: tokens.colorNeutralForeground3 },
  note: { maxWidth: '240px', overflowWrap: 'anywhere' },
});

type LicenseCode = Schema<'LicenseCode'>;
const statusColor = { unused: 'success', used: 'informative', revoked: 'subtle' } as const;

/** 授权码: generated codes (last four characters only), 生成 (codes shown once) and 作废 (admin or Site). */
export function LicenseCodePage() {
  const styles = useStyles();
  const list = useListPage({
    operation: 'getLicenseCodeList',
    empty: '' as LicenseCodeStatus | '',
    toInput: (status, at) => toLicenseCodeListInput(status, at.page, at.pageSize),
  });
  const status = list.filters;
  const [revoke, revoking] = licenseApi.useRevokeLicenseCodeMutation();
  const [created, setCreated] = useState<Schema<'LicenseCodeCreated'>[] | null>(null);
  const generate = useEditDialog<'new', LicenseCodeValues, 'createLicenseCodes'>({
    operation: 'createLicenseCodes',
    values: () => emptyLicenseCodeValues,
    blank: emptyLicenseCodeValues,
    rules: licenseCodeRules,
    toInput: toCreateLicenseCodesInput,
    success: '授权码已生成',
    onSaved: (envelope) => setCreated(envelope.data ?? []),
  });
  const [toRevoke, setToRevoke] = useState<LicenseCode | null>(null);

  const confirmRevoke = async () => {
    if (!toRevoke) return;
    const result = await revoke(toRevokeLicenseCodeInput(toRevoke.id));
    setToRevoke(null);
    if (result.data) notify.success(result.data.description || '授权码已作废');
  };

  const columns: Column<LicenseCode>[] = [
    {
      key: 'code',
      title: '授权码',
      className: styles.codeColumn,
      render: (c) => <span className={styles.mono}>{`****-****-****-${c.codeTail}`}</span>,
    },
    { key: 'plan', title: '套餐', className: styles.planColumn, render: (c) => planText(c.licenseType, c.months) },
    {
      key: 'status',
      title: '状态',
      className: styles.narrowColumn,
      render: (c) => (
        <Badge appearance="tint" color={statusColor[c.status]}>
          {LicenseCodeStatusLabels[c.status]}
        </Badge>
      ),
    },
    { key: 'note', title: '备注', render: (c) => <span className={styles.note}>{c.note || '无'}</span> },
    {
      key: 'created',
      title: '生成',
      render: (c) => (
        <span className={styles.stack}>
          <Text>{c.createdByName}</Text>
          <Text size={200} className={styles.muted}>
            {formatDateTime(c.createdAt)}
          </Text>
        </span>
      ),
    },
    {
      key: 'used',
      title: '使用站点',
      render: (c) =>
        c.usedAt ? (
          <span className={styles.stack}>
            <Text>{c.usedSiteName}</Text>
            <Text size={200} className={styles.muted}>
              {formatDateTime(c.usedAt)}
            </Text>
          </span>
        ) : (
          '无'
        ),
    },
    {
      key: 'actions',
      title: '操作',
      className: styles.narrowColumn,
      render: (c) =>
        c.status === 'unused' ? (
          <Button size="small" onClick={() => setToRevoke(c)}>
            作废
          </Button>
        ) : null,
    },
  ];

  return (
    <Panel>
      <div className={styles.toolbar}>
        <Field label="状态">
          <EnumDropdown
            label="状态"
            value={status}
            labels={LicenseCodeStatusLabels}
            allText="全部状态"
            onChange={(v) => list.apply(v as LicenseCodeStatus | '')}
          />
        </Field>
        <div className={styles.extra}>
          <Button appearance="primary" icon={<AddRegular />} onClick={() => generate.open('new')}>
            生成授权码
          </Button>
        </div>
      </div>
      <DataTable
        label="授权码"
        columns={columns}
        rowKey={(c) => c.id}
        {...list.table}
        empty={status ? `没有${LicenseCodeStatusLabels[status]}的授权码` : '还没有生成授权码'}
      />
      {list.pager.total > 0 && <Pager {...list.pager} />}
      <GenerateCodesDialog dialog={generate} />
      <CreatedCodesDialog codes={created} onClose={() => setCreated(null)} />
      <ConfirmDialog
        open={toRevoke !== null}
        title="作废授权码"
        confirmText="作废"
        danger
        busy={revoking.isLoading}
        onConfirm={confirmRevoke}
        onCancel={() => setToRevoke(null)}
      >
        <Text>{`确定作废末四位为 ${toRevoke?.codeTail ?? ''} 的授权码吗？作废后它不能再激活，且不能恢复。`}</Text>
      </ConfirmDialog>
    </Panel>
  );
}

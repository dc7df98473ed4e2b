import { Badge, Button, Dropdown, Field, Input, makeStyles, Option, Text, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Panel } from '#kit/app/Panel';
import { ConfirmDialog } from '#kit/dialog/ConfirmDialog';
import { ImageUploadField } from '#kit/form/ImageUploadField';
import { notify } from '#kit/notify/notify';
import { api } from '#kit/request/api';
import { errorText } from '#kit/request/errors';
import { type Column, DataTable } from '#kit/table/DataTable';
import { AppletCategoryAuditStatusLabels, type Schema } from '#sdk';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '560px' },
  row: { display: 'flex', gap: tokens.spacingHorizontalM, flexWrap: 'wrap', '& > *': { flex: '1 1 200px' } },
  stack: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  muted: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  error: { color: tokens.colorPaletteRedForeground1, fontSize: tokens.fontSizeBase200 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'center', flexWrap: 'wrap' },
});

type Category = Schema<'AppletCategory'>;
type CategoryList = Schema<'AppletCategoryList'>;
const auditColor = { auditing: 'warning', rejected: 'danger', passed: 'success' } as const;

/** Why nothing can be added now (WeChat's limits: at most `limit` categories, `quota` additions left this month), or ''. */
export function addBlocked(data: CategoryList): string {
  if (data.list.length >= data.limit) return `已有 ${data.list.length} 个类目，达到微信的上限 ${data.limit} 个；如需新类目，请先删除一个`;
  if (data.quota <= 0) return '本月添加类目的次数已用完，请下月再试';
  return '';
}

/** The second-level categories still free under a first-level one (an added one cannot be added twice: 53304). */
export function freeChildren(data: CategoryList, first: number) {
  const parent = data.catalog.find((c) => c.id === first);
  const taken = new Set(data.list.filter((c) => c.first === first).map((c) => c.second));
  return (parent?.children ?? []).filter((c) => !taken.has(c.id));
}

/**
 * 服务类目 (`/setting/wechatApplet/serviceCategory`): the mini-program's categories with WeChat's review of each
 * (getcategory), add one from WeChat's tree (addcategory; a licensed one with its 资质 image, reviewed by WeChat) and
 * delete one (deletecategory). A code audit needs at least one approved category.
 */
export function ServiceCategoryPage() {
  const styles = useStyles();
  const categories = api.useGetAppletCategoryListQuery(undefined, { pollingInterval: 30_000 });
  const [add, adding] = api.useAddAppletCategoryMutation();
  const [remove, removing] = api.useDeleteAppletCategoryMutation();
  const [first, setFirst] = useState(0);
  const [second, setSecond] = useState(0);
  const [licence, setLicence] = useState({ key: '', value: '' });
  const [failure, setFailure] = useState('');
  const [deleting, setDeleting] = useState<Category | null>(null);

  if (categories.error) return <Panel title="服务类目">{errorText(categories.error)}</Panel>;
  const data = categories.data;
  if (!data) return <Panel title="服务类目">加载中…</Panel>;

  const parent = data.catalog.find((c) => c.id === first);
  const children = freeChildren(data, first);
  const child = children.find((c) => c.id === second);
  const sensitive = Boolean(parent?.sensitive || child?.sensitive);
  const blocked = addBlocked(data);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setFailure('');
    if (!first) return setFailure('请选择一级类目');
    if (!second) return setFailure('请选择二级类目');
    if (sensitive && (!licence.key.trim() || !licence.value)) return setFailure('该类目需要资质：请填写资质名称并上传资质图片');
    const body: Schema<'AppletCategoryInput'> = { first, second };
    if (sensitive) body.certicates = [{ key: licence.key.trim(), value: licence.value }];
    const result = await add({ body });
    if (result.data?.type === 1) {
      notify.success(result.data.description || (sensitive ? '已提交，等待微信审核资质' : '已添加'));
      setFirst(0);
      setSecond(0);
      setLicence({ key: '', value: '' });
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    const result = await remove({ body: { first: deleting.first, second: deleting.second } });
    if (result.data?.type === 1) notify.success(result.data.description || '已删除');
    setDeleting(null);
  };

  const columns: Column<Category>[] = [
    {
      key: 'name',
      title: '类目',
      render: (c) => <Text>{`${c.firstName} › ${c.secondName}`}</Text>,
    },
    {
      key: 'audit',
      title: '审核',
      render: (c) => (
        <span className={styles.stack}>
          <span>
            <Badge appearance="tint" color={auditColor[c.auditStatus]}>
              {AppletCategoryAuditStatusLabels[c.auditStatus]}
            </Badge>
          </span>
          {c.auditReason && <Text className={styles.error}>{c.auditReason}</Text>}
        </span>
      ),
    },
    {
      key: 'actions',
      title: '操作',
      render: (c) => (
        <Button size="small" aria-label={`删除 ${c.firstName} › ${c.secondName}`} onClick={() => setDeleting(c)}>
          删除
        </Button>
      ),
    },
  ];

  return (
    <div className={styles.page}>
      <Panel
        title="服务类目"
        description={`小程序最多 ${data.limit} 个类目，本月还可添加 ${data.quota} 次；提交审核需要至少一个审核通过的类目。`}
      >
        <DataTable
          label="已添加的服务类目"
          columns={columns}
          rows={data.list}
          rowKey={(c) => `${c.first}-${c.second}`}
          loading={categories.isFetching && !data}
          empty="还没有服务类目"
          stacked
        />
      </Panel>
      <Panel title="添加类目">
        {blocked ? (
          <Text role="status">{blocked}</Text>
        ) : (
          <form className={styles.form} noValidate onSubmit={submit}>
            <div className={styles.row}>
              <Field label="一级类目" required>
                <Dropdown
                  placeholder="请选择"
                  value={parent?.name ?? ''}
                  selectedOptions={first ? [String(first)] : []}
                  onOptionSelect={(_, d) => {
                    setFirst(Number(d.optionValue));
                    setSecond(0);
                  }}
                >
                  {data.catalog.map((c) => (
                    <Option key={c.id} value={String(c.id)} text={c.name}>
                      {c.sensitive ? `${c.name}（需资质）` : c.name}
                    </Option>
                  ))}
                </Dropdown>
              </Field>
              <Field label="二级类目" required>
                <Dropdown
                  placeholder={first ? '请选择' : '先选一级类目'}
                  disabled={!first}
                  value={child?.name ?? ''}
                  selectedOptions={second ? [String(second)] : []}
                  onOptionSelect={(_, d) => setSecond(Number(d.optionValue))}
                >
                  {children.map((c) => (
                    <Option key={c.id} value={String(c.id)} text={c.name}>
                      {c.sensitive ? `${c.name}（需资质）` : c.name}
                    </Option>
                  ))}
                </Dropdown>
              </Field>
            </div>
            {sensitive && (
              <>
                <Text className={styles.muted}>{child?.qualify || parent?.qualify || '该类目需要提交资质，由微信审核。'}</Text>
                <Field label="资质名称" required>
                  <Input
                    value={licence.key}
                    maxLength={60}
                    placeholder="如：ICP 备案、办学许可证"
                    onChange={(_, d) => setLicence({ ...licence, key: d.value })}
                  />
                </Field>
                <ImageUploadField
                  label="资质图片"
                  noun="资质图片"
                  hint="证件的清晰照片或扫描件，不超过 2 MB"
                  purpose="post"
                  shape="contain"
                  size={96}
                  required
                  value={licence.value}
                  onChange={(url) => setLicence({ ...licence, value: url })}
                />
              </>
            )}
            {failure && <Text className={styles.error}>{failure}</Text>}
            <div className={styles.actions}>
              <Button appearance="primary" type="submit" disabled={adding.isLoading}>
                添加
              </Button>
            </div>
          </form>
        )}
        <div className={styles.actions}>
          <RouterLink to="/setting/wechatApplet">返回微信小程序</RouterLink>
        </div>
      </Panel>
      <ConfirmDialog
        open={deleting !== null}
        title="删除服务类目"
        danger
        busy={removing.isLoading}
        confirmText="删除"
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      >
        {deleting && `删除“${deleting.firstName} › ${deleting.secondName}”？删除后再添加会占用本月的添加次数。`}
      </ConfirmDialog>
    </div>
  );
}

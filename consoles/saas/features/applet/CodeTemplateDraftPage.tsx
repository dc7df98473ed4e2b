import { Button, makeStyles, Radio, RadioGroup, Text, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { Panel } from '#kit/app/Panel';
import { ConfirmDialog } from '#kit/dialog/ConfirmDialog';
import { notify } from '#kit/notify/notify';
import { api } from '#kit/request/api';
import { errorText } from '#kit/request/errors';
import { DateTimeCell } from '#kit/table/cells';
import { type Column, DataTable } from '#kit/table/DataTable';
import { CodeTemplateTypeLabels, type Schema } from '#sdk';

const useStyles = makeStyles({
  stack: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  muted: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
});

type Draft = Schema<'CodeTemplateDraft'>;

/** 模板草稿 (`/wechatApplet/codeTemplateDraft`): what the platform's 开发小程序 uploaded from WeChat DevTools; 添加到模板库. */
export function CodeTemplateDraftPage() {
  const styles = useStyles();
  const drafts = api.useGetCodeTemplateDraftListQuery();
  const [add, adding] = api.useAddCodeTemplateMutation();
  const [target, setTarget] = useState<Draft | null>(null);
  const [type, setType] = useState<Schema<'CodeTemplateType'>>('normal');

  const columns: Column<Draft>[] = [
    { key: 'draftId', title: '草稿编号', render: (d) => d.draftId },
    {
      key: 'version',
      title: '版本',
      render: (d) => (
        <span className={styles.stack}>
          <Text>{d.userVersion}</Text>
          <Text className={styles.muted}>{d.userDesc}</Text>
        </span>
      ),
    },
    {
      key: 'source',
      title: '来源',
      render: (d) => (
        <span className={styles.stack}>
          <Text>{d.sourceMiniprogram}</Text>
          <Text className={styles.muted}>{`${d.sourceMiniprogramAppid} · ${d.developer}`}</Text>
        </span>
      ),
    },
    { key: 'createTime', title: '上传时间', render: (d) => <DateTimeCell time={d.createTime} /> },
    {
      key: 'actions',
      title: '操作',
      render: (d) => (
        <Button size="small" appearance="primary" onClick={() => setTarget(d)}>
          添加到模板库
        </Button>
      ),
    },
  ];

  return (
    <Panel description="草稿由开发小程序在微信开发者工具中上传；添加到模板库后，才能发布到各站点的小程序。">
      <DataTable
        label="模板草稿"
        columns={columns}
        rows={drafts.data}
        rowKey={(d) => d.draftId}
        loading={drafts.isFetching}
        error={drafts.error ? errorText(drafts.error) : undefined}
        onRetry={drafts.refetch}
        empty="还没有草稿：请在微信开发者工具中上传代码"
        stacked
      />
      <ConfirmDialog
        open={target !== null}
        title="添加到模板库"
        busy={adding.isLoading}
        onCancel={() => setTarget(null)}
        onConfirm={async () => {
          if (!target) return;
          const result = await add({ body: { draftId: target.draftId, templateType: type } });
          if (result.data?.type === 1) {
            notify.success(result.data.description || '已添加到模板库');
            setTarget(null);
          }
        }}
      >
        <Text>{target ? `草稿 ${target.draftId}（${target.userVersion}）将成为模板库中的一个模板。` : ''}</Text>
        <RadioGroup aria-label="模板类型" value={type} onChange={(_, d) => setType(d.value as Schema<'CodeTemplateType'>)}>
          {Object.entries(CodeTemplateTypeLabels).map(([value, label]) => (
            <Radio key={value} value={value} label={label} />
          ))}
        </RadioGroup>
      </ConfirmDialog>
    </Panel>
  );
}

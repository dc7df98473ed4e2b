import { Dropdown, Field, Input, Option, Switch, Textarea } from '@fluentui/react-components';
import { FormDialog } from '#kit/dialog/FormDialog';
import { useEditDialog } from '#kit/dialog/useEditDialog';
import { maxLengthOf } from '#kit/form/fieldRules';
import { ImageUploadField } from '#kit/form/ImageUploadField';
import { notify } from '#kit/notify/notify';
import { useCan } from '#kit/permission/useCan';
import { api } from '#kit/request/api';
import { fieldRules, type Schema, SectionPostPermission, SectionPostPermissionLabels } from '#sdk';
import { MemberPicker } from '#shared/members/MemberPicker';
import {
  blankSectionValues,
  missingRank,
  type SectionValues,
  sectionRules,
  sectionValues,
  toCreateSectionInput,
  toUpdateSectionInput,
} from './sectionRequests';

type Section = Schema<'SectionDetail'>;
export type SectionTarget = Section | 'new';

const MAX_MODERATORS = fieldRules.createSection.body.moderatorIds.maxItems;

/** 新增版块 / 编辑版块: sends `createSection`, or `updateSection` with the changed fields only. */
export function useSectionDialog() {
  const dialog = useEditDialog({
    operation: (target: SectionTarget) => (target === 'new' ? 'createSection' : 'updateSection'),
    blank: blankSectionValues,
    values: (target: SectionTarget) => (target === 'new' ? blankSectionValues : sectionValues(target)),
    rules: sectionRules,
    toInput: (values: SectionValues, target: SectionTarget) =>
      target === 'new' ? toCreateSectionInput(values) : (toUpdateSectionInput(target, values) ?? { body: { id: target.id } }),
    success: (target) => (target === 'new' ? '版块已新增' : '版块已修改'),
  });
  const { target, form } = dialog;
  const submit = () => {
    if (target === null || !form.validate()) return;
    if (missingRank(form.values)) {
      notify.error('请选择可发帖的最低等级');
      return;
    }
    if (target !== 'new' && toUpdateSectionInput(target, form.values) === null) {
      notify.info('没有修改任何内容');
      dialog.close();
      return;
    }
    return dialog.submit();
  };
  return { ...dialog, submit, props: { ...dialog.props, onSubmit: submit } };
}

/** The form of a section: name, description, icon, category, who may post, review first, shown, moderators. */
export function SectionDialog({ dialog }: { dialog: ReturnType<typeof useSectionDialog> }) {
  const { form, shown } = dialog;
  const open = dialog.target !== null;
  const categories = api.useGetSectionCategoryListQuery(undefined, { skip: !open });
  const canReadRanks = useCan('getUserRankList');
  const ranks = api.useGetUserRankListQuery(undefined, { skip: !open || !canReadRanks });
  const picked = form.values.moderators;
  const full = picked.length >= MAX_MODERATORS;
  const byRank = Number(form.values.postPermission) === SectionPostPermission.rank;

  const categoryOptions = [
    { value: '0', text: '不归入分区' },
    ...(categories.data?.list ?? []).map((c) => ({ value: String(c.id), text: c.name })),
  ];
  const rankOptions = (ranks.data ?? []).map((r) => ({ value: String(r.id), text: r.name }));
  if (shown !== null && shown !== 'new' && shown.minRankId !== null && !rankOptions.some((r) => r.value === String(shown.minRankId))) {
    rankOptions.push({ value: String(shown.minRankId), text: shown.minRankName || '已删除的等级' });
  }
  const textOf = (options: { value: string; text: string }[], value: string) => options.find((o) => o.value === value)?.text ?? '';

  return (
    <FormDialog title={shown !== null && shown !== 'new' ? '编辑版块' : '新增版块'} submitText="保存" {...dialog.props}>
      <Field label="版块名称" required {...form.field('name')}>
        <Input {...form.text('name')} placeholder="如：新书推荐" maxLength={maxLengthOf('createSection', 'body', 'name')} />
      </Field>
      <Field label="简介" hint="展示在版块页顶部" {...form.field('description')}>
        <Textarea
          {...form.text('description')}
          placeholder="如：分享近期读到的好书"
          maxLength={maxLengthOf('createSection', 'body', 'description')}
          resize="vertical"
        />
      </Field>
      <ImageUploadField
        label="版块图标"
        noun="图标"
        hint="选填，建议正方形，JPG、PNG、WebP 或 GIF"
        purpose="section"
        value={form.values.icon}
        onChange={(url) => form.set('icon', url)}
      />
      <Field label="所属分区">
        <Dropdown
          aria-label="所属分区"
          value={textOf(categoryOptions, form.values.categoryId)}
          selectedOptions={[form.values.categoryId]}
          onOptionSelect={(_, d) => d.optionValue !== undefined && form.set('categoryId', d.optionValue)}
        >
          {categoryOptions.map((o) => (
            <Option key={o.value} value={o.value}>
              {o.text}
            </Option>
          ))}
        </Dropdown>
      </Field>
      <Field label="发帖权限">
        <Dropdown
          aria-label="发帖权限"
          value={SectionPostPermissionLabels[Number(form.values.postPermission) as 1 | 2 | 3]}
          selectedOptions={[form.values.postPermission]}
          onOptionSelect={(_, d) => d.optionValue !== undefined && form.set('postPermission', d.optionValue)}
        >
          {Object.entries(SectionPostPermissionLabels).map(([value, text]) => (
            <Option key={value} value={value}>
              {text}
            </Option>
          ))}
        </Dropdown>
      </Field>
      {byRank && (
        <Field label="最低等级" required hint={canReadRanks ? '该等级及以上的成员可以发帖' : '需要“用户管理”权限才能选择等级'}>
          <Dropdown
            aria-label="最低等级"
            placeholder="选择等级"
            value={textOf(rankOptions, form.values.minRankId)}
            selectedOptions={form.values.minRankId ? [form.values.minRankId] : []}
            onOptionSelect={(_, d) => d.optionValue !== undefined && form.set('minRankId', d.optionValue)}
          >
            {rankOptions.map((o) => (
              <Option key={o.value} value={o.value}>
                {o.text}
              </Option>
            ))}
          </Dropdown>
        </Field>
      )}
      <Switch
        label={form.values.reviewFirst ? '先审后发：新帖经管理员审核后公开' : '新帖直接公开'}
        checked={form.values.reviewFirst}
        onChange={(_, d) => form.set('reviewFirst', d.checked)}
      />
      <Switch
        label={form.values.visible ? '显示' : '隐藏（成员看不到该版块）'}
        checked={form.values.visible}
        onChange={(_, d) => form.set('visible', d.checked)}
      />
      <Field label="版主" hint={full ? `每个版块最多 ${MAX_MODERATORS} 位版主` : '选填，输入昵称、登录名或手机号搜索本站成员'}>
        <MemberPicker
          picked={picked}
          onChange={(members) => form.set('moderators', members)}
          max={MAX_MODERATORS}
          tagsLabel="已选版主"
          emptyText="未设版主"
        />
      </Field>
    </FormDialog>
  );
}

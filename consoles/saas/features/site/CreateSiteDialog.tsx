import { Dropdown, Field, Input, Option, Textarea } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { FormDialog } from '#kit/dialog/FormDialog';
import { maxLengthOf } from '#kit/form/fieldRules';
import { useForm } from '#kit/form/useForm';
import { notify } from '#kit/notify/notify';
import { errorText, isConsoleError } from '#kit/request/errors';
import type { Schema } from '#sdk';
import { siteApi } from './siteApi';
import { type CreateSiteValues, createSiteRules, emptyCreateSite, siteHostHint, toCreateSiteInput } from './siteRequests';

interface ServerError {
  field?: 'slug' | 'categoryId';
  text: string;
}

/** Where the server's refusal belongs: a taken or reserved slug (409) under the slug, a missing category under it. */
function placeError(error: unknown): ServerError {
  const text = errorText(error);
  if (isConsoleError(error) && error.status === 409) return { field: 'slug', text };
  if (isConsoleError(error) && error.status === 404) return { field: 'categoryId', text };
  return { text };
}

export interface CreateSiteDialogProps {
  open: boolean;
  categories: readonly Schema<'SiteCategory'>[];
  onClose: () => void;
  onCreated?: (site: Schema<'Site'>) => void;
}

/** 创建站点: name, slug (with the host it will get), category, description → `createSite`. */
export function CreateSiteDialog({ open, categories, onClose, onCreated }: CreateSiteDialogProps) {
  const form = useForm<CreateSiteValues>(emptyCreateSite, createSiteRules);
  const [createSite, { isLoading }] = siteApi.useCreateSiteMutation();
  const [serverError, setServerError] = useState<ServerError | null>(null);
  const { reset } = form;

  useEffect(() => {
    if (open) {
      reset(emptyCreateSite);
      setServerError(null);
    }
  }, [open, reset]);

  const fieldProps = (key: 'slug' | 'categoryId') =>
    serverError?.field === key && !form.errors[key]
      ? { validationMessage: serverError.text, validationState: 'error' as const }
      : form.field(key);

  const setValue = <K extends keyof CreateSiteValues>(key: K, value: CreateSiteValues[K]) => {
    form.set(key, value);
    if (serverError?.field === key) setServerError(null);
  };

  const submit = async () => {
    if (!form.validate()) return;
    setServerError(null);
    const result = await createSite(toCreateSiteInput(form.values));
    if (result.error) {
      setServerError(placeError(result.error));
      return;
    }
    notify.success(result.data.description || '站点已创建');
    if (result.data.data) onCreated?.(result.data.data);
    onClose();
  };

  const category = categories.find((c) => String(c.id) === form.values.categoryId);
  return (
    <FormDialog
      open={open}
      title="创建站点"
      submitText="创建"
      busy={isLoading}
      error={serverError && !serverError.field ? serverError.text : undefined}
      onSubmit={submit}
      onCancel={onClose}
    >
      <Field label="站点名称" required {...form.field('name')}>
        <Input {...form.text('name')} placeholder="如：青禾读书会" maxLength={maxLengthOf('createSite', 'body', 'name')} />
      </Field>
      <Field
        label="站点标识"
        required
        hint={`站点地址：${siteHostHint(form.values.slug, window.location.host)}（小写字母开头，3 到 32 位小写字母、数字或连字符，创建后不能修改）`}
        {...fieldProps('slug')}
      >
        <Input
          value={form.values.slug}
          onChange={(_, data) => setValue('slug', data.value.toLowerCase())}
          onBlur={() => form.touch('slug')}
          placeholder="如：reading"
          maxLength={maxLengthOf('createSite', 'body', 'slug')}
          autoComplete="off"
        />
      </Field>
      <Field label="站点分类" required {...fieldProps('categoryId')}>
        <Dropdown
          placeholder="请选择站点分类"
          value={category?.name ?? ''}
          selectedOptions={form.values.categoryId ? [form.values.categoryId] : []}
          onOptionSelect={(_, data) => setValue('categoryId', data.optionValue ?? '')}
        >
          {categories.map((c) => (
            <Option key={c.id} value={String(c.id)}>
              {c.name}
            </Option>
          ))}
        </Dropdown>
      </Field>
      <Field label="站点简介" {...form.field('description')}>
        <Textarea
          {...form.text('description')}
          placeholder="一句话介绍这个社区（选填）"
          maxLength={maxLengthOf('createSite', 'body', 'description')}
          resize="vertical"
        />
      </Field>
    </FormDialog>
  );
}

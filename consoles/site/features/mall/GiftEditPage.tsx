import { Button, Field, Input, makeStyles, Radio, RadioGroup, Select, Spinner, Switch, Textarea, tokens } from '@fluentui/react-components';
import { DismissRegular, ImageAddRegular } from '@fluentui/react-icons';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Panel } from '#kit/app/Panel';
import { maxLengthOf } from '#kit/form/fieldRules';
import { useForm } from '#kit/form/useForm';
import { notify } from '#kit/notify/notify';
import { useCan } from '#kit/permission/useCan';
import { api } from '#kit/request/api';
import { toConsoleError } from '#kit/request/errors';
import { useKitStore } from '#kit/store';
import { GiftKindLabels, GiftKindValues } from '#sdk';
import { blankGift, type GiftValues, giftRules, giftValues, toCreateGiftInput, toUpdateGiftInput } from './mallRequests';

const MAX_IMAGES = 9;

const useStyles = makeStyles({
  form: { display: 'grid', gap: tokens.spacingVerticalM, maxWidth: '640px' },
  row: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))', gap: tokens.spacingHorizontalM },
  images: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  image: { position: 'relative', width: '88px', height: '88px' },
  img: {
    width: '88px',
    height: '88px',
    objectFit: 'cover',
    borderRadius: tokens.borderRadiusMedium,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  remove: { position: 'absolute', top: '2px', right: '2px', minWidth: 'auto' },
  add: { width: '88px', height: '88px' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
});

/** 新增礼品 / 编辑礼品 (hidden `/mall/createGift`, `?id=` to edit): every field of a gift, images through uploadImage. */
export function GiftEditPage() {
  const styles = useStyles();
  const navigate = useNavigate();
  const store = useKitStore();
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || undefined;
  const existing = api.useGetGiftQuery({ query: { id: id ?? 0 } }, { skip: !id });
  const categories = api.useGetGiftCategoryListQuery();
  const canPickCategory = useCan('getPointCategoryList');
  const pointCategories = api.useGetPointCategoryListQuery(undefined, { skip: !canPickCategory });
  const [create, creating] = api.useCreateGiftMutation();
  const [update, updating] = api.useUpdateGiftMutation();
  const form = useForm<GiftValues>(blankGift, giftRules as never);
  const { values, set } = form;
  const [uploading, setUploading] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const loaded = useRef(false);

  useEffect(() => {
    if (existing.data && !loaded.current) {
      loaded.current = true;
      form.reset(giftValues(existing.data));
    }
  }, [existing.data, form]);

  const upload = async (file: File | undefined) => {
    if (!file) return;
    const body = new FormData();
    body.append('file', file);
    setUploading(true);
    try {
      const image = await store.extra.client.uploadImage({ body: body as never });
      set('images', [...values.images, image.url].slice(0, MAX_IMAGES));
    } catch (cause) {
      notify.error(toConsoleError(cause).description);
    } finally {
      setUploading(false);
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!form.validate()) return;
    const result = id ? await update(toUpdateGiftInput(id, values)) : await create(toCreateGiftInput(values));
    if (!result.data) return;
    notify.success(result.data.description || '礼品已保存');
    await navigate('/mall/manageGift');
  };

  if (id && existing.isLoading) return <Spinner label="加载中…" />;
  const virtual = values.kind === 'virtual';
  // Disabled categories are offered only to the gift already in one, so that saving it does not move it.
  const categoryOptions = (categories.data?.list ?? []).filter((c) => c.enabled || String(c.id) === values.categoryId);
  const categoryHint = categories.data?.list.length ? '在「礼品分类」中管理分类' : '还没有礼品分类，可在「礼品分类」中添加';
  return (
    <Panel title={id ? '编辑礼品' : '新增礼品'} description="只有名称、所需积分与库存必填；虚拟礼品的库存由「上传兑换码」决定。">
      <form className={styles.form} noValidate onSubmit={submit}>
        <Field label="礼品名称" required {...form.field('name')}>
          <Input {...form.text('name')} maxLength={maxLengthOf('createGift', 'body', 'name')} />
        </Field>
        <Field label="类型">
          <RadioGroup
            layout="horizontal"
            value={values.kind}
            onChange={(_, d) => {
              set('kind', d.value as GiftValues['kind']);
              if (d.value === 'virtual' && !values.stock) set('stock', '0');
            }}
          >
            {GiftKindValues.map((kind) => (
              <Radio key={kind} value={kind} label={GiftKindLabels[kind]} />
            ))}
          </RadioGroup>
        </Field>
        <div className={styles.row}>
          <Field label="所需积分" required {...form.field('points')}>
            <Input {...form.text('points')} inputMode="numeric" />
          </Field>
          {canPickCategory ? (
            <Field label="积分类型">
              <Select value={values.pointCategoryId} onChange={(_, d) => set('pointCategoryId', d.value)}>
                <option value="">金币（默认）</option>
                {pointCategories.data?.map((c) => (
                  <option key={c.id} value={String(c.id)}>
                    {c.name}
                  </option>
                ))}
              </Select>
            </Field>
          ) : null}
          <Field label="库存" required={!virtual} hint={virtual ? '由兑换码数量决定' : undefined} {...form.field('stock')}>
            <Input {...form.text('stock')} inputMode="numeric" disabled={virtual} />
          </Field>
          <Field label="每人限兑" hint="0 为不限" {...form.field('perMemberLimit')}>
            <Input {...form.text('perMemberLimit')} inputMode="numeric" />
          </Field>
        </div>
        <Field label="分类" hint={categoryHint}>
          <Select value={values.categoryId} onChange={(_, d) => set('categoryId', d.value)}>
            <option value="">未分类</option>
            {categoryOptions.map((c) => (
              <option key={c.id} value={String(c.id)}>
                {c.enabled ? c.name : `${c.name}（已停用）`}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={`图片（最多 ${MAX_IMAGES} 张，第一张为封面）`}>
          <div className={styles.images}>
            {values.images.map((url, i) => (
              <div key={url} className={styles.image}>
                <img className={styles.img} src={url} alt={`图片 ${i + 1}`} />
                <Button
                  className={styles.remove}
                  size="small"
                  icon={<DismissRegular />}
                  aria-label={`移除图片 ${i + 1}`}
                  onClick={() =>
                    set(
                      'images',
                      values.images.filter((u) => u !== url),
                    )
                  }
                />
              </div>
            ))}
            {values.images.length < MAX_IMAGES ? (
              <Button
                className={styles.add}
                icon={uploading ? <Spinner size="tiny" /> : <ImageAddRegular />}
                disabled={uploading}
                onClick={() => fileInput.current?.click()}
              >
                上传
              </Button>
            ) : null}
            <input ref={fileInput} type="file" accept="image/*" hidden onChange={(e) => upload(e.target.files?.[0])} />
          </div>
        </Field>
        <Field label="介绍" {...form.field('description')}>
          <Textarea {...form.text('description')} rows={5} maxLength={maxLengthOf('createGift', 'body', 'description')} />
        </Field>
        <Switch
          checked={values.onShelf}
          onChange={(_, d) => set('onShelf', d.checked)}
          label={values.onShelf ? '上架（会员可见可兑）' : '下架'}
        />
        <div className={styles.actions}>
          <Button type="submit" appearance="primary" disabled={creating.isLoading || updating.isLoading}>
            保存
          </Button>
          <Button onClick={() => navigate('/mall/manageGift')}>返回</Button>
        </div>
      </form>
    </Panel>
  );
}

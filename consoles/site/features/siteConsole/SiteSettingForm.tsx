import {
  Button,
  Dropdown,
  Field,
  Input,
  makeStyles,
  mergeClasses,
  Option,
  Spinner,
  Switch,
  Text,
  Textarea,
  tokens,
} from '@fluentui/react-components';
import { type FormEvent, useEffect, useRef } from 'react';
import { maxLengthOf } from '#kit/form/fieldRules';
import { useForm } from '#kit/form/useForm';
import { formatDateTime } from '#kit/format/time';
import { notify } from '#kit/notify/notify';
import { useFormStyles } from '#kit/pages/formStyles';
import { api } from '#kit/request/api';
import { applySiteSetting } from '#kit/session/thunks';
import { useKitDispatch, useKitSelector } from '#kit/store/hooks';
import { licenseAllows, type Schema } from '#sdk';
import {
  BASIC_RULES,
  NOTHING_CHANGED,
  type SiteSettingValues,
  siteSettingRules,
  siteSettingValues,
  toSiteSettingInput,
} from './settingRequests';

const useStyles = makeStyles({
  form: { maxWidth: '640px' },
  section: { margin: 0, marginTop: tokens.spacingVerticalS, color: tokens.colorNeutralForeground2 },
  imageRow: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'center' },
  grow: { flexGrow: 1, minWidth: 0 },
  preview: {
    width: '40px',
    height: '40px',
    flexShrink: 0,
    objectFit: 'contain',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
  },
  updated: { color: tokens.colorNeutralForeground3 },
});

/** An address field with a small preview of the image it points at. */
function ImageUrlField({
  label,
  hint,
  form,
  name,
}: {
  label: string;
  hint: string;
  form: ReturnType<typeof useForm<SiteSettingValues>>;
  name: 'faviconUrl' | 'logoUrl';
}) {
  const styles = useStyles();
  const url = form.values[name].trim();
  return (
    <Field label={label} hint={hint} {...form.field(name)}>
      <div className={styles.imageRow}>
        <Input className={styles.grow} {...form.text(name)} placeholder="https://… 或 /…" />
        {url && !form.errors[name] ? <img className={styles.preview} src={url} alt={`${label}预览`} /> : null}
      </div>
    </Field>
  );
}

/** 基本设置: name, description, icons, gift exchange, watermark and ICP number; only what changed is sent. */
export function SiteSettingForm({ setting }: { setting: Schema<'SiteSetting'> }) {
  const styles = useStyles();
  const formStyles = useFormStyles();
  const dispatch = useKitDispatch();
  const licenseType = useKitSelector((s) => s.session.indexBase?.licenseType);
  const form = useForm<SiteSettingValues>(siteSettingValues(setting), siteSettingRules);
  const { data: watermarkTypes, isLoading: loadingTypes } = api.useGetWatermarkTypeListQuery();
  const [update, { isLoading }] = api.useUpdateSiteSettingMutation();
  const { reset } = form;
  // Only a newer setting resets the form: resetting on mount too could land after a first keystroke (when React
  // flushes the effect late, under load) and put the old value back over it.
  const shown = useRef(setting);
  useEffect(() => {
    if (shown.current === setting) return;
    shown.current = setting;
    reset(siteSettingValues(setting));
  }, [setting, reset]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate()) return;
    const input = toSiteSettingInput(setting, form.values);
    if (!input) {
      notify.info(NOTHING_CHANGED);
      return;
    }
    const result = await update(input);
    if (!result.data) return;
    notify.success(result.data.description || '设置已保存');
    dispatch(applySiteSetting(result.data.data));
  };

  const watermarkLabel = watermarkTypes?.find((t) => t.value === form.values.watermarkType)?.label ?? '';
  return (
    <form className={mergeClasses(formStyles.form, styles.form)} noValidate onSubmit={submit} aria-label="基本设置">
      <Text className={styles.updated}>{`上次修改：${formatDateTime(setting.updatedAt)}`}</Text>
      <Field label="站点名称" required {...form.field('siteName')}>
        <Input {...form.text('siteName')} maxLength={maxLengthOf('updateSiteSetting', 'body', 'siteName')} placeholder="如：青禾读书会" />
      </Field>
      <Field label="站点简介" hint="显示在站点首页与搜索结果中" {...form.field('siteDescription')}>
        <Textarea
          {...form.text('siteDescription')}
          maxLength={maxLengthOf('updateSiteSetting', 'body', 'siteDescription')}
          rows={3}
          resize="vertical"
        />
      </Field>
      <Text as="h3" weight="semibold" className={styles.section}>
        基础设置
      </Text>
      <ImageUrlField label="站点图标地址" hint="浏览器标签上的小图标（favicon）；留空使用默认图标" form={form} name="faviconUrl" />
      <ImageUrlField label="Logo 地址" hint="显示在控制台侧边栏与站点顶部；留空显示默认标志" form={form} name="logoUrl" />
      <Field
        label="礼品兑换"
        hint={
          licenseType !== undefined && !licenseAllows.mall(licenseType)
            ? '积分商城需旗舰版授权；当前授权下开启后暂不生效'
            : '开启后会员可用金币在积分商城兑换礼品'
        }
      >
        <Switch
          checked={form.values.giftStatus}
          onChange={(_, d) => form.set('giftStatus', d.checked)}
          label={form.values.giftStatus ? '已开启' : '已关闭'}
        />
      </Field>
      <Field label="图片水印" hint="会员上传的图片是否加水印、加什么水印">
        {loadingTypes ? (
          <Spinner size="tiny" label="正在读取水印类型…" labelPosition="after" />
        ) : (
          <Dropdown
            value={watermarkLabel}
            selectedOptions={[String(form.values.watermarkType)]}
            onOptionSelect={(_, d) => d.optionValue !== undefined && form.set('watermarkType', Number(d.optionValue))}
            placeholder="请选择水印类型"
          >
            {(watermarkTypes ?? []).map((t) => (
              <Option key={t.value} value={String(t.value)}>
                {t.label}
              </Option>
            ))}
          </Dropdown>
        )}
      </Field>
      <Field
        label="水印文字"
        hint={`文字水印使用的文字，最多 ${BASIC_RULES.watermarkText.maxLength} 个字`}
        {...form.field('watermarkText')}
      >
        <Input {...form.text('watermarkText')} maxLength={BASIC_RULES.watermarkText.maxLength} />
      </Field>
      <Field label="ICP 备案号" hint="显示在站点页脚，如：浙ICP备2026012345号-1" {...form.field('icpNumber')}>
        <Input {...form.text('icpNumber')} maxLength={BASIC_RULES.icpNumber.maxLength} />
      </Field>
      <div className={formStyles.actions}>
        <Button type="submit" appearance="primary" disabled={isLoading}>
          保存
        </Button>
        <Button onClick={() => reset(siteSettingValues(setting))} disabled={isLoading}>
          重置
        </Button>
      </div>
    </form>
  );
}

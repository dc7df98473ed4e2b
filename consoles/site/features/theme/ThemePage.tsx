import {
  Button,
  Field,
  Input,
  Link,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  makeStyles,
  Radio,
  RadioGroup,
  Spinner,
  tokens,
} from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { ImageUploadField } from '#kit/form/ImageUploadField';
import { notify } from '#kit/notify/notify';
import { useFormStyles } from '#kit/pages/formStyles';
import { api } from '#kit/request/api';
import {
  checkThemeContrast,
  isHexColour,
  PALETTES,
  type Schema,
  ThemeDensityLabels,
  ThemeDensityValues,
  ThemeHeaderStyleLabels,
  ThemeHeaderStyleValues,
  ThemeHomeLayoutLabels,
  ThemeHomeLayoutValues,
  ThemePaletteLabels,
  ThemePaletteValues,
} from '#sdk';
import { ThemePreview } from './ThemePreview';

type Theme = Schema<'Theme'>;

const useStyles = makeStyles({
  layout: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 420px)', gap: tokens.spacingHorizontalXXL },
  swatches: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  swatch: { minWidth: '104px', justifyContent: 'flex-start', gap: tokens.spacingHorizontalS },
  chip: { width: '16px', height: '16px', borderRadius: '4px', border: `1px solid ${tokens.colorNeutralStroke1}` },
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'center', flexWrap: 'wrap' },
});

const BRAND_ERROR = '品牌色应为 #RRGGBB 格式的颜色，例如 #2d6fb2';

/** 主题设置 (`/setting/manageTheme`): edit a draft, see it at once, save it, preview it on the member site, publish it. */
export function ThemePage() {
  const styles = useStyles();
  const formStyles = useFormStyles();
  const { data: loaded, isLoading } = api.useGetThemeSettingQuery();
  // The save's answer is the setting as it now stands (its draft's preview link, say).
  const [saved, setSaved] = useState<Schema<'ThemeSetting'>>();
  const setting = saved ?? loaded;
  const { data: site } = api.useGetSiteSettingQuery({});
  const [save, { isLoading: saving }] = api.useUpdateThemeSettingMutation();
  const [theme, setTheme] = useState<Theme | null>(null);
  useEffect(() => {
    if (setting && !theme) setTheme(setting.draft ?? setting.published);
  }, [setting, theme]);
  if (isLoading || !setting || !theme) return <Spinner label="加载中…" />;

  const set = <K extends keyof Theme>(key: K, value: Theme[K]) => setTheme({ ...theme, [key]: value });
  const brandValid = isHexColour(theme.brandColor);
  // The same check the server answers (sdk/rules/theme.ts), live as the owner edits.
  const contrast = brandValid ? checkThemeContrast(theme) : undefined;
  const submit = async (publish: boolean) => {
    if (!brandValid) return notify.error(BRAND_ERROR);
    // A refusal is toasted by the request layer, as on every console page.
    const result = await save({ body: { theme, publish } });
    if (!result.data) return;
    setSaved(result.data.data);
    notify.success(result.data.description || (publish ? '主题已发布' : '草稿已保存'));
  };

  return (
    <div className={styles.layout}>
      <form className={formStyles.form} onSubmit={(e) => e.preventDefault()} aria-label="主题设置">
        <Field label="配色方案">
          <div className={styles.swatches} role="radiogroup" aria-label="配色方案">
            {ThemePaletteValues.map((p) => (
              <Button
                key={p}
                role="radio"
                aria-checked={theme.palette === p}
                appearance={theme.palette === p ? 'primary' : 'secondary'}
                className={styles.swatch}
                onClick={() => setTheme({ ...theme, palette: p, brandColor: PALETTES[p].brand })}
              >
                <span className={styles.chip} style={{ background: PALETTES[p].brand }} />
                <span className={styles.chip} style={{ background: PALETTES[p].bg }} />
                {ThemePaletteLabels[p]}
              </Button>
            ))}
          </div>
        </Field>
        <Field label="品牌色" hint="链接、按钮与强调色" validationMessage={brandValid ? undefined : BRAND_ERROR}>
          <div className={styles.row}>
            <input
              type="color"
              aria-label="选择品牌色"
              value={brandValid ? theme.brandColor : '#000000'}
              onChange={(e) => set('brandColor', e.target.value)}
            />
            <Input value={theme.brandColor} onChange={(_, d) => set('brandColor', d.value.trim())} aria-label="品牌色" maxLength={7} />
          </div>
        </Field>
        {contrast && !contrast.passes ? (
          <MessageBar intent="warning">
            <MessageBarBody>
              <MessageBarTitle>对比度不足</MessageBarTitle>
              {contrast.warnings.join(' ')}
            </MessageBarBody>
          </MessageBar>
        ) : null}
        <ImageUploadField
          label="Logo"
          noun="Logo"
          hint="显示在前台顶部与控制台侧边栏；留空显示站点名称。可填写地址或上传，不超过 2 MB"
          purpose="logo"
          shape="contain"
          size={32}
          addressInput
          value={theme.logoUrl}
          onChange={(v) => set('logoUrl', v)}
        />
        <ImageUploadField
          label="站点图标"
          noun="图标"
          hint="浏览器标签上的小图标（favicon）；留空使用默认图标。上传 PNG 等图片，不超过 1 MB（ICO 请先转为 PNG）"
          purpose="favicon"
          size={32}
          addressInput
          value={theme.faviconUrl}
          onChange={(v) => set('faviconUrl', v)}
        />
        <Field label="顶栏样式">
          <RadioGroup
            layout="horizontal"
            value={theme.headerStyle}
            onChange={(_, d) => set('headerStyle', d.value as Theme['headerStyle'])}
          >
            {ThemeHeaderStyleValues.map((v) => (
              <Radio key={v} value={v} label={ThemeHeaderStyleLabels[v]} />
            ))}
          </RadioGroup>
        </Field>
        <Field label="页面密度">
          <RadioGroup layout="horizontal" value={theme.density} onChange={(_, d) => set('density', d.value as Theme['density'])}>
            {ThemeDensityValues.map((v) => (
              <Radio key={v} value={v} label={ThemeDensityLabels[v]} />
            ))}
          </RadioGroup>
        </Field>
        <Field label="首页布局">
          <RadioGroup layout="horizontal" value={theme.homeLayout} onChange={(_, d) => set('homeLayout', d.value as Theme['homeLayout'])}>
            {ThemeHomeLayoutValues.map((v) => (
              <Radio key={v} value={v} label={ThemeHomeLayoutLabels[v]} />
            ))}
          </RadioGroup>
        </Field>
        <div className={styles.actions}>
          <Button onClick={() => submit(false)} disabled={saving}>
            保存草稿
          </Button>
          <Button appearance="primary" onClick={() => submit(true)} disabled={saving}>
            发布
          </Button>
          {setting.previewToken ? (
            <Link href={`/?themePreview=${encodeURIComponent(setting.previewToken)}`} target="_blank" rel="noopener">
              在前台预览草稿
            </Link>
          ) : null}
        </div>
      </form>
      <section aria-label="实时预览">
        <ThemePreview theme={theme} siteName={site?.siteName ?? '本站'} />
      </section>
    </div>
  );
}

import { Button, makeStyles, Spinner, Switch, Text, tokens } from '@fluentui/react-components';
import { type FormEvent, useEffect, useState } from 'react';
import { Panel } from '#kit/app/Panel';
import { notify } from '#kit/notify/notify';
import { useFormStyles } from '#kit/pages/formStyles';
import { api } from '#kit/request/api';
import { applySiteSetting } from '#kit/session/thunks';
import { useKitDispatch, useKitSelector } from '#kit/store/hooks';
import { LicenseType, licenseAllows, type Schema } from '#sdk';
import { CommentEditSetting } from './CommentEditSetting';
import { type FunctionSwitch, type FunctionValues, functionValues, NOTHING_CHANGED, toFunctionSettingInput } from './settingRequests';

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', maxWidth: '720px' },
  row: {
    display: 'grid',
    gridTemplateColumns: '1fr auto',
    alignItems: 'center',
    gap: tokens.spacingHorizontalL,
    paddingBlock: tokens.spacingVerticalM,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  text: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  hint: { color: tokens.colorNeutralForeground3 },
  warn: { color: tokens.colorPaletteDarkOrangeForeground1 },
});

interface SwitchRow {
  key: FunctionSwitch;
  title: string;
  description: string;
  /** A note when the licence keeps the switch from taking effect. */
  licenceNote?: (licenseType: number) => string | undefined;
}

const rows: SwitchRow[] = [
  { key: 'workOrderFunctionStatus', title: '工单', description: '会员可提交工单，管理员在控制台处理；关闭后控制台隐藏工单菜单。' },
  {
    key: 'mallFunctionStatus',
    title: '积分商城',
    description: '会员可用金币兑换礼品；关闭后控制台隐藏商城菜单。',
    licenceNote: (licenseType) => (!licenseAllows.mall(licenseType) ? '积分商城需旗舰版授权，并在站点设置中开启礼品兑换。' : undefined),
  },
  {
    key: 'questionFunctionStatus',
    title: '问答',
    description: '会员可提问与回答。',
    licenceNote: (licenseType) => (!licenseAllows.question(licenseType) ? '问答需专业版及以上授权，当前授权下开启后暂不生效。' : undefined),
  },
  { key: 'registerStatus', title: '开放注册', description: '关闭后新用户无法在本站注册，已注册的用户不受影响。' },
];

function SwitchesForm({ setting }: { setting: Schema<'SiteSetting'> }) {
  const styles = useStyles();
  const formStyles = useFormStyles();
  const dispatch = useKitDispatch();
  const licenseType = useKitSelector((s) => s.session.indexBase?.licenseType ?? LicenseType.basic);
  const [values, setValues] = useState<FunctionValues>(() => functionValues(setting));
  const [update, { isLoading }] = api.useUpdateSiteSettingMutation();
  useEffect(() => setValues(functionValues(setting)), [setting]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = toFunctionSettingInput(setting, values);
    if (!input) {
      notify.info(NOTHING_CHANGED);
      return;
    }
    const result = await update(input);
    if (!result.data) return;
    notify.success(result.data.description || '设置已保存');
    // The menu follows at once: work-order and mall entries show or hide with their switches.
    dispatch(applySiteSetting(result.data.data));
  };

  return (
    <form className={formStyles.form} noValidate onSubmit={submit} aria-label="功能设置">
      <div className={styles.list}>
        {rows.map((row) => {
          const note = row.licenceNote?.(licenseType);
          return (
            <div key={row.key} className={styles.row}>
              <div className={styles.text}>
                <Text weight="semibold" id={`fun-${row.key}`}>
                  {row.title}
                </Text>
                <Text className={styles.hint}>{row.description}</Text>
                {note && <Text className={styles.warn}>{note}</Text>}
              </div>
              <Switch
                aria-labelledby={`fun-${row.key}`}
                checked={values[row.key]}
                label={values[row.key] ? '已开启' : '已关闭'}
                onChange={(_, d) => setValues((v) => ({ ...v, [row.key]: d.checked }))}
              />
            </div>
          );
        })}
      </div>
      <div className={formStyles.actions}>
        <Button type="submit" appearance="primary" disabled={isLoading}>
          保存
        </Button>
        <Button onClick={() => setValues(functionValues(setting))} disabled={isLoading}>
          重置
        </Button>
      </div>
    </form>
  );
}

/** 功能设置: work orders, points mall, questions and registration, each on or off; and the comment edit window. */
export function SettingFunPage() {
  const { data: setting, isLoading, refetch } = api.useGetSiteSettingQuery();
  return (
    <Panel title="功能设置" description="开启或关闭本站的功能模块，保存后立即生效。">
      {setting ? (
        <>
          <SwitchesForm setting={setting} />
          <CommentEditSetting setting={setting} />
        </>
      ) : isLoading ? (
        <Spinner label="正在读取站点设置…" />
      ) : (
        <Text>
          站点设置读取失败。
          <Button size="small" onClick={() => void refetch()}>
            重试
          </Button>
        </Text>
      )}
    </Panel>
  );
}

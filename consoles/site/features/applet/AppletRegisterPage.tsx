import { Button, Field, Input, Link, makeStyles, Select, Text, tokens } from '@fluentui/react-components';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Panel } from '#kit/app/Panel';
import { bodyRules, maxLengthOf } from '#kit/form/fieldRules';
import type { Rule } from '#kit/form/rules';
import { useForm } from '#kit/form/useForm';
import { api } from '#kit/request/api';
import { errorText } from '#kit/request/errors';
import {
  AppletRegisterKindLabels,
  AppletRegisterStatus,
  AppletRegisterStatusLabels,
  AppletRegisterStatusTransitions,
  canTransition,
  type Schema,
} from '#sdk';
import { enterpriseCodeProblem, wechatIdProblem } from './appletLimits';

type Kind = Schema<'AppletRegisterInput'>['kind'];

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '560px' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  muted: { color: tokens.colorNeutralForeground3 },
  error: { color: tokens.colorPaletteRedForeground1 },
});

const blank = {
  name: '',
  code: '',
  codeType: '1',
  legalPersonaWechat: '',
  legalPersonaName: '',
  idname: '',
  wxuser: '',
  officialAccountAppid: '',
  componentPhone: '',
};
type Values = typeof blank;

/** The fields each way of registering sends (the contract's description of `AppletRegisterInput`). */
const FIELDS = {
  enterprise: ['name', 'code', 'codeType', 'legalPersonaWechat', 'legalPersonaName', 'componentPhone'],
  personal: ['idname', 'wxuser', 'componentPhone'],
  reuse: ['officialAccountAppid'],
} as const satisfies Record<Kind, readonly (keyof Values)[]>;

const local =
  (problem: (value: string) => string): Rule<unknown> =>
  (value) =>
    problem(String(value ?? '')) || undefined;

/** The contract's rules for the kind's fields, WeChat's own (微信号, 企业代码 with its check character) after them. */
function registerRules(kind: Kind, codeType: 1 | 2 | 3) {
  const contract = bodyRules(
    'registerApplet',
    ['name', 'code', 'legalPersonaWechat', 'legalPersonaName', 'idname', 'wxuser', 'officialAccountAppid', 'componentPhone'],
    {
      required: ['name', 'code', 'legalPersonaWechat', 'legalPersonaName', 'idname', 'wxuser', 'officialAccountAppid'],
    },
  );
  const all = {
    ...contract,
    code: [...contract.code, local((v) => enterpriseCodeProblem(v, codeType))],
    legalPersonaWechat: [...contract.legalPersonaWechat, local(wechatIdProblem)],
    wxuser: [...contract.wxuser, local(wechatIdProblem)],
  };
  const keep = FIELDS[kind] as readonly string[];
  return Object.fromEntries(Object.entries(all).filter(([key]) => keep.includes(key))) as Partial<
    Record<keyof Values, readonly Rule<unknown>[]>
  >;
}

/** The form's values as `registerApplet`'s body: only the kind's fields, trimmed, the optional phone left out when empty. */
export function toRegisterInput(kind: Kind, values: Values): Schema<'AppletRegisterInput'> {
  const body: Record<string, unknown> = { kind };
  for (const key of FIELDS[kind]) {
    const value = values[key].trim();
    if (key === 'codeType') body.codeType = Number(value);
    else if (key === 'code') body.code = value.toUpperCase();
    else if (value) body[key] = value;
  }
  return body as Schema<'AppletRegisterInput'>;
}

const HINTS: Record<Kind, string> = {
  enterprise: '提交后，微信会向法人微信发送核验通知，法人完成人脸核验后小程序即创建并授权给本平台。',
  personal: '提交后，微信会向该微信号发送确认消息；请在 24 小时内用该微信打开确认链接并完成人脸核验。',
  reuse: '复用已授权给本平台的公众号的主体资质快速注册，无需再次人脸核验；提交后需公众号管理员扫码确认。',
};

type SiteApplet = Schema<'SiteApplet'>;

/**
 * A registration's state: while under way, what was submitted and WeChat's confirmation link (an authorised applet's
 * finished task would only mislead), its AppID once it has one, and the last error.
 */
function RegisterTask({ applet, heading }: { applet: SiteApplet; heading: string }) {
  const styles = useStyles();
  const task = applet.registerStatus === AppletRegisterStatus.registering ? applet.registerTask : null;
  return (
    <div className={styles.form} role="status">
      <Text weight="semibold">{heading}</Text>
      {task && <Text>{task.message}</Text>}
      {applet.appid && <Text>{`AppID：${applet.appid}`}</Text>}
      {task?.authorizeUrl && (
        <Link href={task.authorizeUrl} target="_blank" rel="noreferrer">
          打开微信确认链接
        </Link>
      )}
      {applet.lastError && <Text className={styles.error}>{`${applet.lastError.explanation}（${applet.lastError.errcode}）`}</Text>}
      <RouterLink to="/setting/wechatApplet">返回微信小程序</RouterLink>
    </div>
  );
}

/**
 * 注册小程序 (`register/personal`, `register/enterprise`, `reuseOfficialAccount`): one form per way WeChat offers. The
 * site's applet is read first: a page opened by its address on a site whose applet is authorised or mid-registration
 * says so instead of offering a form the server would refuse (the contract's `register` moves name the states it
 * starts from).
 */
export function AppletRegisterPage({ kind }: { kind: Kind }) {
  const current = api.useGetSiteAppletQuery().data;
  if (current && !canTransition(AppletRegisterStatusTransitions, 'register', current.registerStatus))
    return (
      <Panel title={`注册小程序 · ${AppletRegisterKindLabels[kind]}`}>
        <RegisterTask applet={current} heading={`本站小程序${AppletRegisterStatusLabels[current.registerStatus]}，不能再注册`} />
      </Panel>
    );
  return <RegisterForm kind={kind} />;
}

function RegisterForm({ kind }: { kind: Kind }) {
  const styles = useStyles();
  const [register, registering] = api.useRegisterAppletMutation();
  const [failure, setFailure] = useState('');
  const [codeType, setCodeType] = useState<1 | 2 | 3>(1);
  const rules = useMemo(() => registerRules(kind, codeType), [kind, codeType]);
  const form = useForm<Values>(blank, rules);
  const [task, setTask] = useState<SiteApplet | null>(null);
  const max = (
    field: 'name' | 'code' | 'legalPersonaWechat' | 'legalPersonaName' | 'idname' | 'wxuser' | 'officialAccountAppid' | 'componentPhone',
  ) => maxLengthOf('registerApplet', 'body', field);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setFailure('');
    if (!form.validate()) return;
    const result = await register({ body: toRegisterInput(kind, form.values) });
    if (result.data?.type === 1 && result.data.data) setTask(result.data.data);
    else setFailure(result.error ? errorText(result.error) : result.data?.description || '提交失败');
  };

  const text = (key: keyof Values, label: string, hint?: string, required = true) => (
    <Field label={label} hint={hint} required={required} {...form.field(key)}>
      <Input {...form.text(key)} maxLength={key === 'codeType' ? undefined : max(key)} />
    </Field>
  );

  return (
    <Panel title={`注册小程序 · ${AppletRegisterKindLabels[kind]}`} description={HINTS[kind]}>
      {task ? (
        <RegisterTask applet={task} heading={`已提交：${AppletRegisterStatusLabels[task.registerStatus]}`} />
      ) : (
        <form className={styles.form} noValidate onSubmit={submit}>
          {kind === 'enterprise' && (
            <>
              {text('name', '企业名称', '与营业执照上的名称一致')}
              <Field label="企业代码类型" required>
                <Select
                  value={form.values.codeType}
                  onChange={(_, d) => {
                    form.set('codeType', d.value);
                    setCodeType(Number(d.value) as 1 | 2 | 3);
                  }}
                >
                  <option value="1">统一社会信用代码（18 位）</option>
                  <option value="2">组织机构代码（9 位）</option>
                  <option value="3">营业执照注册号（15 位）</option>
                </Select>
              </Field>
              {text('code', '企业代码', '会按国家标准核对校验位')}
              {text('legalPersonaName', '法人姓名')}
              {text('legalPersonaWechat', '法人微信号', '法人本人的微信号，用于接收核验通知')}
            </>
          )}
          {kind === 'personal' && (
            <>
              {text('idname', '个人姓名', '与身份证上的姓名一致')}
              {text('wxuser', '个人微信号', '该微信须已绑定银行卡，用于确认和人脸核验')}
            </>
          )}
          {kind === 'reuse' && text('officialAccountAppid', '公众号 AppID', 'wx 开头的 18 位，公众号须已授权给本平台')}
          {kind !== 'reuse' && text('componentPhone', '联系电话', '选填，微信审核时可能联系', false)}
          {failure && <Text className={styles.error}>{failure}</Text>}
          <div className={styles.actions}>
            <Button appearance="primary" type="submit" disabled={registering.isLoading}>
              提交注册
            </Button>
            <RouterLink to="/setting/wechatApplet">取消</RouterLink>
          </div>
        </form>
      )}
    </Panel>
  );
}

export const PersonalRegisterPage = () => <AppletRegisterPage kind="personal" />;
export const EnterpriseRegisterPage = () => <AppletRegisterPage kind="enterprise" />;
export const ReuseOfficialAccountPage = () => <AppletRegisterPage kind="reuse" />;

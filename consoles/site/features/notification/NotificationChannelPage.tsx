import { Button, Checkbox, makeStyles, Text, tokens } from '@fluentui/react-components';
import { type FormEvent, useEffect, useState } from 'react';
import { Panel } from '#kit/app/Panel';
import { notify } from '#kit/notify/notify';
import { api } from '#kit/request/api';
import { type Column, DataTable } from '#kit/table/DataTable';
import { MemberNotificationKindLabels, MemberNotificationKindValues } from '#sdk';
import { type ChannelValues, type MemberKind, toChannelInput, toChannelValues } from './notificationRequests';

const useStyles = makeStyles({
  form: { display: 'grid', gap: tokens.spacingVerticalM, maxWidth: '640px' },
  note: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  always: { color: tokens.colorNeutralForeground3 },
  off: { color: tokens.colorPaletteRedForeground1 },
});

/** 通知渠道 (`/setting/notificationChannel`): for each kind of member notification, SMS, WeChat and email besides the in-app list. */
export function NotificationChannelPage() {
  const styles = useStyles();
  const { data } = api.useGetNotificationChannelSettingQuery();
  const [save, saving] = api.useUpdateNotificationChannelSettingMutation();
  const [values, setValues] = useState<ChannelValues | null>(null);
  useEffect(() => {
    if (data) setValues(toChannelValues(data));
  }, [data]);
  if (!values) return <Panel title="通知渠道">加载中…</Panel>;

  const emailOn = data?.emailChannelOn ?? false;
  const toggle = (kind: MemberKind, channel: 'sms' | 'wechat' | 'email', checked: boolean) =>
    setValues({ ...values, [kind]: { ...values[kind], [channel]: checked } });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await save(toChannelInput(values));
    if (result.data?.description) notify.success(result.data.description);
  };
  const rows = MemberNotificationKindValues.map((kind) => ({ id: kind, kind }));
  const columns: Column<(typeof rows)[number]>[] = [
    { key: 'kind', title: '通知类型', render: (r) => MemberNotificationKindLabels[r.kind] },
    { key: 'inApp', title: '站内通知', render: () => <span className={styles.always}>总是发送</span> },
    {
      key: 'sms',
      title: '短信',
      render: (r) => (
        <Checkbox
          aria-label={`${MemberNotificationKindLabels[r.kind]}发短信`}
          checked={values[r.kind].sms}
          onChange={(_, d) => toggle(r.kind, 'sms', Boolean(d.checked))}
        />
      ),
    },
    {
      key: 'wechat',
      title: '微信订阅消息',
      render: (r) => (
        <Checkbox
          aria-label={`${MemberNotificationKindLabels[r.kind]}发微信订阅消息`}
          checked={values[r.kind].wechat}
          onChange={(_, d) => toggle(r.kind, 'wechat', Boolean(d.checked))}
        />
      ),
    },
    {
      key: 'email',
      title: '邮件',
      render: (r) => (
        <Checkbox
          aria-label={`${MemberNotificationKindLabels[r.kind]}发邮件`}
          checked={values[r.kind].email}
          onChange={(_, d) => toggle(r.kind, 'email', Boolean(d.checked))}
        />
      ),
    },
  ];
  return (
    <Panel
      title="通知渠道"
      description="成员总能在前台的通知列表看到每条通知；勾选的类型同时以短信、微信订阅消息或邮件发送。短信只发给留有手机号的成员，计入本站每月的短信额度，内容只说明通知类型，不含帖子等成员写的文字。"
    >
      <form className={styles.form} noValidate onSubmit={submit}>
        <DataTable label="各类通知的发送渠道" columns={columns} rows={rows} rowKey={(r) => r.id} stacked />
        {emailOn ? (
          <Text className={styles.note}>
            邮件只发给验证了邮箱的成员（前台「我的 › 邮箱」），每封都带一键退订链接；验证了邮箱的成员还会收到每日摘要。
          </Text>
        ) : (
          <Text className={styles.off} role="status">
            邮件渠道未开启：服务器没有配置发信（SMTP_URL 或 SMTP_HOST），勾选的邮件类型暂不发送，成员也不能绑定邮箱。
          </Text>
        )}
        <Text className={styles.note}>每次发送（各渠道）都记入站点管理中心的消息发送记录。</Text>
        <div>
          <Button appearance="primary" type="submit" disabled={saving.isLoading}>
            保存
          </Button>
        </div>
      </form>
    </Panel>
  );
}

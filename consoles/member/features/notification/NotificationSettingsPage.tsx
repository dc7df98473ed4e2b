import { api } from '#kit/request/api';
import { MemberNotificationKindLabels, NotificationChannelLabels, type Schema } from '#sdk';
import { usePageTitle } from '../../shell/hooks';
import './notification.css';

type Preference = Schema<'MemberNotificationPreference'>;
type Kind = Preference['kind'];

/** Each kind once, with its channels in the order the server lists them. */
export function byKind(list: readonly Preference[]): { kind: Kind; channels: Preference[] }[] {
  const rows: { kind: Kind; channels: Preference[] }[] = [];
  for (const p of list) {
    const row = rows.find((r) => r.kind === p.kind);
    if (row) row.channels.push(p);
    else rows.push({ kind: p.kind, channels: [p] });
  }
  return rows;
}

/** 我的 › 通知设置: each kind on or off per channel (短信, 微信 and 邮件 only for the kinds the site sends that way). */
export function NotificationSettingsPage() {
  usePageTitle('通知设置');
  const { data, isLoading, error } = api.useGetMyNotificationPreferenceListQuery();
  const [save, saving] = api.useUpdateMyNotificationPreferenceMutation();
  if (isLoading) return <div className="m-loading">加载中…</div>;
  if (error || !data) return <div className="m-empty">通知设置加载失败，请稍后再试</div>;
  return (
    <section className="m-card">
      <h1 className="m-h2">通知设置</h1>
      <p className="m-muted">
        关闭后，这类通知不再经该渠道发给你。短信、微信和邮件只在本站开通的类型中可选；邮件发到你在「邮箱」里验证过的地址，邮件里的「退订」关掉的也是这里的开关。
      </p>
      <ul className="m-pref-list">
        {byKind(data.list).map(({ kind, channels }) => (
          <li key={kind} className="m-pref-row">
            <span className="m-pref-kind" id={`pref-${kind}`}>
              {MemberNotificationKindLabels[kind]}
            </span>
            <span className="m-pref-channels">
              {channels.map((p) => (
                <label key={p.channel} className="m-pref-switch">
                  <input
                    type="checkbox"
                    checked={p.enabled}
                    disabled={saving.isLoading}
                    aria-describedby={`pref-${kind}`}
                    onChange={(e) => save({ body: { kind, channel: p.channel, enabled: e.target.checked } })}
                  />
                  {NotificationChannelLabels[p.channel]}
                </label>
              ))}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

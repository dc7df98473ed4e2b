// What an email says: Chinese text and the same in HTML, every value escaped (notification titles and contents carry
// what members wrote). Subjects are one line.
import { escapeHtml } from '../../http/member-page-html';

export interface EmailSite {
  name: string;
  /** `https://demo.example.com` — where links in the email go. */
  origin: string;
}

export interface EmailBody {
  subject: string;
  text: string;
  html: string;
}

const oneLine = (text: string) => text.replace(/[\r\n\t]+/g, ' ').trim();

function page(site: EmailSite, inner: string, unsubscribeUrl: string, unsubscribeLabel: string): string {
  return [
    '<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"></head>',
    "<body style=\"font-family:-apple-system,'PingFang SC','Microsoft YaHei',sans-serif;color:#222;line-height:1.6\">",
    inner,
    '<hr style="border:none;border-top:1px solid #ddd;margin:24px 0 8px">',
    `<p style="color:#888;font-size:12px">此邮件由 ${escapeHtml(site.name)} 发送。`,
    `<a href="${escapeHtml(unsubscribeUrl)}" style="color:#888">${escapeHtml(unsubscribeLabel)}</a></p>`,
    '</body></html>',
  ].join('');
}

export function verificationEmail(site: EmailSite, userName: string, code: string): EmailBody {
  const subject = oneLine(`【${site.name}】邮箱验证码 ${code}`);
  const text = `${userName}，你好：\n\n你正在 ${site.name} 绑定邮箱，验证码：${code}\n15 分钟内有效，只能使用一次。不是你本人操作请忽略本邮件。\n\n—— ${site.name}`;
  const html = [
    '<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"></head><body style="font-family:sans-serif;color:#222">',
    `<p>${escapeHtml(userName)}，你好：</p>`,
    `<p>你正在 ${escapeHtml(site.name)} 绑定邮箱，验证码：</p>`,
    `<p style="font-size:24px;letter-spacing:4px"><strong>${escapeHtml(code)}</strong></p>`,
    '<p>15 分钟内有效，只能使用一次。不是你本人操作请忽略本邮件。</p></body></html>',
  ].join('');
  return { subject, text, html };
}

export function notificationEmail(
  site: EmailSite,
  userName: string,
  notice: { kindLabel: string; title: string; content: string; link: string },
  unsubscribeUrl: string,
): EmailBody {
  const url = notice.link ? `${site.origin}${notice.link}` : `${site.origin}/notifications`;
  const subject = oneLine(`【${site.name}】${notice.title || notice.kindLabel}`);
  const text = [
    `${userName}，你好：`,
    '',
    notice.title,
    notice.content,
    '',
    `查看详情：${url}`,
    '',
    `—— ${site.name}`,
    `不想再收到「${notice.kindLabel}」邮件？退订：${unsubscribeUrl}`,
  ].join('\n');
  const inner = [
    `<p>${escapeHtml(userName)}，你好：</p>`,
    `<p><strong>${escapeHtml(notice.title)}</strong></p>`,
    notice.content ? `<p>${escapeHtml(notice.content)}</p>` : '',
    `<p><a href="${escapeHtml(url)}">查看详情</a></p>`,
  ].join('');
  return { subject, text, html: page(site, inner, unsubscribeUrl, `退订「${notice.kindLabel}」邮件`) };
}

export interface DigestItem {
  title: string;
  content: string;
  link: string;
  createdAt: Date;
}

export function digestEmail(site: EmailSite, userName: string, items: DigestItem[], total: number, unsubscribeUrl: string): EmailBody {
  const subject = oneLine(`【${site.name}】每日摘要：你有 ${total} 条未读通知`);
  const more = total > items.length ? `还有 ${total - items.length} 条，请到社区查看。` : '';
  const link = (item: DigestItem) => `${site.origin}${item.link || '/notifications'}`;
  const text = [
    `${userName}，你好：`,
    '',
    `自上次摘要以来，你在 ${site.name} 有 ${total} 条未读通知：`,
    '',
    ...items.map((item) => `· ${item.title}${item.content ? `：${item.content}` : ''}\n  ${link(item)}`),
    more,
    '',
    `全部通知：${site.origin}/notifications`,
    '',
    `—— ${site.name}`,
    `不想再收到每日摘要？退订：${unsubscribeUrl}`,
  ].join('\n');
  const inner = [
    `<p>${escapeHtml(userName)}，你好：</p>`,
    `<p>自上次摘要以来，你在 ${escapeHtml(site.name)} 有 ${total} 条未读通知：</p><ul>`,
    ...items.map(
      (item) =>
        `<li><a href="${escapeHtml(link(item))}">${escapeHtml(item.title)}</a>${item.content ? `<br><span style="color:#555">${escapeHtml(item.content)}</span>` : ''}</li>`,
    ),
    '</ul>',
    more ? `<p>${escapeHtml(more)}</p>` : '',
    `<p><a href="${escapeHtml(`${site.origin}/notifications`)}">查看全部通知</a></p>`,
  ].join('');
  return { subject, text, html: page(site, inner, unsubscribeUrl, '退订每日摘要') };
}

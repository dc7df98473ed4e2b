import type { CSSProperties } from 'react';
import { type Schema, themeVariables } from '#sdk';

/**
 * A faithful small copy of the member site drawn from the very CSS custom properties the server writes into its pages
 * (themeVariables, sdk/rules/theme.ts): header, a post list or the section grid in the theme's home order, a button.
 * An iframe of the member site is not possible: its CSP says `frame-ancestors 'none'`.
 */
export function ThemePreview({ theme, siteName }: { theme: Schema<'Theme'>; siteName: string }) {
  const vars = themeVariables(theme) as CSSProperties;
  const pad = theme.density === 'compact' ? 6 : 12;
  const card: CSSProperties = { background: 'var(--m-surface)', borderRadius: 8, padding: pad, marginBottom: pad };
  const sections = (
    <div key="sections" style={card}>
      <strong>版块</strong>
      <div style={{ display: 'flex', gap: 8, marginTop: 4 }}>
        {['读书', '影评', '同城'].map((s) => (
          <span key={s} style={{ background: 'var(--m-brand-light)', color: 'var(--m-brand)', borderRadius: 4, padding: '0 6px' }}>
            {s}
          </span>
        ))}
      </div>
    </div>
  );
  const posts = (
    <div key="posts" style={card}>
      <strong>最新帖子</strong>
      <p style={{ margin: `${pad / 2}px 0`, color: 'var(--m-text)' }}>
        本周共读：<span style={{ color: 'var(--m-brand)', textDecoration: 'underline' }}>《额尔古纳河右岸》</span>
      </p>
      <p style={{ margin: 0, color: 'var(--m-muted)', fontSize: 12 }}>林间读书人 · 3 分钟前</p>
    </div>
  );
  const questions = (
    <div key="questions" style={card}>
      <strong>最新问答</strong>
      <p style={{ margin: `${pad / 2}px 0 0`, color: 'var(--m-text)' }}>有推荐的科幻入门书吗？</p>
    </div>
  );
  const blocks =
    theme.homeLayout === 'latestPosts'
      ? [posts, sections]
      : theme.homeLayout === 'questionsFirst'
        ? [questions, sections, posts]
        : [sections, posts];
  return (
    <div
      data-testid="theme-preview"
      role="img"
      aria-label={`前台预览：${siteName}`}
      style={{
        ...vars,
        background: 'var(--m-bg)',
        color: 'var(--m-text)',
        borderRadius: 8,
        overflow: 'hidden',
        fontSize: theme.density === 'compact' ? 13 : 14,
      }}
    >
      <div
        style={{
          background: 'var(--m-header-bg)',
          color: 'var(--m-header-text)',
          padding: `${pad}px`,
          display: 'flex',
          alignItems: 'center',
          gap: 8,
          borderBottom: theme.headerStyle === 'light' ? '1px solid var(--m-line)' : 'none',
        }}
      >
        {theme.logoUrl ? <img src={theme.logoUrl} alt="" style={{ height: 20 }} /> : null}
        <strong>{siteName}</strong>
        <span style={{ marginLeft: 'auto', color: 'var(--m-header-link)' }}>首页</span>
      </div>
      <div style={{ padding: pad }}>
        {blocks}
        <span
          style={{
            background: 'var(--m-brand)',
            color: 'var(--m-on-brand)',
            borderRadius: 16,
            padding: '4px 14px',
            display: 'inline-block',
          }}
        >
          发帖
        </span>
      </div>
    </div>
  );
}

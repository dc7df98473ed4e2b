// The navigation's icons, drawn alike on the member site (its bars) and in the site console (the preview).
import type { Schema } from '#sdk';

/** The fixed set of navigation icons (the contract's NavigationIcon), drawn inline: 24×24 paths, filled. */
export const NAVIGATION_ICON_PATHS: Record<Schema<'NavigationIcon'>, string> = {
  home: 'M3 10.5 12 3l9 7.5V21h-6v-6H9v6H3z',
  search: 'M10.5 3a7.5 7.5 0 0 1 5.9 12.1l4.8 4.8-1.4 1.4-4.8-4.8A7.5 7.5 0 1 1 10.5 3zm0 2a5.5 5.5 0 1 0 0 11 5.5 5.5 0 0 0 0-11z',
  question:
    'M12 2a10 10 0 1 1 0 20 10 10 0 0 1 0-20zm0 13.5a1.25 1.25 0 1 0 0 2.5 1.25 1.25 0 0 0 0-2.5zM12 6a3.5 3.5 0 0 0-3.5 3.5h2a1.5 1.5 0 1 1 2.2 1.3c-.9.5-1.7 1.2-1.7 2.7h2c0-.7.3-1 .9-1.4A3.5 3.5 0 0 0 12 6z',
  write: 'M11 4h2v7h7v2h-7v7h-2v-7H4v-2h7z',
  me: 'M12 12a4.5 4.5 0 1 1 0-9 4.5 4.5 0 0 1 0 9zm-8 9a8 8 0 0 1 16 0z',
  section: 'M3 3h8v8H3zm10 0h8v8h-8zM3 13h8v8H3zm10 0h8v8h-8z',
  mall: 'M3 8h18v4H3zm1 5h7v8H4zm9 0h7v8h-7zM12 8c-1-3-5-5-6-3s2 3 6 3zm0 0c1-3 5-5 6-3s-2 3-6 3z',
  post: 'M6 2h9l5 5v15H6zm8 1.5V8h4.5zM8 12v2h10v-2zm0 4v2h10v-2z',
  link: 'M10.6 13.4a1 1 0 0 1 0-1.4l3.5-3.5a1 1 0 1 1 1.4 1.4L12 13.4a1 1 0 0 1-1.4 0zM8.5 20a5 5 0 0 1-3.5-8.5l2.5-2.5 1.4 1.4-2.5 2.5a3 3 0 1 0 4.2 4.2l2.5-2.5 1.4 1.4-2.5 2.5A5 5 0 0 1 8.5 20zm8-5-1.4-1.4 2.5-2.5a3 3 0 1 0-4.2-4.2l-2.5 2.5-1.4-1.4 2.5-2.5a5 5 0 0 1 7 7z',
  star: 'm12 2 3 6.9 7.5.6-5.7 4.9 1.8 7.3L12 17.8 5.4 21.7l1.8-7.3L1.5 9.5 9 8.9z',
  bell: 'M12 22a2.5 2.5 0 0 0 2.5-2.5h-5A2.5 2.5 0 0 0 12 22zm7-6V11a7 7 0 0 0-5.5-6.8V3a1.5 1.5 0 0 0-3 0v1.2A7 7 0 0 0 5 11v5l-2 2v1h18v-1z',
  book: 'M4 3h7a3 3 0 0 1 1 .2A3 3 0 0 1 13 3h7v16h-7a2 2 0 0 0-1 .3 2 2 0 0 0-1-.3H4zm2 2v12h5l.5.1V6a1 1 0 0 0-1-1zm12 0h-4.5a1 1 0 0 0-1 1v11.1l.5-.1h5z',
  chat: 'M4 3h16a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H8l-5 4V5a2 2 0 0 1 1-2z',
  info: 'M12 2a10 10 0 1 1 0 20 10 10 0 0 1 0-20zm-1 8v7h2v-7zm0-4v2h2V6z',
};

export function NavigationIcon({ icon, size = 22 }: { icon: Schema<'NavigationIcon'>; size?: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      <path d={NAVIGATION_ICON_PATHS[icon]} fill="currentColor" fillRule="evenodd" />
    </svg>
  );
}

import type { Schema } from '#sdk';

/** The other member's picture, or the first character of their name. */
export function Avatar({ who }: { who: Schema<'ContentAuthor'> }) {
  return who.avatar ? (
    <img className="m-avatar m-msg-avatar" src={who.avatar} alt="" />
  ) : (
    <span className="m-avatar m-msg-avatar" aria-hidden="true">
      {[...who.name][0] ?? '?'}
    </span>
  );
}

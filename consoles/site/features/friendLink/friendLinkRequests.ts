import { bodyRules } from '#kit/form/fieldRules';
import { type Schema, Switch } from '#sdk';

type FriendLink = Schema<'FriendLink'>;

export interface FriendLinkValues {
  name: string;
  url: string;
  logo: string;
  description: string;
  placement: Schema<'FriendLinkPlacement'>;
  enabled: boolean;
}

// Creating and editing take the same fields (FriendLinkCreateInput, FriendLinkUpdateInput).
export const friendLinkRules = bodyRules('createFriendLink', ['name', 'url', 'logo', 'description']);

export const blankFriendLink: FriendLinkValues = { name: '', url: 'https://', logo: '', description: '', placement: 'all', enabled: true };

export function friendLinkValues(link: FriendLink): FriendLinkValues {
  const { name, url, logo, description, placement } = link;
  return { name, url, logo, description, placement, enabled: link.status === Switch.on };
}

function body(values: FriendLinkValues) {
  return {
    name: values.name.trim(),
    url: values.url.trim(),
    logo: values.logo.trim(),
    description: values.description.trim(),
    placement: values.placement,
    status: values.enabled ? Switch.on : Switch.off,
  };
}

export function toCreateFriendLinkInput(values: FriendLinkValues): { body: Schema<'FriendLinkCreateInput'> } {
  return { body: body(values) };
}

/** Only the changed fields; null when nothing changed (the server refuses an empty edit). */
export function toUpdateFriendLinkInput(link: FriendLink, values: FriendLinkValues): { body: Schema<'FriendLinkUpdateInput'> } | null {
  const before = body(friendLinkValues(link));
  const after = body(values);
  const changed = Object.fromEntries(Object.entries(after).filter(([key, value]) => before[key as keyof typeof before] !== value));
  return Object.keys(changed).length ? { body: { id: link.id, ...changed } } : null;
}

/** The whole list's ids with the row at `from` moved to `to`; null when nothing moves. */
export function movedIds(rows: readonly { id: number }[], from: number, to: number): number[] | null {
  if (from === to || from < 0 || to < 0 || from >= rows.length || to >= rows.length) return null;
  const ids = rows.map((row) => row.id);
  const [moved] = ids.splice(from, 1);
  ids.splice(to, 0, moved);
  return ids;
}

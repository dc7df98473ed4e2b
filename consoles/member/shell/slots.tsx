import { type Attributes, type ComponentType, createContext, type ReactNode, useContext } from 'react';
import type { Schema } from '#sdk';

/**
 * Places in the shell and in other features' pages where a feature draws something of its own, without either
 * importing the other. Each slot's props are what the page hands to what is drawn there.
 */
export interface SlotProps {
  /** Above the home page's content (slideshows). */
  homeTop: object;
  /** Above a section's posts (slideshows). */
  sectionTop: { sectionId: number };
  /** Beside a section's 发帖 button (关注版块). */
  sectionActions: { sectionId: number };
  /** Below every page (friendly links). */
  footer: object;
  /** Beside a member's name on their home (关注, 发私信). */
  memberHomeActions: { member: Schema<'MemberHome'> };
  /** In a post's row of buttons (收藏, 关注帖子). */
  postActions: { post: Schema<'PostDetail'> };
  /** Below the sign-in and registration forms (social login). */
  signInMethods: object;
  /** In the top bar beside the bell, for signed-in members (unread private messages). */
  header: object;
  /** Below a post's content (its attachments). */
  postBody: { post: Schema<'PostDetail'> };
  /** In the post form (the attachment picker: it says the post's attachment ids, or undefined for no change). */
  postEditor: { postId: number | null; onAttachments(ids: number[] | undefined): void };
}
export type SlotName = keyof SlotProps;
/** Every slot, as a record so that tsc fails on one missing: gathering and the empty default follow `SlotProps`. */
const SLOTS: Record<SlotName, true> = {
  homeTop: true,
  sectionTop: true,
  sectionActions: true,
  footer: true,
  memberHomeActions: true,
  postActions: true,
  signInMethods: true,
  header: true,
  postBody: true,
  postEditor: true,
};
const SLOT_NAMES = Object.keys(SLOTS) as SlotName[];

/** What a feature's manifest puts into the slots. */
export type SlotEntries = { [K in SlotName]?: ComponentType<SlotProps[K]> };

/** One feature's entry in a slot, keyed by the feature's name. */
interface SlotEntry<K extends SlotName> {
  feature: string;
  Component: ComponentType<SlotProps[K]>;
}
type GatheredSlots = { [K in SlotName]: SlotEntry<K>[] };

/** Every feature's entries for each slot, in the features' order. */
export function gatherSlots(features: readonly { name: string; slots?: SlotEntries }[]): GatheredSlots {
  const pick = <K extends SlotName>(name: K): SlotEntry<K>[] =>
    features.flatMap((f) => {
      const Component = f.slots?.[name] as ComponentType<SlotProps[K]> | undefined;
      return Component ? [{ feature: f.name, Component }] : [];
    });
  return Object.fromEntries(SLOT_NAMES.map((name) => [name, pick(name)])) as GatheredSlots;
}

const SlotContext = createContext<GatheredSlots>(gatherSlots([]));

export function SlotProvider({ slots, children }: { slots: GatheredSlots; children: ReactNode }) {
  return <SlotContext.Provider value={slots}>{children}</SlotContext.Provider>;
}

/** Draws what the features put into one slot (nothing when none did). */
export function Slot<K extends SlotName>({ name, ...props }: { name: K } & SlotProps[K]) {
  const entries = useContext(SlotContext)[name] as SlotEntry<K>[];
  return (
    <>
      {entries.map(({ feature, Component }) => (
        <Component key={feature} {...(props as SlotProps[K] & Attributes)} />
      ))}
    </>
  );
}

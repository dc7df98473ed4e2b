import { type Attributes, type ComponentType, createContext, type ReactNode, useContext } from 'react';

/**
 * Places in the shell and in other features' pages where a feature draws something of its own, without either
 * importing the other: `footer` below every page (friendly links), `homeTop` above the home page's content and
 * `sectionTop` above a section's posts (slideshows), `header` in the top bar beside the bell for signed-in members
 * (the unread private messages), and `memberActions` on a member's public profile (发私信).
 */
export interface SlotProps {
  homeTop: object;
  sectionTop: { sectionId: number };
  footer: object;
  header: object;
  memberActions: { memberId: number; nickname: string };
}
export type SlotName = keyof SlotProps;

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
  return {
    homeTop: pick('homeTop'),
    sectionTop: pick('sectionTop'),
    footer: pick('footer'),
    header: pick('header'),
    memberActions: pick('memberActions'),
  };
}

const SlotContext = createContext<GatheredSlots>({ homeTop: [], sectionTop: [], footer: [], header: [], memberActions: [] });

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

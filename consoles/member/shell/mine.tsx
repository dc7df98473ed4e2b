import { type ComponentType, createContext, type ReactNode, useContext } from 'react';
import type { FeatureManifest } from '#kit/routes/manifest';
import type { useMemberSite } from './hooks';
import type { SlotEntries } from './slots';

/** The site's public settings, as `useMemberSite()` reads them (undefined while loading). */
type MemberSite = ReturnType<typeof useMemberSite>;

/** A link on 我的; `when` hides it where the site has the feature off. */
export interface MineLink {
  to: string;
  label: string;
  when?: (site: MemberSite) => boolean;
}

/** What a feature puts on 我的 (`/me`): cards below the profile (lazy, so they load with the page), links, buttons. */
export interface MineEntries {
  cards?: ComponentType[];
  links?: MineLink[];
  buttons?: MineLink[];
}

/** A member-site feature's manifest: its pages, its entries on 我的 and in the slots. Styles come with its lazy pages. */
export interface MemberFeature extends FeatureManifest {
  mine?: MineEntries;
  slots?: SlotEntries;
}

/** The entries of every feature on 我的, in the app's order. */
export function gatherMine(features: readonly MemberFeature[]): Required<MineEntries> {
  return {
    cards: features.flatMap((feature) => feature.mine?.cards ?? []),
    links: features.flatMap((feature) => feature.mine?.links ?? []),
    buttons: features.flatMap((feature) => feature.mine?.buttons ?? []),
  };
}

const MineContext = createContext<Required<MineEntries>>({ cards: [], links: [], buttons: [] });

/** Gives 我的 the features' entries (the app provides them; the page never imports another feature). */
export function MineProvider({ entries, children }: { entries: Required<MineEntries>; children: ReactNode }) {
  return <MineContext.Provider value={entries}>{children}</MineContext.Provider>;
}

/** The features' entries on 我的, those for this site only. */
export function useMine(site: MemberSite) {
  const { cards, links, buttons } = useContext(MineContext);
  const shown = (link: MineLink) => !link.when || link.when(site);
  return { cards, links: links.filter(shown), buttons: buttons.filter(shown) };
}

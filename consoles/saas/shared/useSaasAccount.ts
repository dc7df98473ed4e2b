import { useKitSelector } from '#kit/store/hooks';
import type { Schema } from '#sdk';

/** The signed-in SaaS account (its id decides which sites are one's own). */
export function useSaasAccount(): Schema<'AccountInfo'> | null {
  return useKitSelector((s) => s.session.user) as Schema<'AccountInfo'> | null;
}

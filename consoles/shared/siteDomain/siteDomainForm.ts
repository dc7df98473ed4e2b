import { bodyRules } from '#kit/form/fieldRules';
import type { Rules } from '#kit/form/useForm';
import { canTransition, type Schema, SiteDomainStatusTransitions } from '#sdk';

export type SiteDomain = Schema<'SiteDomain'>;
export type SiteDomainMethod = Schema<'SiteDomainMethod'>;

export interface AddDomainValues {
  hostname: string;
  method: SiteDomainMethod;
}

export const emptyAddDomain: AddDomainValues = { hostname: '', method: 'dns' };

/** The contract's hostname rules (lower-case LDH labels, not an IP) for the typed name, lower-cased first. */
export const addDomainRules: Rules<AddDomainValues> = bodyRules('addConsoleSiteDomain', ['hostname']);

/** A host name as it is typed: lower case (the contract takes no capitals), no spaces. */
export const typedHostname = (text: string) => text.replace(/\s+/g, '').toLowerCase();

/** A pending or failed domain may be checked (again); a verified one stays verified. */
export const canVerify = (domain: SiteDomain) => canTransition(SiteDomainStatusTransitions, 'verify', domain.status);

import { OauthScopeLabels, type OperationBody, type Schema } from '#sdk';

export type OauthClient = Schema<'OauthClient'>;
export type OauthScope = Schema<'OauthScope'>;

export const SCOPE_CHOICES = Object.entries(OauthScopeLabels) as [OauthScope, string][];

export interface OauthClientForm {
  name: string;
  logoUrl: string;
  /** One URI a line. */
  redirectUris: string;
  scopes: OauthScope[];
  public: boolean;
}

export const blankOauthClient: OauthClientForm = { name: '', logoUrl: '', redirectUris: '', scopes: ['openid', 'profile'], public: false };

/** The create body: trimmed name, one redirect URI per non-empty line (exact: only surrounding spaces go), openid always. */
export function toCreateInput(form: OauthClientForm): { body: OperationBody<'createOauthClient'> } {
  const redirectUris = form.redirectUris
    .split('\n')
    .map((u) => u.trim())
    .filter(Boolean);
  const scopes = SCOPE_CHOICES.map(([s]) => s).filter((s) => s === 'openid' || form.scopes.includes(s));
  return { body: { name: form.name.trim(), logoUrl: form.logoUrl.trim(), redirectUris, scopes, public: form.public } };
}

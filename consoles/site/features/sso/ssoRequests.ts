import type { OperationBody, Schema } from '#sdk';

export type SsoSetting = Schema<'SsoSetting'>;
export type GroupMapping = Schema<'SsoGroupMapping'>;

/** The form: the stored settings with empty secret fields (write-only: typed only to replace). */
export interface SsoForm {
  oidc: Omit<Schema<'SsoOidcSettingInput'>, 'secret' | 'clearSecret'> & { secret: string; clearSecret: boolean };
  discourse: Omit<Schema<'SsoDiscourseSettingInput'>, 'secret' | 'clearSecret'> & { secret: string; clearSecret: boolean };
  groupMap: GroupMapping[];
  ssoOnly: boolean;
}

export function formOf(s: SsoSetting): SsoForm {
  return {
    oidc: {
      enabled: s.oidc.enabled,
      issuer: s.oidc.issuer,
      clientId: s.oidc.clientId,
      scopes: s.oidc.scopes,
      claims: { ...s.oidc.claims },
      groupClaim: s.oidc.groupClaim,
      buttonText: s.oidc.buttonText,
      secret: '',
      clearSecret: false,
    },
    discourse: { enabled: s.discourse.enabled, url: s.discourse.url, buttonText: s.discourse.buttonText, secret: '', clearSecret: false },
    groupMap: s.groupMap.map((g) => ({ ...g, labelIds: [...g.labelIds], roles: [...g.roles] })),
    ssoOnly: s.ssoOnly,
  };
}

const secretPart = (secret: string, clear: boolean) => ({
  ...(secret.trim() ? { secret: secret.trim() } : {}),
  ...(clear ? { clearSecret: true } : {}),
});

/** The update: a secret only when typed (an empty field keeps the stored one), trimmed texts, non-empty groups. */
export function toUpdateInput(form: SsoForm): { body: OperationBody<'updateSsoSetting'> } {
  const { secret: oidcSecret, clearSecret: oidcClear, ...oidc } = form.oidc;
  const { secret: dcSecret, clearSecret: dcClear, ...discourse } = form.discourse;
  return {
    body: {
      oidc: {
        ...oidc,
        issuer: oidc.issuer.trim(),
        clientId: oidc.clientId.trim(),
        scopes: oidc.scopes.trim(),
        buttonText: oidc.buttonText.trim(),
        ...secretPart(oidcSecret, oidcClear),
      },
      discourse: { ...discourse, url: discourse.url.trim(), buttonText: discourse.buttonText.trim(), ...secretPart(dcSecret, dcClear) },
      groupMap: form.groupMap.filter((g) => g.value.trim()).map((g) => ({ ...g, value: g.value.trim() })),
      ssoOnly: form.ssoOnly,
    },
  };
}

// The little of oidc-provider (no bundled types) this server uses: sso.test.ts starts a real OpenID Provider on
// loopback with it, and the oauth module runs one per site.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  interface Account {
    accountId: string;
    claims(): Promise<Record<string, unknown>>;
  }
  interface Configuration extends Record<string, unknown> {
    findAccount?(ctx: unknown, sub: string): Promise<Account | undefined>;
  }
  interface InteractionResult {
    login?: { accountId: string };
    consent?: { grantId?: string };
    error?: string;
    error_description?: string;
  }
  interface Interaction {
    uid: string;
    exp: number;
    returnTo: string;
    prompt: { name: string; reasons: string[]; details: Record<string, unknown> };
    params: Record<string, unknown>;
    session?: { accountId?: string };
    grantId?: string;
    result?: InteractionResult;
    save(ttl: number): Promise<string>;
  }
  interface Grant {
    jti: string;
    accountId: string;
    clientId: string;
    addOIDCScope(scope: string): void;
    getOIDCScope(): string;
    save(): Promise<string>;
  }
  interface GrantClass {
    new (props: { accountId: string; clientId: string }): Grant;
    find(id: string): Promise<Grant | undefined>;
  }
  interface Check {
    readonly reason: string;
  }
  interface Prompt {
    checks: { add(check: Check): void };
  }
  export const interactionPolicy: {
    Check: {
      new (reason: string, description: string, check: (ctx: never) => boolean | Promise<boolean>): Check;
      REQUEST_PROMPT: true;
      NO_NEED_TO_PROMPT: false;
    };
    base(): { get(name: string): Prompt | undefined };
  };
  export default class Provider {
    constructor(issuer: string, configuration: Configuration);
    proxy: boolean;
    readonly issuer: string;
    readonly Client: { prototype: object };
    readonly Grant: GrantClass;
    readonly Interaction: { find(uid: string): Promise<Interaction | undefined> };
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    on(event: string, listener: (...args: never[]) => void): this;
  }
}

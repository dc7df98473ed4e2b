// Sub-domains the platform keeps for itself, or that visitors would take for the platform's own.
const RESERVED = `
  www api admin console static mail saas help
  app apps assets cdn img image images media upload uploads files download
  blog docs dev test staging status support service system root internal
  smtp imap pop3 ftp webmail email dns ns1 ns2 mx1 mx2
  oauth sso auth login logout register account accounts user users manager
  pay payment billing order orders shop store official commune commctl
  mobile wap open openapi developer developers localhost
`;

export const RESERVED_SLUGS: ReadonlySet<string> = new Set(RESERVED.split(/\s+/).filter(Boolean));

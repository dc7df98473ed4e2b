// A fetch for the contract tier that fails loudly when Prism says a request violates the contract.
export interface ViolationRecord {
  url: string;
  violations: string;
}

export class ContractViolationError extends Error {
  constructor(readonly record: ViolationRecord) {
    super(`请求不符合契约：${record.url}\n${record.violations}`);
    this.name = 'ContractViolationError';
  }
}

// A request without a token is well-formed: Prism answers it with the contract's 401, which tests of type 3 rely on.
function onlyMissingToken(violations: string): boolean {
  try {
    const list = JSON.parse(violations) as { code?: unknown }[];
    return list.length > 0 && list.every((v) => v.code === 401);
  } catch {
    return false;
  }
}

/** Wraps fetch for Prism: a request Prism flags (`sl-violations`) throws, so no test can pass on a request the contract rejects. */
export function contractFetch(base: (request: Request) => Promise<Response> = (r) => fetch(r)) {
  return async (request: Request): Promise<Response> => {
    const response = await base(request);
    const violations = response.headers.get('sl-violations');
    if (violations && !onlyMissingToken(violations))
      throw new ContractViolationError({ url: `${request.method} ${request.url}`, violations });
    return response;
  };
}

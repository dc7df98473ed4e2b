import type { OperationsOfTag } from '../../../../sdk';
import type { Handlers } from '../../context';
import type { ModuleDeps } from '../deps';

export function contentOversightHandlers(_deps: ModuleDeps): Handlers<OperationsOfTag<'contentOversight'>> {
  return {};
}

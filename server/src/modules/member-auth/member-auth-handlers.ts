import type { OperationsOfTag } from '../../../../sdk';
import type { Handlers } from '../../context';
import type { ModuleDeps } from '../deps';

export function memberAuthHandlers(_deps: ModuleDeps): Handlers<OperationsOfTag<'memberAuth'>> {
  return {};
}

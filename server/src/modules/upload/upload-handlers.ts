import type { OperationsOfTag } from '../../../../sdk';
import type { Handlers } from '../../context';
import type { ModuleDeps } from '../deps';

export function uploadHandlers(_deps: ModuleDeps): Handlers<OperationsOfTag<'upload'>> {
  return {};
}

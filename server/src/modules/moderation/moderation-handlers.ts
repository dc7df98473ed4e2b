import type { OperationsOfTag } from '../../../../sdk';
import type { Handlers } from '../../context';
import type { ModuleDeps } from '../deps';

export function moderationHandlers(_deps: ModuleDeps): Handlers<OperationsOfTag<'moderation'>> {
  return {};
}

import type { OperationsOfTag } from '../../../../sdk';
import type { Handlers } from '../../context';
import { AppError } from '../../http/errors';
import type { ModuleDeps } from '../deps';

const pending = async (): Promise<never> => {
  throw new AppError(8, '功能即将开放');
};

export function memberAuthHandlers(_deps: ModuleDeps): Handlers<OperationsOfTag<'memberAuth'>> {
  return {
    memberLogin: pending,
    sendMemberRegisterSms: pending,
    memberRegister: pending,
    memberLogout: pending,
    getMemberProfile: pending,
    updateMemberProfile: pending,
    getMemberSite: pending,
  };
}

import type { OperationBody, Schema } from '#sdk';
import { MemberNotificationKindValues } from '#sdk';

export type MemberKind = (typeof MemberNotificationKindValues)[number];

/** The form: for each member notification kind, whether it also goes by SMS, by WeChat and by email. */
export type ChannelValues = Record<MemberKind, { sms: boolean; wechat: boolean; email: boolean }>;

export function toChannelValues(setting: Schema<'NotificationChannelSetting'>): ChannelValues {
  return Object.fromEntries(
    MemberNotificationKindValues.map((kind) => [
      kind,
      {
        sms: setting.smsKinds.includes(kind),
        wechat: setting.wechatKinds.includes(kind),
        email: setting.emailKinds?.includes(kind) ?? false,
      },
    ]),
  ) as ChannelValues;
}

/** `updateNotificationChannelSetting`: the kinds ticked for each channel, in the contract's order. */
export function toChannelInput(values: ChannelValues): { body: OperationBody<'updateNotificationChannelSetting'> } {
  return {
    body: {
      smsKinds: MemberNotificationKindValues.filter((kind) => values[kind]?.sms),
      wechatKinds: MemberNotificationKindValues.filter((kind) => values[kind]?.wechat),
      emailKinds: MemberNotificationKindValues.filter((kind) => values[kind]?.email),
    },
  };
}

/** The bell's figure: 99+ past 99, nothing at 0. */
export const bellText = (unread: number) => (unread <= 0 ? '' : unread > 99 ? '99+' : String(unread));

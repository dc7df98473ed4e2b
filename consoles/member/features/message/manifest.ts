import type { MemberFeature } from '../../shell/mine';
import { MessageBadge } from './MessageBadge';
import { messagePages } from './routes';
import { SendMessageButton } from './SendMessageButton';

export const messageFeature: MemberFeature = {
  name: 'message',
  routes: messagePages,
  mine: {
    links: [
      { to: '/messages', label: '私信' },
      { to: '/messages/blocked', label: '黑名单' },
    ],
  },
  slots: { header: MessageBadge, memberHomeActions: SendMessageButton },
};

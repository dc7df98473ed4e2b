// Who moves a work order how: the contract's `x-transitions` on WorkOrderStatus hold every move; the staff set the
// target state (changeWorkOrderStatus), the requester closes or reopens (changeMyWorkOrderStatus).
import { type WorkOrderStatusAction, WorkOrderStatusTransitions } from '../generated/enums';
import type { components } from '../generated/schema';
import { reachableStates } from './transitions';

type Status = components['schemas']['WorkOrderStatus'];

/** The staff's moves; the requester's are close and reopen. */
export const workOrderStaffActions = ['process', 'resolve', 'close'] as const satisfies readonly WorkOrderStatusAction[];

/** The states the staff may move an order to from `status`, in the order a page offers them. */
export function staffNextStatuses(status: Status): Status[] {
  return reachableStates(WorkOrderStatusTransitions, status, workOrderStaffActions);
}

import { describe, expect, it } from 'vitest';
import {
  ContentStatus,
  ContentStatusTransitions,
  LicenseType,
  OrderStatusTransitions,
  Switch,
  WorkOrderStatusTransitions,
} from '../generated/enums';
import { effectivePlan, licenseAllows, mallOpen, mallRuleHolds, questionOpen } from './license';
import { actionBetween, allowedActions, canTransition, reachableStates, transitionTarget } from './transitions';
import { staffNextStatuses, workOrderStaffActions } from './work-order';

const { pending, published, rejected, hidden, deleted, resubmitted } = ContentStatus;

describe('the contract’s state machines', () => {
  it('moves content as the review states say', () => {
    expect(transitionTarget(ContentStatusTransitions, 'approve', resubmitted)).toBe(published);
    expect(transitionTarget(ContentStatusTransitions, 'restore', hidden)).toBe(published);
    expect(transitionTarget(ContentStatusTransitions, 'restore', deleted)).toBe('previous');
    expect(transitionTarget(ContentStatusTransitions, 'purge', deleted)).toBeNull();
    expect(transitionTarget(ContentStatusTransitions, 'hide', pending)).toBeUndefined();
    expect(canTransition(ContentStatusTransitions, 'delete', deleted)).toBe(false);
    expect(allowedActions(ContentStatusTransitions, rejected, ['approve', 'reject', 'hide', 'restore', 'delete'])).toEqual([
      'approve',
      'delete',
    ]);
  });

  it('offers the staff the work-order moves in order, and finds the action behind a target', () => {
    expect(staffNextStatuses('pending')).toEqual(['processing', 'resolved', 'closed']);
    expect(staffNextStatuses('processing')).toEqual(['resolved', 'closed']);
    expect(staffNextStatuses('resolved')).toEqual(['processing', 'closed']);
    expect(staffNextStatuses('closed')).toEqual(['processing']);
    expect(actionBetween(WorkOrderStatusTransitions, 'closed', 'resolved', workOrderStaffActions)).toBeUndefined();
    expect(actionBetween(WorkOrderStatusTransitions, 'closed', 'processing', workOrderStaffActions)).toBe('process');
    expect(canTransition(WorkOrderStatusTransitions, 'close', 'closed')).toBe(false);
    expect(reachableStates(WorkOrderStatusTransitions, 'pending', ['reopen'])).toEqual([]);
  });

  it('lets a manager mark paid or cancel a pending order and refund a paid one', () => {
    expect(allowedActions(OrderStatusTransitions, 'pending', ['markPaid', 'cancel', 'refund'])).toEqual(['markPaid', 'cancel']);
    expect(allowedActions(OrderStatusTransitions, 'paid', ['markPaid', 'cancel', 'refund'])).toEqual(['refund']);
    expect(allowedActions(OrderStatusTransitions, 'refunded', ['markPaid', 'cancel', 'refund'])).toEqual([]);
  });
});

describe('spec §4’s licence gates', () => {
  it('opens Q&A on every plan but the basic one, and the mall on the flagship only', () => {
    expect([1, 2, 3].map(licenseAllows.question)).toEqual([false, true, true]);
    expect([1, 2, 3].map(licenseAllows.mall)).toEqual([false, false, true]);
    expect([1, 2, 3].map(licenseAllows.renewal)).toEqual([false, true, true]);
    expect([1, 2, 3].map(licenseAllows.upgrade)).toEqual([true, true, false]);
  });

  it('needs the gift setting for the mall rule and the switches for the areas', () => {
    expect(mallRuleHolds({ giftStatus: Switch.on, licenseType: LicenseType.flagship })).toBe(true);
    expect(mallRuleHolds({ giftStatus: Switch.off, licenseType: LicenseType.flagship })).toBe(false);
    expect(mallOpen({ giftStatus: Switch.on, licenseType: LicenseType.flagship, mallFunctionStatus: Switch.off })).toBe(false);
    expect(mallOpen({ giftStatus: Switch.on, licenseType: LicenseType.professional, mallFunctionStatus: Switch.on })).toBe(false);
    expect(questionOpen({ licenseType: LicenseType.professional, questionFunctionStatus: Switch.on })).toBe(true);
    expect(questionOpen({ licenseType: LicenseType.professional, questionFunctionStatus: Switch.off })).toBe(false);
  });

  it('runs an expired licence as the basic plan', () => {
    expect(effectivePlan(LicenseType.flagship, true)).toBe(LicenseType.basic);
    expect(effectivePlan(LicenseType.flagship, false)).toBe(LicenseType.flagship);
  });
});

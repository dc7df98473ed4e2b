export { type CommuneClient, type CommuneClientOptions, createCommuneClient, REQUEST_TIMEOUT_MS, type TokenProvider } from './client';
export {
  CommuneApiError,
  CommuneNetworkError,
  defaultDescription,
  isNotLoggedIn,
  NotLoggedInError,
  type ResultTypeValue,
  resultTypeForStatus,
} from './errors';
export { type ViolationParams, violationMessage } from './field-messages';
export * from './generated/enums';
export { fieldRules } from './generated/field-rules';
export {
  type ApiTag,
  apiTags,
  type OperationAuth,
  type OperationId,
  type OperationRateLimit,
  type OperationsOfTag,
  operationIndex,
  type RateLimitWindow,
  type TokenKind,
} from './generated/operations';
export type { components, operations, paths } from './generated/schema';
export { effectivePlan, licenseAllows, mallOpen, mallRuleHolds, questionOpen } from './rules/license';
export { slideAspect } from './rules/slide';
export {
  CONTRAST_AA,
  checkThemeContrast,
  contrastRatio,
  DEFAULT_THEME,
  isHexColour,
  PALETTES,
  type PaletteColours,
  themeDeclarations,
  themeVariables,
} from './rules/theme';
export { actionBetween, allowedActions, canTransition, reachableStates, type TransitionTable, transitionTarget } from './rules/transitions';
export { staffNextStatuses, workOrderStaffActions } from './rules/work-order';
export type { OperationArgs, OperationBody, OperationData, OperationEnvelope, OperationInput, OperationQuery } from './types';

import type { components } from './generated/schema';
/** A schema of the contract by name: `Schema<'Site'>`. */
export type Schema<N extends keyof components['schemas']> = components['schemas'][N];

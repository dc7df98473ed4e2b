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
  type OperationsOfTag,
  operationIndex,
  type TokenKind,
} from './generated/operations';
export type { components, operations, paths } from './generated/schema';
export type { OperationArgs, OperationBody, OperationData, OperationEnvelope, OperationInput, OperationQuery } from './types';

import type { components } from './generated/schema';
/** A schema of the contract by name: `Schema<'Site'>`. */
export type Schema<N extends keyof components['schemas']> = components['schemas'][N];

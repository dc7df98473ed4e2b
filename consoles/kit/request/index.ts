export {
  alsoInvalidates,
  api,
  type ConsoleApi,
  type EndpointSpec,
  endpointSpec,
  isQueryOperation,
  type MutationOperationId,
  type OpArg,
  type OperationDefinitions,
  type OpResult,
  operationTag,
  type QueryOperationId,
  quietMutations,
} from './api';
export { type OperationMeta, type OperationRequest, sdkBaseQuery } from './baseQuery';
export { type ConsoleError, errorText, isConsoleError, toConsoleError } from './errors';

export {
  alsoInvalidates,
  api,
  type ConsoleApi,
  consoleApi,
  type EndpointSpec,
  endpointSpec,
  injectOperations,
  isQueryOperation,
  type MutationOperationId,
  type OpArg,
  type OperationDefinitions,
  type OperationDefs,
  type OpResult,
  opEnvelopeMutation,
  operationTag,
  opMutation,
  opQuery,
  type QueryOperationId,
  quietMutations,
} from './api';
export { type OperationMeta, type OperationRequest, sdkBaseQuery } from './baseQuery';
export { type ConsoleError, errorText, isConsoleError, toConsoleError } from './errors';

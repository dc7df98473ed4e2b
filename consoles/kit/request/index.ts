export {
  consoleApi,
  injectOperations,
  type OpArg,
  type OperationDefs,
  type OpResult,
  opEnvelopeMutation,
  opMutation,
  opQuery,
} from './api';
export { type OperationMeta, type OperationRequest, sdkBaseQuery } from './baseQuery';
export { type ConsoleError, errorText, isConsoleError, toConsoleError } from './errors';

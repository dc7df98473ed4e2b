export {
  type ConsoleStore,
  createConsoleStore,
  type KitDispatch,
  type KitState,
  type KitThunk,
  type StoreOptions,
} from './createConsoleStore';
export { browserNavigation, type KitExtra, type Navigation } from './extra';
export { useKitDispatch, useKitSelector, useKitStore } from './hooks';

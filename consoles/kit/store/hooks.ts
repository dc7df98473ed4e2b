import { useDispatch, useSelector, useStore } from 'react-redux';
import type { ConsoleStore, KitDispatch, KitState } from './createConsoleStore';

export const useKitDispatch = useDispatch.withTypes<KitDispatch>();
export const useKitSelector = useSelector.withTypes<KitState>();
export const useKitStore = useStore.withTypes<ConsoleStore>();

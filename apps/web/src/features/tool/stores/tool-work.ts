import { useAdvancedStore } from './advanced-store';
import { useBatchStore } from './batch-store';
import { useEnhancerStore } from './enhancer-store';

/** Empties every tab's inputs and results (kept in session storage) at once. */
export function resetToolWork(): void {
  useEnhancerStore.getState().reset();
  useBatchStore.getState().reset();
  useAdvancedStore.getState().reset();
}

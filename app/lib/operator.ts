import { useRootData, type OperatorInfo } from './root-data';

/** The operator's details for this page's language (from the root loader). */
export function useOperator(): OperatorInfo | null {
  return useRootData()?.operator ?? null;
}

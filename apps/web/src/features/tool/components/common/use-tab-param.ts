import { useSearchParams } from 'react-router';

/**
 * A tab selection kept in a search parameter: the first id when the parameter is missing or
 * unknown. Selecting replaces the history entry (tabs are not pages to go back through) and
 * drops `clears` (a sub-tab belongs to its tab).
 */
export function useTabParam<T extends string>(
  param: string,
  ids: readonly T[],
  clears: readonly string[] = [],
): [T, (id: string) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get(param);
  const value = ids.find((id) => id === raw) ?? (ids[0] as T);
  const select = (id: string) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.set(param, id);
        clears.forEach((key) => next.delete(key));
        return next;
      },
      { replace: true },
    );
  return [value, select];
}

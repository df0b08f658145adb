import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

export type QueryValues<K extends string> = Record<K, string>;
export type QueryChanges<K extends string> = Partial<Record<K, string | number | null | undefined>>;

/**
 * A page's view (its search, filters, page number, open detail) kept in the address, so a view
 * can be reloaded, shared or walked back. Empty values are left out of the address.
 */
/** Pass `keys` as a constant defined outside the component. */
export function useQueryState<K extends string>(
  keys: readonly K[],
): [QueryValues<K>, (changes: QueryChanges<K>, options?: { replace?: boolean }) => void] {
  const [params, setParams] = useSearchParams();
  const text = params.toString();
  const values = useMemo(() => {
    const read = new URLSearchParams(text);
    return Object.fromEntries(keys.map((key) => [key, read.get(key) ?? ''])) as QueryValues<K>;
  }, [text, keys]);

  const update = useCallback(
    (changes: QueryChanges<K>, options: { replace?: boolean } = {}) => {
      setParams(
        () => {
          // From the address as it is now, not as the last render read it: the router renders a
          // navigation as a transition, so two changes made before it renders (a chip removed,
          // then a filter chosen) would otherwise each start from the same old view, and the
          // second would put back what the first took away.
          const next = new URLSearchParams(window.location.search);
          for (const [key, value] of Object.entries(changes) as [K, string | number | null | undefined][]) {
            if (value === null || value === undefined || value === '') next.delete(key);
            else next.set(key, String(value));
          }
          return next;
        },
        { replace: options.replace ?? false },
      );
    },
    [setParams],
  );
  return [values, update];
}

/** A page number from the address: a whole number from 1, else 1. */
export function pageFrom(value: string): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * A search box that starts from the address and follows it when the view changes without it
 * (back, forward, a chip removed); typing changes only the box. `from` is what the view is (the
 * value by default): when it changes, the box shows the value again.
 */
export function useInputFromView<T>(value: T, from: unknown = value): [T, (input: T) => void] {
  const [typed, setTyped] = useState<{ from: unknown; input: T } | null>(null);
  const input = typed && Object.is(typed.from, from) ? typed.input : value;
  return [input, (next: T) => setTyped({ from, input: next })];
}

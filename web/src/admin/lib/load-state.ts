import type { UseQueryResult } from '@tanstack/react-query';

/** PRODUCT.md section 8's text when a page's figures cannot be read. */
export const LOAD_FAILED = 'Gagal mengambil data. Silakan coba lagi.';

/** What an admin page reads of one query. */
export interface LoadState<T> {
  /** The last answer; kept on screen while the next one loads (placeholderData: keepPreviousData). */
  data: T | null;
  /** The last read failed (it was logged by the QueryClient); cleared when the next one starts. */
  failed: boolean;
  loading: boolean;
  /** The same read again ("Coba lagi"); after a save, invalidate the feature's keys instead. */
  reload: () => void;
}

export function loadState<T>(query: UseQueryResult<T>): LoadState<T> {
  return {
    data: query.data ?? null,
    failed: query.isError && !query.isFetching,
    loading: query.isFetching,
    reload: () => void query.refetch(),
  };
}

/** For a page that shows LOAD_FAILED instead of its figures when they cannot be read. */
export function loadOrError<T>(query: UseQueryResult<T>): { data: T | null; error: string } {
  const { data, failed } = loadState(query);
  return { data: failed ? null : data, error: failed ? LOAD_FAILED : '' };
}

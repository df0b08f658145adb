import { useEffect, useState, type Dispatch, type SetStateAction } from 'react';

/**
 * A state that starts as whether the window matches `query` (a CSS media query), may then be
 * changed by the user, and is set again to the query's answer whenever the window crosses it (a
 * window resized, a phone turned): the admin's menu folded on a narrow screen, a panel open on a
 * wide one.
 */
export function useMediaState(query: string): [boolean, Dispatch<SetStateAction<boolean>>] {
  const [value, setValue] = useState(() => window.matchMedia?.(query).matches ?? false);
  useEffect(() => {
    const media = window.matchMedia?.(query);
    if (!media) return;
    const follow = (event: MediaQueryListEvent) => setValue(event.matches);
    media.addEventListener('change', follow);
    return () => media.removeEventListener('change', follow);
  }, [query]);
  return [value, setValue];
}

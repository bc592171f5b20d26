import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * The URL's search parameters, and a change made on top of the latest ones. React Router renders a
 * navigation a moment later (in a transition), so two quick changes (two dropdowns) would each start
 * from the rendered parameters and the second would undo the first: each change here starts from the
 * last one written until the page has caught up with it.
 */
export function useUrlParams() {
  const [params, setParams] = useSearchParams();
  const rendered = params.toString();
  const pending = useRef<string[]>([]);

  useEffect(() => {
    const caughtUp = pending.current.indexOf(rendered);
    // A page we wrote (drop it and those before it), or one we did not (Back): start from it.
    pending.current = caughtUp === -1 ? [] : pending.current.slice(caughtUp + 1);
  }, [rendered]);

  const change = useCallback(
    (next: (current: URLSearchParams) => URLSearchParams, options?: { replace?: boolean }) => {
      const base = pending.current.at(-1) ?? rendered;
      const written = next(new URLSearchParams(base)).toString();
      if (written === base) return;
      pending.current = [...pending.current, written];
      setParams(new URLSearchParams(written), options);
    },
    [rendered, setParams],
  );

  return [params, change] as const;
}

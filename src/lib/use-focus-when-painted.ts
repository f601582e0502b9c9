// Moving focus to content that the same update renders (an error summary, a results heading): the
// move waits for the next frame, when the element exists, and is cancelled if the component is gone
// by then, so it never takes focus from whatever came next.
import { useCallback, useEffect, useRef } from 'react';

export function useFocusWhenPainted(): (id: string) => void {
  const frame = useRef(0);
  useEffect(() => () => cancelAnimationFrame(frame.current), []);
  return useCallback((id: string) => {
    cancelAnimationFrame(frame.current);
    frame.current = requestAnimationFrame(() => document.getElementById(id)?.focus());
  }, []);
}

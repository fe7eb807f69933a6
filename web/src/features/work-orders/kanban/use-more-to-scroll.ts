import { useCallback, useEffect, useState, type RefObject } from 'react';

/**
 * Whether a sideways-scrolling box has more past its end (right, or left in Arabic): the board's later
 * columns (Completed, Closed) sat out of sight at 1440 with nothing saying so. `scrollOn` moves one step on.
 */
export function useMoreToScroll(ref: RefObject<HTMLElement | null>) {
  const [more, setMore] = useState(false);
  const measure = useCallback(() => {
    const box = ref.current;
    if (!box) return;
    // In right-to-left boxes scrollLeft runs from 0 to negative values: its magnitude is the distance moved.
    const moved = Math.abs(box.scrollLeft);
    setMore(box.scrollWidth - box.clientWidth - moved > 4);
  }, [ref]);
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    measure();
    box.addEventListener('scroll', measure, { passive: true });
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    for (const child of Array.from(box.children)) observer.observe(child);
    return () => {
      box.removeEventListener('scroll', measure);
      observer.disconnect();
    };
  });
  const scrollOn = () => {
    const box = ref.current;
    if (!box) return;
    const step = Math.max(box.clientWidth * 0.8, 280);
    const rtl = getComputedStyle(box).direction === 'rtl';
    box.scrollBy({ left: rtl ? -step : step, behavior: 'smooth' });
  };
  return { more, scrollOn };
}

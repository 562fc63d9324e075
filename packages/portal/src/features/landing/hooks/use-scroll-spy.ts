import { useEffect, useState } from 'react';

/** Spec §9 animation default: the scroll-spy reacts at most every 66 ms. */
const THROTTLE_MS = 66;

/**
 * The id of the section the reader is in: the last section whose top is at or above the navbar's
 * offset. Null when `enabled` is false or no section is on the page.
 */
export function useScrollSpy(ids: readonly string[], offset: number, enabled: boolean): string | null {
  const [active, setActive] = useState<string | null>(null);
  const key = ids.join('|');

  useEffect(() => {
    if (!enabled) {
      setActive(null);
      return;
    }
    const sectionIds = key.split('|');
    const measure = () => {
      let current: string | null = null;
      for (const id of sectionIds) {
        const element = document.getElementById(id);
        if (element && element.getBoundingClientRect().top - offset <= 1) current = id;
      }
      // At the very bottom the last short section may never reach the offset: take it then.
      const atBottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
      if (atBottom) {
        const last = [...sectionIds].reverse().find((id) => document.getElementById(id));
        if (last) current = last;
      }
      setActive(current ?? sectionIds.find((id) => document.getElementById(id)) ?? null);
    };
    let timer: ReturnType<typeof setTimeout> | null = null;
    const onScroll = () => {
      if (timer) return;
      timer = setTimeout(() => {
        timer = null;
        measure();
      }, THROTTLE_MS);
    };
    measure();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    // Sections load with the lazy landing chunk: measure again once they are in the page.
    const observer = new MutationObserver(onScroll);
    observer.observe(document.body, { childList: true, subtree: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      observer.disconnect();
      if (timer) clearTimeout(timer);
    };
  }, [key, offset, enabled]);

  return active;
}

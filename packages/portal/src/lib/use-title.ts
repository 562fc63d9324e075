import { useEffect } from 'react';

/** Sets the document title while a screen is shown. */
export function useTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} | Mentor` : 'Mentor | AI sales assistant for life insurance agents';
  }, [title]);
}

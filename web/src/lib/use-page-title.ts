import { useEffect } from 'react';
import { commonMessages } from './common-messages.ts';

/**
 * The browser tab's title while a page shows: "Login | Slotmap", in the language being read (the
 * caller's `t` gives `title`). The title before comes back when the page goes. Pages the server
 * draws have theirs in the HTML it sends (decision 065); this one follows a language switch.
 */
export function usePageTitle(title: string | undefined) {
  useEffect(() => {
    if (!title) return;
    const before = document.title;
    document.title = commonMessages.t('common.pageTitle', { page: title });
    return () => {
      document.title = before;
    };
  }, [title]);
}

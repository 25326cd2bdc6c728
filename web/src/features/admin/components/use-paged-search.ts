import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { effectiveSearch } from '../data/query.ts';

/** A search box's text, the debounced search sent, and the page (back to 1 on a new search). */
export function usePagedSearch() {
  const [search, setSearchText] = useState('');
  const [debounced] = useDebouncedValue(effectiveSearch(search), 300);
  const [page, setPage] = useState(1);
  const setSearch = (value: string) => {
    setSearchText(value);
    setPage(1);
  };
  return { search, setSearch, sent: debounced, page, setPage };
}

import { ActionIcon, Button, TextInput } from '@mantine/core';
import { subcategoriesOf } from '@slotmap/domain/categories';
import { IconSearch, IconX } from '@tabler/icons-react';
import { type ReactNode, useEffect, useRef } from 'react';
import {
  categoryChoices,
  categoryNames,
  categoryOptions,
} from '../../../components/categories/category-name.ts';
import { DeferredSelect } from '../../../components/deferred-select.tsx';
import { useEarlyInput } from '../../../lib/early-input.ts';
import { useLanguage, useLoaded, useT } from '../../../lib/i18n/use-t.tsx';
import type { FindPatch } from '../data/find-params.ts';
import { discoveryMessages } from '../messages.ts';
import classes from './find-filters.module.css';

interface FindFiltersProps {
  search: string;
  cat: string;
  subcategory: string;
  onChange: (patch: FindPatch) => void;
  /** Shown beside Clear on a narrow page only: the phone's Filters button (decision 062). */
  narrowExtra?: ReactNode;
}

/** What to look for: free text (applied on Enter), category, subcategory, and Clear. */
export function FindFilters({ search, cat, subcategory, onChange, narrowExtra }: FindFiltersProps) {
  const t = useT(discoveryMessages);
  const language = useLanguage();
  useLoaded(language, [categoryNames]);
  // What was typed into the server's box before this code arrived is kept (decision 065).
  const [draft, setDraft] = useEarlyInput('search', search);
  // The URL is the truth when it changes: the back button or a shared link replaces what was
  // typed. Not on arrival, which would wipe the early typing for the URL it started with.
  const urlSearch = useRef(search);
  useEffect(() => {
    if (urlSearch.current === search) return;
    urlSearch.current = search;
    setDraft(search);
  }, [search, setDraft]);
  const subcategories = subcategoriesOf(cat);
  const apply = () => onChange({ search: draft.trim() });

  return (
    <div className={classes.filters}>
      <TextInput
        className={classes.wide}
        name="search"
        label={t('discovery.filters.search')}
        placeholder={t('discovery.filters.searchPlaceholder')}
        value={draft}
        data-tour="find-search"
        onChange={(e) => setDraft(e.currentTarget.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            apply();
          }
        }}
        rightSection={
          <ActionIcon variant="subtle" aria-label={t('discovery.filters.apply')} onClick={apply}>
            <IconSearch size={16} aria-hidden />
          </ActionIcon>
        }
      />
      <DeferredSelect
        label={t('discovery.filters.category')}
        placeholder={t('discovery.filters.allCategories')}
        data={categoryChoices(language)}
        value={cat || null}
        clearable
        data-tour="find-category"
        onChange={(value) => onChange({ cat: value, subcategory: null })}
      />
      <DeferredSelect
        label={t('discovery.filters.subcategory')}
        placeholder={t('discovery.filters.allSubcategories')}
        data={categoryOptions(subcategories, language)}
        value={subcategory || null}
        disabled={!cat}
        clearable
        onChange={(value) => onChange({ subcategory: value })}
      />
      <Button
        variant="default"
        leftSection={<IconX size={16} aria-hidden />}
        disabled={!search && !cat && !subcategory && !draft}
        onClick={() => {
          setDraft('');
          onChange({ search: null, cat: null, subcategory: null });
        }}
      >
        {t('discovery.clear')}
      </Button>
      {narrowExtra && <div className={classes.narrowOnly}>{narrowExtra}</div>}
    </div>
  );
}

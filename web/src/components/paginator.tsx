import { Group, Pagination } from '@mantine/core';
import { PAGE_SIZE } from '@slotmap/domain/constants';
import { useT } from '../lib/i18n/use-t.tsx';
import { componentMessages } from './messages.ts';
import { pageList } from './page-list.ts';

interface PaginatorProps {
  /** The current page, from 1. */
  page: number;
  /** How many items match in all (a PageView's total). */
  total: number;
  pageSize?: number;
  onChange: (page: number) => void;
}

/** Spec §9: 10 per page, 5 range pages and 2 margin pages; hidden while one page holds all. */
export function Paginator({ page, total, pageSize = PAGE_SIZE, onChange }: PaginatorProps) {
  const t = useT(componentMessages);
  const totalPages = Math.ceil(total / pageSize);
  if (totalPages <= 1) return null;
  return (
    <Pagination.Root
      total={totalPages}
      value={page}
      onChange={onChange}
      getItemProps={(p) => ({ 'aria-label': t('components.pager.page', { page: p }) })}
    >
      <Group gap={6} justify="center" component="nav" aria-label={t('components.pager.nav')}>
        <Pagination.Previous aria-label={t('components.pager.previous')} />
        {pageList(page, totalPages).map((item, i) =>
          item === 'gap' ? (
            // Gaps have no identity of their own: their position is their key.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <Pagination.Dots key={`gap-${i}`} />
          ) : (
            <Pagination.Control
              key={item}
              active={item === page}
              aria-current={item === page ? 'page' : undefined}
              aria-label={t('components.pager.page', { page: item })}
              onClick={() => onChange(item)}
            >
              {item}
            </Pagination.Control>
          ),
        )}
        <Pagination.Next aria-label={t('components.pager.next')} />
      </Group>
    </Pagination.Root>
  );
}

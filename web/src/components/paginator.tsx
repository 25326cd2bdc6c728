import { Box, Group, UnstyledButton } from '@mantine/core';
import { PAGE_SIZE } from '@slotmap/domain/constants';
import type { ReactNode } from 'react';
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

// Mantine's Pagination, drawn with its classes (its stylesheet is the app's, decision 073) from
// the buttons the app has anyway: Pagination's own parts (context, range hook, edges and icons)
// were 2–3 kB on the wire on every listing page. paginator.test.tsx compares the two renderings.
const ICON_SIZE = 'calc(var(--pagination-control-size) / 1.8)';
const PATHS = {
  previous: 'M7.219 8l3.3 3.3-.943.943L5.333 8l4.243-4.243.943.943-3.3 3.3z',
  next: 'M8.781 8l-3.3-3.3.943-.943L10.667 8l-4.243 4.243-.943-.943 3.3-3.3z',
  dots: 'M2 8c0-.733.6-1.333 1.333-1.333.734 0 1.334.6 1.334 1.333s-.6 1.333-1.334 1.333C2.6 9.333 2 8.733 2 8zm9.333 0c0-.733.6-1.333 1.334-1.333C13.4 6.667 14 7.267 14 8s-.6 1.333-1.333 1.333c-.734 0-1.334-.6-1.334-1.333zM6.667 8c0-.733.6-1.333 1.333-1.333s1.333.6 1.333 1.333S8.733 9.333 8 9.333 6.667 8.733 6.667 8z',
};

function Icon({ path, flip }: { path: keyof typeof PATHS; flip?: boolean }) {
  return (
    // biome-ignore lint/a11y/noSvgWithoutTitle: the button around it has a name; Mantine's the same
    <svg
      viewBox="0 0 16 16"
      xmlns="http://www.w3.org/2000/svg"
      style={{ width: ICON_SIZE, height: ICON_SIZE }}
      className={flip ? 'mantine-rotate-rtl' : undefined}
    >
      <path d={PATHS[path]} fill="currentColor" />
    </svg>
  );
}

interface ControlProps {
  label: string;
  disabled?: boolean;
  active?: boolean;
  /** A page's number has padding around it; an arrow has not. */
  padded?: boolean;
  onClick: () => void;
  children: ReactNode;
}

function Control({ label, active, padded, disabled, onClick, children }: ControlProps) {
  return (
    <UnstyledButton
      // mantine-active: the press effect Mantine gives every control that can be pressed.
      className={`m_326d024a mantine-Pagination-control${disabled ? '' : ' mantine-active'}`}
      mod={{ active, disabled, 'with-padding': padded }}
      disabled={disabled}
      aria-current={active ? 'page' : undefined}
      aria-label={label}
      onClick={onClick}
    >
      {children}
    </UnstyledButton>
  );
}

/** Spec §9: 10 per page, 5 range pages and 2 margin pages; hidden while one page holds all. */
export function Paginator({ page, total, pageSize = PAGE_SIZE, onChange }: PaginatorProps) {
  const t = useT(componentMessages);
  const totalPages = Math.ceil(total / pageSize);
  if (totalPages <= 1) return null;
  return (
    <Box className="m_4addd315 mantine-Pagination-root">
      <Group gap={6} justify="center" component="nav" aria-label={t('components.pager.nav')}>
        <Control
          label={t('components.pager.previous')}
          disabled={page <= 1}
          onClick={() => onChange(page - 1)}
        >
          <Icon path="previous" flip />
        </Control>
        {pageList(page, totalPages).map((item, i) =>
          item === 'gap' ? (
            // Gaps have no identity of their own: their position is their key.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <Box key={`gap-${i}`} className="m_4ad7767d mantine-Pagination-dots">
              <Icon path="dots" />
            </Box>
          ) : (
            <Control
              key={item}
              label={t('components.pager.page', { page: item })}
              active={item === page}
              padded
              onClick={() => onChange(item)}
            >
              {item}
            </Control>
          ),
        )}
        <Control
          label={t('components.pager.next')}
          disabled={page >= totalPages}
          onClick={() => onChange(page + 1)}
        >
          <Icon path="next" flip />
        </Control>
      </Group>
    </Box>
  );
}

import { Button } from '@mantine/core';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useT } from '../../../lib/i18n/use-t.tsx';
import type { FindPatch } from '../data/find-params.ts';
import { discoveryMessages } from '../messages.ts';
import { activeTimeFilters, type TimeFilterValues } from './time-filters.tsx';

// The drawer (Modal, focus trap, scroll lock) is downloaded on the first press (decision 045).
const TimeFiltersDrawer = lazy(async () => ({
  default: (await import('./time-filters-drawer.tsx')).TimeFiltersDrawer,
}));

interface TimeFiltersButtonProps extends TimeFilterValues {
  today: string;
  onChange: (patch: FindPatch) => void;
}

/** The phone's way to the time filters: one button that says how many are set. */
export function TimeFiltersButton({ today, onChange, ...values }: TimeFiltersButtonProps) {
  const t = useT(discoveryMessages);
  const [opened, setOpened] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const count = activeTimeFilters(values);
  return (
    <>
      <Button
        variant={count ? 'light' : 'default'}
        leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden />}
        aria-haspopup="dialog"
        onClick={() => {
          setLoaded(true);
          setOpened(true);
        }}
      >
        {t('discovery.time.button', { count })}
      </Button>
      {loaded && (
        <Suspense fallback={null}>
          <TimeFiltersDrawer
            {...values}
            today={today}
            onChange={onChange}
            opened={opened}
            onClose={() => setOpened(false)}
          />
        </Suspense>
      )}
    </>
  );
}

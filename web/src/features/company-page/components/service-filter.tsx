import { Stack, Text, TextInput } from '@mantine/core';
import type { ServiceView } from '@slotmap/domain/company-view';
import { lazy, Suspense } from 'react';
import { SegmentedChoice } from '../../../components/segmented-choice.tsx';
import { formatPrice } from '@slotmap/domain/price-format';
import { useLanguage, useT } from '../../../lib/i18n/use-t.tsx';
import { companyPageMessages } from '../messages.ts';

// Most businesses have a few short services, shown side by side; only the others need the list
// (Mantine's Select, with its combobox and floating-ui), so it loads when one is shown.
const ServiceSelect = lazy(async () => ({
  default: (await import('./service-select.tsx')).ServiceSelect,
}));

interface ServiceFilterProps {
  /** The services booked online: only they have times to choose. */
  services: readonly ServiceView[];
  value: string;
  onChange: (serviceId: string) => void;
}

/** Short names fit side by side even on a phone; longer ones or more of them go in a list. */
const fitsSideBySide = (services: readonly ServiceView[]) =>
  services.length <= 3 && services.reduce((n, s) => n + s.name.length, 0) <= 32;

function Summary({ service }: { service: ServiceView }) {
  const t = useT(companyPageMessages);
  const language = useLanguage();
  return (
    <Text fz="sm" c="dimmed">
      {t('companyPage.durationPrice', {
        minutes: service.service_duration,
        price: formatPrice(service.price, language),
      })}
    </Text>
  );
}

/** Which service's times are shown. A single service needs no choice: its name is shown. */
export function ServiceFilter({ services, value, onChange }: ServiceFilterProps) {
  const t = useT(companyPageMessages);
  const current = services.find((s) => s._id === value) ?? services[0];
  if (services.length === 1) {
    return (
      <Stack gap={0}>
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          {current.name}
        </Text>
        <Summary service={current} />
      </Stack>
    );
  }
  const data = services.map((s) => ({ value: s._id, label: s.name }));
  return (
    <Stack gap={4}>
      {fitsSideBySide(services) ? (
        <SegmentedChoice
          aria-label={t('companyPage.service')}
          data={data}
          value={value}
          onChange={onChange}
          fullWidth
        />
      ) : (
        // Until the list has loaded, a box of the same size names the service shown.
        <Suspense
          fallback={<TextInput label={t('companyPage.service')} value={current.name} readOnly />}
        >
          <ServiceSelect data={data} value={value} onChange={onChange} />
        </Suspense>
      )}
      <Summary service={current} />
    </Stack>
  );
}

import { Fieldset, NumberInput, SimpleGrid, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import {
  BUFFER_MAX,
  HORIZON_MAX,
  HORIZON_MIN,
  MIN_NOTICE_MAX,
} from '@slotmap/domain/booking-rules';
import { useT } from '../../../lib/i18n/use-t.tsx';
import { servicesMessages } from '../settings/messages.ts';
import type { ServiceFormValues } from './service-values.ts';

type RuleField = 'min_notice' | 'buffer_before' | 'buffer_after' | 'horizon_days';

const RULES = [
  {
    field: 'min_notice',
    name: 'services.rules.notice',
    help: 'services.rules.notice.help',
    unit: 'services.rules.unit.minutes',
    min: 0,
    max: MIN_NOTICE_MAX,
  },
  {
    field: 'horizon_days',
    name: 'services.rules.horizon',
    help: 'services.rules.horizon.help',
    unit: 'services.rules.unit.days',
    min: HORIZON_MIN,
    max: HORIZON_MAX,
  },
  {
    field: 'buffer_before',
    name: 'services.rules.before',
    help: 'services.rules.before.help',
    unit: 'services.rules.unit.minutes',
    min: 0,
    max: BUFFER_MAX,
  },
  {
    field: 'buffer_after',
    name: 'services.rules.after',
    help: 'services.rules.after.help',
    unit: 'services.rules.unit.minutes',
    min: 0,
    max: BUFFER_MAX,
  },
] as const satisfies {
  field: RuleField;
  name: string;
  help: string;
  unit: string;
  min: number;
  max: number;
}[];

/** A service's booking rules (decision 055): notice, horizon and buffers, for online booking. */
export function BookingRulesFields({ form }: { form: UseFormReturnType<ServiceFormValues> }) {
  const t = useT(servicesMessages);
  return (
    <Fieldset
      legend={t('services.rules.legend')}
      variant="unstyled"
      // As the form's other group labels (Booking method), flush with the fields around it.
      m={0}
      styles={{ legend: { padding: 0, fontSize: 'var(--mantine-font-size-sm)', fontWeight: 600 } }}
    >
      <Text size="xs" c="dimmed" mb="xs">
        {t('services.rules.intro')}
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        {RULES.map((r) => (
          <NumberInput
            key={r.field}
            label={t(r.name)}
            description={t(r.help, { min: r.min, max: r.max })}
            // Help under the field: side by side, help of different lengths leaves the inputs in line.
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            min={r.min}
            max={r.max}
            allowDecimal={false}
            allowNegative={false}
            clampBehavior="none"
            rightSection={
              <Text size="sm" c="dimmed" aria-hidden>
                {t(r.unit)}
              </Text>
            }
            rightSectionWidth={48}
            rightSectionPointerEvents="none"
            hideControls
            inputMode="numeric"
            data-testid={`rule-${r.field}`}
            {...form.getInputProps(r.field)}
          />
        ))}
      </SimpleGrid>
    </Fieldset>
  );
}

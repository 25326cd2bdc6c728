import { Fieldset, NumberInput, SimpleGrid, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import {
  BUFFER_MAX,
  HORIZON_MAX,
  HORIZON_MIN,
  MIN_NOTICE_MAX,
} from '@slotmap/domain/booking-rules';
import type { ServiceFormValues } from './service-values.ts';

type RuleField = 'min_notice' | 'buffer_before' | 'buffer_after' | 'horizon_days';

const RULES: {
  field: RuleField;
  label: string;
  help: string;
  unit: string;
  min: number;
  max: number;
}[] = [
  {
    field: 'min_notice',
    label: 'Minimum notice',
    help: 'How long before the start a booking must be made. 0: up to the start.',
    unit: 'min',
    min: 0,
    max: MIN_NOTICE_MAX,
  },
  {
    field: 'horizon_days',
    label: 'Book up to',
    help: `How many days ahead people may book (${HORIZON_MIN} to ${HORIZON_MAX}).`,
    unit: 'days',
    min: HORIZON_MIN,
    max: HORIZON_MAX,
  },
  {
    field: 'buffer_before',
    label: 'Buffer before',
    help: 'Time kept free before each appointment (setup).',
    unit: 'min',
    min: 0,
    max: BUFFER_MAX,
  },
  {
    field: 'buffer_after',
    label: 'Buffer after',
    help: 'Time kept free after each appointment (clean-up).',
    unit: 'min',
    min: 0,
    max: BUFFER_MAX,
  },
];

/** A service's booking rules (decision 055): notice, horizon and buffers, for online booking. */
export function BookingRulesFields({ form }: { form: UseFormReturnType<ServiceFormValues> }) {
  return (
    <Fieldset
      legend="Booking rules"
      variant="unstyled"
      // As the form's other group labels (Booking method), flush with the fields around it.
      m={0}
      styles={{ legend: { padding: 0, fontSize: 'var(--mantine-font-size-sm)', fontWeight: 600 } }}
    >
      <Text size="xs" c="dimmed" mb="xs">
        Buffers keep other appointments away as a booking does; the appointment itself stays within
        your opening hours.
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        {RULES.map((r) => (
          <NumberInput
            key={r.field}
            label={r.label}
            description={r.help}
            // Help under the field: side by side, help of different lengths leaves the inputs in line.
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            min={r.min}
            max={r.max}
            allowDecimal={false}
            allowNegative={false}
            clampBehavior="none"
            rightSection={
              <Text size="sm" c="dimmed" aria-hidden>
                {r.unit}
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

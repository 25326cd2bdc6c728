import {
  ActionIcon,
  Button,
  Fieldset,
  Group,
  Select,
  Slider,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import {
  FIELD_TYPES,
  type FieldType,
  OPTION_FIELD_TYPES,
  SLIDER_MIN,
  sliderStep,
} from '@slotmap/domain/services';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash, IconX } from '@tabler/icons-react';
import type { ServiceFormValues } from './service-values.ts';

const TYPE_LABELS: Record<FieldType, string> = {
  text: 'Short text',
  checkbox: 'Checkboxes',
  radio: 'Single choice (radio)',
  file: 'File upload',
  textarea: 'Long text',
  slider: 'Slider',
  dropdown: 'Dropdown',
};
const typeOptions = FIELD_TYPES.map((t) => ({ value: t, label: TYPE_LABELS[t] }));

interface IntakeFieldEditorProps {
  form: UseFormReturnType<ServiceFormValues>;
  index: number;
  count: number;
}

/** Spec §5: a slider starts at 10 and moves in steps of 100 divided by the option count. */
function SliderPreview({ labels }: { labels: string[] }) {
  const step = sliderStep(labels.length);
  const marks = labels.map((label, i) => ({ value: SLIDER_MIN + i * step, label }));
  return (
    <Stack gap={4} pb="lg">
      <Text fz="xs" c="dimmed">
        Preview
      </Text>
      <Slider
        aria-label="Slider preview"
        min={SLIDER_MIN}
        max={Math.max(SLIDER_MIN + (labels.length - 1) * step, SLIDER_MIN + 1)}
        step={step}
        marks={marks}
        label={null}
        mx="md"
      />
    </Stack>
  );
}

/** One intake question: its type, label, whether it is required, and its options. */
export function IntakeFieldEditor({ form, index, count }: IntakeFieldEditorProps) {
  const path = `intakeForm.${index}` as const;
  const field = form.getValues().intakeForm[index];
  const hasOptions = OPTION_FIELD_TYPES.includes(field.field_type);

  return (
    <Fieldset legend={`Question ${index + 1}`} aria-label={`Question ${index + 1}`} p="sm">
      <Stack gap="xs">
        <Group gap="xs" align="flex-end" wrap="wrap">
          <Select
            label="Field type"
            data={typeOptions}
            allowDeselect={false}
            style={{ flex: '1 1 160px' }}
            {...form.getInputProps(`${path}.field_type`)}
            onChange={(v) => {
              if (!v) return;
              form.setFieldValue(`${path}.field_type`, v as FieldType);
              // An option question starts with one option to fill in; others have none.
              const needsOptions = OPTION_FIELD_TYPES.includes(v as FieldType);
              const options = form.getValues().intakeForm[index].options;
              if (needsOptions && options.length === 0)
                form.setFieldValue(`${path}.options`, [{ label: '', value: '', isChecked: false }]);
              if (!needsOptions) form.setFieldValue(`${path}.options`, []);
            }}
          />
          <TextInput
            label="Label"
            placeholder="e.g. Reason for visit"
            required
            style={{ flex: '2 1 200px' }}
            {...form.getInputProps(`${path}.field_label`)}
          />
        </Group>
        {hasOptions && (
          <Stack gap={6}>
            <Text fz="sm" fw={500}>
              Options
            </Text>
            {field.options.map((_, j) => (
              // Options have no id of their own; their position is what the owner edits.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <Group key={j} gap="xs" wrap="nowrap">
                <TextInput
                  aria-label={`Option ${j + 1}`}
                  placeholder={`Option ${j + 1}`}
                  style={{ flex: 1 }}
                  {...form.getInputProps(`${path}.options.${j}.label`)}
                />
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label={`Remove option ${j + 1}`}
                  onClick={() => form.removeListItem(`${path}.options`, j)}
                  disabled={field.options.length <= 1}
                >
                  <IconX size={16} />
                </ActionIcon>
              </Group>
            ))}
            {form.errors[`${path}.options`] && (
              <Text fz="xs" c="red">
                {form.errors[`${path}.options`]}
              </Text>
            )}
            <Group>
              <Button
                variant="subtle"
                size="xs"
                leftSection={<IconPlus size={14} />}
                onClick={() =>
                  form.insertListItem(`${path}.options`, { label: '', value: '', isChecked: false })
                }
              >
                Add option
              </Button>
            </Group>
            {field.field_type === 'slider' && (
              <SliderPreview labels={field.options.map((o, j) => o.label || `Option ${j + 1}`)} />
            )}
          </Stack>
        )}
        <Group justify="space-between" wrap="wrap">
          <Switch
            label="Required"
            {...form.getInputProps(`${path}.is_required`, { type: 'checkbox' })}
          />
          <Group gap={4}>
            <ActionIcon
              variant="default"
              aria-label={`Move question ${index + 1} up`}
              disabled={index === 0}
              onClick={() => form.reorderListItem('intakeForm', { from: index, to: index - 1 })}
            >
              <IconArrowUp size={16} />
            </ActionIcon>
            <ActionIcon
              variant="default"
              aria-label={`Move question ${index + 1} down`}
              disabled={index === count - 1}
              onClick={() => form.reorderListItem('intakeForm', { from: index, to: index + 1 })}
            >
              <IconArrowDown size={16} />
            </ActionIcon>
            <ActionIcon
              variant="light"
              color="red"
              aria-label={`Remove question ${index + 1}`}
              onClick={() => form.removeListItem('intakeForm', index)}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        </Group>
      </Stack>
    </Fieldset>
  );
}

import { Button, Card, Group, Radio, Stack, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import {
  type CalendarStatusView,
  type ExternalCalendar,
  externalCalendarSchema,
} from '@slotmap/domain/calendars';
import { useId } from 'react';
import { confirmReplace } from '../../../components/calendars/replace-confirm.tsx';
import { useSaveExternalCalendar } from '../../../lib/calendars.ts';
import { focusingFirstError } from '../../../lib/focus-first-error.ts';
import { translatedErrors } from '../../../lib/i18n/form-errors.ts';
import { useT } from '../../../lib/i18n/use-t.tsx';
import { notify, notifyError } from '../../../lib/notify.ts';
import { businessMessages, calendarRules } from '../messages.ts';

type CalendarType = ExternalCalendar['calendartype'];

// 'calandly' is how the spec and the API spell it. Calendly and JaneApp are names, the same in
// every language.
const CHOICES: { value: CalendarType; name: string | null }[] = [
  { value: '', name: null },
  { value: 'calandly', name: 'Calendly' },
  { value: 'janeapp', name: 'JaneApp' },
];

interface ExternalCalendarFormProps {
  companyId: string;
  status: CalendarStatusView;
}

/**
 * A booking page elsewhere (Calendly or JaneApp) instead of a linked calendar. The saved page can
 * change without this form (linking a CalDAV calendar removes it), so the form starts again from
 * whatever is saved; the save call lives out here, so its toast survives that fresh start.
 */
export function ExternalCalendarForm({ companyId, status }: ExternalCalendarFormProps) {
  const save = useSaveExternalCalendar(companyId);
  const saved = `${status.calendartype ?? ''} ${status.calendarurl ?? ''}`;
  return <ExternalCalendarFields key={saved} status={status} save={save} />;
}

function ExternalCalendarFields({
  status,
  save,
}: {
  status: CalendarStatusView;
  save: ReturnType<typeof useSaveExternalCalendar>;
}) {
  const t = useT(businessMessages);
  const titleId = useId();
  const form = useForm<ExternalCalendar>({
    initialValues: {
      calendartype: status.calendartype ?? '',
      calendarurl: status.calendarurl ?? '',
    },
    validate: translatedErrors(
      calendarRules,
      schemaResolver(externalCalendarSchema, { sync: true }),
    ),
  });
  const type = form.getValues().calendartype;

  const send = (values: ExternalCalendar) =>
    save.mutate(externalCalendarSchema.parse(values), {
      onSuccess: () => notify(t('businesses.calendars.external.saved')),
      onError: notifyError,
    });
  // Choosing a booking page removes a linked calendar: the same question as linking another.
  const submit = form.onSubmit(
    (values) =>
      values.calendartype !== '' && status.connection
        ? confirmReplace(() => send(values))
        : send(values),
    focusingFirstError(),
  );

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={titleId}>
      <form noValidate onSubmit={submit}>
        <Stack gap="sm">
          <Title order={3} fz="h5" id={titleId}>
            {t('businesses.calendars.external.title')}
          </Title>
          <Radio.Group
            label={t('businesses.calendars.external.page')}
            description={t('businesses.calendars.external.pageHint')}
            {...form.getInputProps('calendartype')}
            onChange={(v) => {
              form.setFieldValue('calendartype', v as CalendarType);
              if (v === '') form.setFieldValue('calendarurl', '');
            }}
          >
            <Group gap="lg" mt="xs">
              {CHOICES.map((c) => (
                <Radio
                  key={c.value}
                  value={c.value}
                  label={c.name ?? t('businesses.calendars.external.none')}
                />
              ))}
            </Group>
          </Radio.Group>
          <TextInput
            label={t('businesses.calendars.external.address')}
            placeholder={t('businesses.calendars.external.addressPlaceholder')}
            type="url"
            inputMode="url"
            disabled={type === ''}
            required={type !== ''}
            {...form.getInputProps('calendarurl')}
          />
          <Group>
            <Button type="submit" loading={save.isPending}>
              {t('businesses.calendars.external.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

import { Button, Checkbox, Group, Stack, Textarea, Title, VisuallyHidden } from '@mantine/core';
import { useForm } from '@mantine/form';
import { TEXT_MAX } from '@slotmap/domain/bookings';
import type { CompanyView, ServiceView } from '@slotmap/domain/company-view';
import { formatPhone, phoneDigits } from '@slotmap/domain/phone';
import { IconCalendarCheck, IconExternalLink, IconPhone } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { focusingFirstError } from '../../../lib/focus-first-error.ts';
import { useT } from '../../../lib/i18n/use-t.tsx';
import { companyPageMessages } from '../messages.ts';
import { ApiError } from '../../../lib/api-client.ts';
import type { User } from '../../../lib/auth.ts';
import { notify, notifyError } from '../../../lib/notify.ts';
import { useCreateBooking, useSaveIntakeAnswers } from '../data/booking.ts';
import {
  type AnswerValue,
  type BookingFormValues,
  answersToSave,
  bookingFormErrors,
  initialAnswers,
  intakePayload,
  offersRemember,
} from '../intake-answers.ts';
import { webAddress } from '../social-links.ts';
import { IntakeFieldInput } from './intake-field-input.tsx';

interface BookingFormProps {
  company: CompanyView;
  service: ServiceView;
  user: User;
  date: string;
  startTime: number;
  /** 409: someone else booked the time first. */
  onSlotTaken: () => void;
  /** The booking was made: the slots are stale. */
  onBooked: () => void;
}

/**
 * The service's intake questions and notes, then the ways to book the service (spec §2, §3):
 * Book Now sends the booking; Book From Site and Call to Book lead to the business.
 */
export function BookingForm(props: BookingFormProps) {
  const { company, service, user, date, startTime } = props;
  const t = useT(companyPageMessages);
  const fields = service.intakeForm;
  const navigate = useNavigate();
  const create = useCreateBooking();
  const saveAnswers = useSaveIntakeAnswers();
  // "Text me reminders": off unless the customer said yes before; asked only with a phone to text.
  const [textMe, setTextMe] = useState(user.reminder_texts === true);
  const form = useForm<BookingFormValues>({
    initialValues: { ...initialAnswers(fields, user.intakeFormFields, company._id), text: '' },
    validate: (values) => bookingFormErrors(fields, values, t('companyPage.form.required')),
  });
  // The service's own link, or else the business's Calendly or JaneApp page (Booking Calendars).
  const siteLink = service.book_site
    ? webAddress(service.book_site_link || (company.calendartype ? company.calendarurl : ''))
    : null;

  const submit = form.onSubmit(
    (values) => {
      const intakeForm = intakePayload(fields, values.answers);
      const booking = {
        company: company._id,
        service: service._id,
        start_date: date,
        start_time: startTime,
        text: values.text.trim(),
        intakeForm,
        ...(user.phone ? { reminder_texts: textMe } : {}),
      };
      create.mutate(booking, {
        onSuccess: (created) => {
          notify(t('companyPage.form.created'));
          saveAnswers(answersToSave(fields, values), company._id);
          props.onBooked();
          navigate(`/bookings/${created._id}`);
        },
        onError: (error) => {
          notifyError(error);
          if (error instanceof ApiError && error.status === 409) props.onSlotTaken();
        },
      });
    },
    // The first unanswered question may be far up the form: bring it to the customer.
    focusingFirstError(),
  );

  return (
    <form noValidate onSubmit={submit} data-tour="booking-form">
      <Stack gap="md">
        {fields.length > 0 && (
          <Title order={3} fz="h5">
            {t('companyPage.form.questionsFrom', { name: company.name })}
          </Title>
        )}
        {fields.map((field, i) => (
          <Stack key={field._id || field.field_name} gap={6}>
            <IntakeFieldInput
              field={field}
              value={form.getValues().answers[i]}
              onChange={(value: AnswerValue) => form.setFieldValue(`answers.${i}`, value)}
              error={form.errors[`answers.${i}`] as string | undefined}
            />
            {/* Off unless this answer came from a shared one: an answer stays with this business. */}
            {offersRemember(field) && (
              <Checkbox
                size="xs"
                label={t('companyPage.form.remember')}
                aria-label={t('companyPage.form.rememberFor', { question: field.field_label })}
                checked={form.getValues().reusable[i] === true}
                onChange={(e) => form.setFieldValue(`reusable.${i}`, e.currentTarget.checked)}
              />
            )}
          </Stack>
        ))}
        <Textarea
          label={t('companyPage.form.notes')}
          description={t('companyPage.form.notesHint')}
          autosize
          minRows={2}
          maxRows={6}
          maxLength={TEXT_MAX}
          {...form.getInputProps('text')}
        />
        {user.phone && (
          <Checkbox
            label={t('companyPage.form.textMe')}
            description={t('companyPage.form.textMeHint', { phone: formatPhone(user.phone) })}
            checked={textMe}
            onChange={(e) => setTextMe(e.currentTarget.checked)}
          />
        )}
        <Group gap="xs">
          <Button
            type="submit"
            loading={create.isPending}
            leftSection={<IconCalendarCheck size={18} aria-hidden />}
          >
            {t('companyPage.form.bookNow')}
          </Button>
          {siteLink && (
            <Button
              component="a"
              href={siteLink}
              target="_blank"
              rel="noopener noreferrer"
              variant="default"
              leftSection={<IconExternalLink size={18} aria-hidden />}
            >
              {t('companyPage.form.bookFromSite')}
              <VisuallyHidden> {t('companyPage.newTab')}</VisuallyHidden>
            </Button>
          )}
          {service.call_to_book && company.phone && (
            <Button
              component="a"
              href={`tel:${phoneDigits(company.phone)}`}
              variant="default"
              leftSection={<IconPhone size={18} aria-hidden />}
            >
              {t('companyPage.form.callToBook')}
              <VisuallyHidden>
                {' '}
                {t('companyPage.atPhone', { phone: formatPhone(company.phone) })}
              </VisuallyHidden>
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}

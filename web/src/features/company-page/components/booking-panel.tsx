import { Alert, Button, Card, Stack, Text, Title } from '@mantine/core';
import type { CompanyView, ServiceView } from '@slotmap/domain/company-view';
import { bookingWindow, slotEnd } from '@slotmap/domain/slots';
import { IconInfoCircle } from '@tabler/icons-react';
import { useIsMutating, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useLocale, useT } from '../../../lib/i18n/use-t.tsx';
import { companyPageMessages } from '../messages.ts';
import { useAuth } from '../../../lib/auth.ts';
import { slotPickerMessages } from '../../../components/slot-picker/messages.ts';
import { useLiveSlots } from '../../../lib/live-slots.ts';
import { slotsKey, useSlots } from '../../../lib/slots.ts';
import { savePendingSlot } from '../pending-slot.ts';
import {
  bookableDays,
  monthOf,
  monthsBetween,
  type SlotChoice,
  differentZone,
} from '../../../components/slot-picker/slot-calendar.ts';
import { usePendingSlot } from '../use-pending-slot.ts';
import { createBookingKey } from '../data/booking-key.ts';
import { useTakenChoice } from '../use-taken-choice.ts';
import { linkedChoice, useSlotLink, useSlotLinkNotice } from '../use-slot-link.ts';
import { BookingForm, WaitlistDialog } from './deferred-parts.tsx';
import { ServiceFilter } from './service-filter.tsx';
import { SignInToBook } from './sign-in-to-book.tsx';
import { SlotDetails } from './slot-details.tsx';
import {
  SlotPicker,
  SlotPickerSkeleton,
  SlotsFailed,
} from '../../../components/slot-picker/slot-picker.tsx';
import { useOffer } from '../../../lib/waitlists.ts';
import { isHeld, OfferBanner } from '../../../components/waitlists/offer-banner.tsx';
import { useWaitlistJoin } from '../use-waitlist-join.ts';

function PanelCard({ children }: { children: ReactNode }) {
  const t = useT(companyPageMessages);
  return (
    <Card
      withBorder
      padding="md"
      radius="md"
      component="section"
      aria-labelledby="booking-panel"
      data-tour="booking-panel"
    >
      <Stack gap="md">
        <Title order={2} fz="h4" id="booking-panel">
          {t('companyPage.panel.title')}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}

/**
 * Spec §2: choose a service, a date of the month, a time; see the appointment's details; answer
 * the intake questions and book. Visitors are sent to log in or register and brought back to the
 * time they chose.
 */
export function BookingPanel({ company, now }: { company: CompanyView; now: Date }) {
  const t = useT(companyPageMessages);
  const online = company.services.filter((s) => s.book_online);
  if (online.length === 0) {
    return (
      <PanelCard>
        <Text c="dimmed">
          {company.services.length === 0
            ? t('companyPage.panel.noServices')
            : t('companyPage.panel.notOnline')}
        </Text>
      </PanelCard>
    );
  }
  return <OnlineBooking company={company} services={online} now={now} />;
}

function OnlineBooking({
  company,
  services,
  now,
}: {
  company: CompanyView;
  services: ServiceView[];
  now: Date;
}) {
  const t = useT(companyPageMessages);
  const times = useT(slotPickerMessages);
  const locale = useLocale();
  const { user, isLoading: authLoading } = useAuth();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // A "Next:" time of the find page opens the panel with it chosen (decision 062).
  const link = useSlotLink(services);
  const [choice, setChoice] = useState<SlotChoice>(() =>
    link
      ? linkedChoice(link)
      : { serviceId: services[0]._id, month: null, date: null, startTime: null },
  );
  const slots = useSlots(company._id, choice.serviceId);
  const service = services.find((s) => s._id === choice.serviceId) ?? services[0];
  const pendingNotice = usePendingSlot({
    companyId: company._id,
    services,
    signedIn: user !== undefined,
    choice,
    slots: slots.data,
    onRestore: setChoice,
  });
  const linkNotice = useSlotLinkNotice(link, choice, slots.data, setChoice);
  const notice = pendingNotice ?? linkNotice;
  // Others' bookings and holds grey times out while the page is open (decision 061).
  useLiveSlots(company._id);
  const booking = useIsMutating({ mutationKey: createBookingKey }) > 0;
  const takenNotice = useTakenChoice({ choice, slots: slots.data, booking, setChoice });

  // The link of a waitlist offer (?offer=…): the held time is chosen, once, when it loads.
  const [params, setParams] = useSearchParams();
  const offerId = params.get('offer');
  const offer = useOffer(user ? offerId : null);
  const held = isHeld(offer.data, now);
  const offerChosen = useRef<string | null>(null);
  useEffect(() => {
    const o = offer.data;
    if (!o || !held || offerChosen.current === o._id) return;
    const serviceId = services.some((s) => s._id === o.service?._id) ? o.service?._id : undefined;
    if (!serviceId) return;
    offerChosen.current = o._id;
    setChoice({
      serviceId,
      month: monthOf(o.start_date),
      date: o.start_date,
      startTime: o.start_time,
    });
  }, [offer.data, held, services]);
  const dropOffer = () => {
    params.delete('offer');
    setParams(params, { replace: true });
  };

  const isOwner = Boolean(user && company.user === user._id);
  const waitlist = useWaitlistJoin(company._id, user, isOwner);

  const range = bookingWindow(now, company.time_zone);
  const months = monthsBetween(range.first, range.last);
  const bookable = bookableDays(slots.data?.days ?? []);
  const month = choice.month ?? monthOf(bookable[0]?.date ?? range.first);
  const monthDays = bookable.filter((d) => monthOf(d.date) === month);
  // A date kept from another service may be closed for this one: the next open day of its month.
  const day =
    monthDays.find((d) => d.date === choice.date) ??
    monthDays.find((d) => choice.date !== null && d.date > choice.date) ??
    monthDays[0] ??
    null;
  // While the customer's own booking is on its way, the time it takes stays chosen: the form
  // that sent it must stay to open the booking when the answer comes (decision 061).
  const slot =
    day?.slots.find(
      (s) => s.start_time === choice.startTime && (s.unavailable === null || booking),
    ) ?? null;
  const zone = differentZone(company.time_zone, undefined, now, locale);
  const zoneNote = zone === null ? null : times('slotPicker.timesIn', { zone });

  // A chosen time brings its details and the form into view (below the fold on a phone).
  const detailsRef = useRef<HTMLDivElement>(null);
  const chosenKey = slot && day ? `${day.date}@${slot.start_time}` : null;
  useEffect(() => {
    if (chosenKey) detailsRef.current?.scrollIntoView({ behavior: 'smooth', block: 'nearest' });
  }, [chosenKey]);

  const refreshSlots = () =>
    queryClient.invalidateQueries({ queryKey: slotsKey(company._id, service._id) });

  const toSignIn = (path: '/login' | '/register') => {
    if (day && slot) {
      savePendingSlot({
        companyId: company._id,
        serviceId: service._id,
        date: day.date,
        start_time: slot.start_time,
        savedAt: Date.now(),
      });
    }
    navigate(path, { state: { returnUrl: `/company/${company._id}` } });
  };

  let picker: ReactNode;
  // A failed refresh keeps the times already shown; only a first load that fails says so.
  if (!slots.data)
    picker = slots.isError ? (
      <SlotsFailed
        error={slots.error}
        retrying={slots.isFetching}
        onRetry={() => void slots.refetch()}
      />
    ) : (
      <SlotPickerSkeleton />
    );
  else if (bookable.length === 0) picker = <Text c="dimmed">{t('companyPage.panel.noTimes')}</Text>;
  else
    picker = (
      <SlotPicker
        months={months}
        month={month}
        onMonth={(m) => setChoice((c) => ({ ...c, month: m, date: null, startTime: null }))}
        days={monthDays}
        day={day}
        onDay={(date) => setChoice((c) => ({ ...c, month, date, startTime: null }))}
        startTime={slot?.start_time ?? null}
        onSlot={(startTime) =>
          setChoice((c) => ({ ...c, month, date: day?.date ?? null, startTime }))
        }
        zoneNote={zoneNote}
        onJoinWaitlist={day ? waitlist.join?.(day.weekday) : undefined}
        isWaiting={(period) => (day ? waitlist.isWaiting(day.weekday, period) : false)}
      />
    );

  return (
    <PanelCard>
      {offerId && user && !offer.isPending && (
        <OfferBanner
          offer={offer.data}
          held={held}
          timeZone={company.time_zone}
          onDone={dropOffer}
          onDeclined={() => setChoice((c) => ({ ...c, startTime: null }))}
        />
      )}
      {offerId && !user && !authLoading && (
        <Alert color="teal" variant="light" icon={<IconInfoCircle size={18} />} role="status">
          {t('companyPage.panel.offerLogIn')}{' '}
          <Button
            size="compact-sm"
            variant="subtle"
            onClick={() =>
              navigate('/login', {
                state: {
                  returnUrl: `/company/${company._id}?offer=${encodeURIComponent(offerId)}`,
                },
              })
            }
          >
            {t('companyPage.panel.login')}
          </Button>
        </Alert>
      )}
      {user && waitlist.open && (
        <WaitlistDialog
          opened
          onClose={waitlist.close}
          company={company}
          userId={user._id}
          preselect={waitlist.open}
        />
      )}
      <ServiceFilter
        services={services}
        value={service._id}
        // The person keeps the day they were looking at; only the time is chosen again.
        onChange={(serviceId) => setChoice((c) => ({ ...c, serviceId, startTime: null }))}
      />
      {notice && !slot && (
        <Alert color="orange" variant="light" icon={<IconInfoCircle size={18} />} role="status">
          {notice}
        </Alert>
      )}
      {picker}
      {/* Where the chosen time's details were, which is where the customer is looking. */}
      {takenNotice && !slot && (
        <Alert color="orange" variant="light" icon={<IconInfoCircle size={18} />} role="alert">
          {takenNotice}
        </Alert>
      )}
      {day && slot && (
        <Stack gap="md" ref={detailsRef} style={{ scrollMarginTop: 80 }}>
          <SlotDetails
            service={service}
            date={day.date}
            startTime={slot.start_time}
            end={slotEnd(slot, slots.data?.duration ?? service.service_duration)}
            timeZone={company.time_zone}
            zoneNote={zoneNote}
          />
          {user ? (
            <BookingForm
              key={`${service._id}:${user._id}`}
              company={company}
              service={service}
              user={user}
              date={day.date}
              startTime={slot.start_time}
              onBooked={() => void refreshSlots()}
              onSlotTaken={() => {
                setChoice((c) => ({ ...c, startTime: null }));
                void refreshSlots();
              }}
            />
          ) : (
            !authLoading && (
              <SignInToBook
                onLogin={() => toSignIn('/login')}
                onRegister={() => toSignIn('/register')}
              />
            )
          )}
        </Stack>
      )}
    </PanelCard>
  );
}

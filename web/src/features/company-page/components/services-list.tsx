import {
  Anchor,
  Card,
  Divider,
  Flex,
  Group,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import type { CompanyView, ServiceView } from '@slotmap/domain/company-view';
import { formatPhone, phoneDigits } from '@slotmap/domain/phone';
import { IconCalendarEvent, IconExternalLink, IconPhone } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { webAddress } from '../social-links.ts';
import { ListStack } from '../../../components/lists.tsx';
import { formatPrice } from '@slotmap/domain/price-format';
import { useLanguage, useT } from '../../../lib/i18n/use-t.tsx';
import { companyPageMessages } from '../messages.ts';

/** An icon and a label, as each way of booking shows. */
function Method({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Group gap={4} component="span" wrap="nowrap">
      {icon}
      {children}
    </Group>
  );
}

/** How a service is booked (spec business §4): online, on the business's own site, or by phone. */
function BookingMethods({ service, company }: { service: ServiceView; company: CompanyView }) {
  const t = useT(companyPageMessages);
  const phone = company.phone;
  // The service's own link, or else the business's Calendly or JaneApp page.
  const siteLink = service.book_site
    ? webAddress(service.book_site_link || (company.calendartype ? company.calendarurl : ''))
    : null;
  return (
    <Flex wrap="wrap" columnGap="md" rowGap={4} align="center" fz="sm">
      {service.book_online && (
        <Text fz="sm">
          <Method icon={<IconCalendarEvent size={16} aria-hidden />}>
            {t('companyPage.services.bookOnline')}
          </Method>
        </Text>
      )}
      {siteLink && (
        <Anchor href={siteLink} target="_blank" rel="noopener noreferrer" fz="sm">
          <Method icon={<IconExternalLink size={16} aria-hidden />}>
            {t('companyPage.services.bookOnSite')}
            <VisuallyHidden>{t('companyPage.newTab')}</VisuallyHidden>
          </Method>
        </Anchor>
      )}
      {service.call_to_book &&
        (phone ? (
          <Anchor href={`tel:${phoneDigits(phone)}`} fz="sm">
            <Method icon={<IconPhone size={16} aria-hidden />}>
              {t('companyPage.services.callToBook')}
              <VisuallyHidden>
                {t('companyPage.atPhone', { phone: formatPhone(phone) })}
              </VisuallyHidden>
            </Method>
          </Anchor>
        ) : (
          <Text fz="sm">
            <Method icon={<IconPhone size={16} aria-hidden />}>
              {t('companyPage.services.callToBook')}
            </Method>
          </Text>
        ))}
    </Flex>
  );
}

/** The business's services with duration, price, description and how each is booked. */
export function ServicesList({ company }: { company: CompanyView }) {
  const t = useT(companyPageMessages);
  const language = useLanguage();
  return (
    <Card
      withBorder
      padding="md"
      radius="md"
      component="section"
      aria-labelledby="company-services"
      data-tour="company-services"
    >
      <Title order={2} fz="h4" id="company-services" mb="xs">
        {t('companyPage.services.title')}
      </Title>
      {company.services.length === 0 ? (
        <Text c="dimmed">{t('companyPage.services.none')}</Text>
      ) : (
        <ListStack gap={0}>
          {company.services.map((service, index) => (
            <li key={service._id}>
              {index > 0 && <Divider my="sm" />}
              <Stack gap={6}>
                <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
                  <Text fw={600} miw={0} style={{ overflowWrap: 'anywhere' }}>
                    {service.name}
                  </Text>
                  <Text fw={600} style={{ flexShrink: 0 }}>
                    {formatPrice(service.price, language)}
                  </Text>
                </Group>
                <Text fz="sm" c="dimmed">
                  {t('companyPage.minutes', { minutes: service.service_duration })}
                </Text>
                {service.description && (
                  <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
                    {service.description}
                  </Text>
                )}
                <BookingMethods service={service} company={company} />
              </Stack>
            </li>
          ))}
        </ListStack>
      )}
    </Card>
  );
}

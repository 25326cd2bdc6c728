import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { CompanyView } from '@slotmap/domain/company-view';
import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandLinkedin,
  IconBrandX,
  IconMap2,
  IconWorld,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { type SocialSite, socialLinks, webAddress } from '../social-links.ts';
import { useT } from '../../../lib/i18n/use-t.tsx';
import { companyPageMessages } from '../messages.ts';

const ICONS: Record<SocialSite, ReactNode> = {
  facebook: <IconBrandFacebook size={18} aria-hidden />,
  instagram: <IconBrandInstagram size={18} aria-hidden />,
  linkedin: <IconBrandLinkedin size={18} aria-hidden />,
  twitter: <IconBrandX size={18} aria-hidden />,
};

function ExternalLink({
  href,
  icon,
  children,
}: {
  href: string;
  icon: ReactNode;
  children: ReactNode;
}) {
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer" fz="sm">
      <Group gap={6} component="span" wrap="nowrap">
        {icon}
        {children}
      </Group>
    </Anchor>
  );
}

/** Where the business is (street, city, province, postal), a map link, its website and social links. */
export function LocationCard({ company }: { company: CompanyView }) {
  const t = useT(companyPageMessages);
  const { location } = company;
  const cityLine = [location.city, [location.province, location.postal].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  const website = webAddress(company.website ?? '');
  const social = socialLinks(company.social);
  // Spec consumer §9: a map opened from one business zooms to 15.
  const mapLink = `/find?lat=${location.lat}&lng=${location.lng}&zoom=15`;

  return (
    <Card
      withBorder
      padding="md"
      radius="md"
      component="section"
      aria-labelledby="company-location"
    >
      <Stack gap="xs">
        <Title order={2} fz="h4" id="company-location">
          {t('companyPage.location.title')}
        </Title>
        <Text fz="sm" component="address" fs="normal">
          {location.street_address && (
            <span>
              {location.street_address}
              <br />
            </span>
          )}
          {location.street_address_2 && (
            <span>
              {location.street_address_2}
              <br />
            </span>
          )}
          {cityLine && (
            <span>
              {cityLine}
              <br />
            </span>
          )}
          {location.country}
        </Text>
        <Anchor component={Link} to={mapLink} fz="sm">
          <Group gap={6} component="span" wrap="nowrap">
            <IconMap2 size={18} aria-hidden />
            {t('companyPage.location.map')}
          </Group>
        </Anchor>
        {(website || social.length > 0) && (
          <Stack gap={6} mt="xs">
            <Title order={3} fz="sm">
              {t('companyPage.location.web')}
            </Title>
            {website && (
              <ExternalLink href={website} icon={<IconWorld size={18} aria-hidden />}>
                {t('companyPage.location.website')}
              </ExternalLink>
            )}
            {social.map((link) => (
              <ExternalLink key={link.site} href={link.href} icon={ICONS[link.site]}>
                {link.label}
              </ExternalLink>
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}

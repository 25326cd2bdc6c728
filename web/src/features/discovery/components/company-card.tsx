import { IconArrowRight, IconMapPin } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useCategoryName } from '../../../components/categories/category-name.ts';
import { ClaimButton } from '../../../components/claim-button.tsx';
import { LightBadge } from '../../../components/light-badge.tsx';
import { RatingSummary } from '../../../components/rating-summary.tsx';
import { useLanguage, useLocale, useT } from '../../../lib/i18n/use-t.tsx';
import { badgeColour, openBadge } from '../../../lib/open-badge.ts';
import { useRenderMinute, useViewerZone } from '../../../lib/render-clock.tsx';
import { discoveryMessages } from '../messages.ts';
import { type ListedCompany, nextTime } from '../next-time.ts';
import classes from './company-card.module.css';
import { NextTimeLine } from './next-time-line.tsx';
import { formatMiles } from './miles.ts';

interface CompanyCardProps {
  company: ListedCompany;
  /** Miles from the searched point, when the list is a radius search. */
  distance?: number;
  /** Its map marker is hovered: the card stands out. */
  active?: boolean;
  /** Pointer or keyboard focus entered (the id) or left (null) the card. */
  onHover?: (id: string | null) => void;
}

/**
 * A business in a list (spec §2 Find: name, description, Open/Closed, category, arrow, Claim),
 * with its next free time online or how else it books (decision 062). Plain elements with the
 * look of Mantine's Card, Anchor, Text, ActionIcon and Badge (company-card.module.css): a list
 * draws ten, and Mantine's components cost most of the page's hydration (decision 068).
 */
export function CompanyCard({ company, distance, active = false, onHover }: CompanyCardProps) {
  const t = useT(discoveryMessages);
  const categoryName = useCategoryName();
  const locale = useLocale();
  const href = `/company/${company._id}`;
  const place = [company.location.city, company.location.province].filter(Boolean).join(', ');
  return (
    <li
      className={classes.card}
      data-active={active || undefined}
      onMouseEnter={() => onHover?.(company._id)}
      onMouseLeave={() => onHover?.(null)}
      onFocus={() => onHover?.(company._id)}
      onBlur={() => onHover?.(null)}
    >
      <div className={classes.top}>
        <div className={classes.heading}>
          <Link to={href} className={`${classes.name} mantine-focus-auto`}>
            {company.name}
          </Link>
          <div className={classes.place}>
            <IconMapPin size={14} aria-hidden className={classes.pin} />
            {place && <p className={classes.placeName}>{place}</p>}
            {distance !== undefined && (
              <p className={classes.distance}>
                {t('discovery.card.miles', { distance: formatMiles(distance, locale) })}
              </p>
            )}
          </div>
          <RatingSummary rating={company.rating} />
        </div>
        <Link
          to={href}
          className={`${classes.open} mantine-focus-auto mantine-active`}
          aria-label={t('discovery.card.open', { name: company.name })}
        >
          <IconArrowRight size={18} aria-hidden />
        </Link>
      </div>
      {company.description && <p className={classes.description}>{company.description}</p>}
      <CardNextTime company={company} />
      <div className={classes.foot}>
        <div className={classes.badges}>
          <CardOpenBadge company={company} />
          {company.category && (
            <LightBadge color="indigo" variant="outline">
              {categoryName(company.category)}
            </LightBadge>
          )}
          {company.is_featured && (
            <LightBadge color="yellow">{t('discovery.card.featured')}</LightBadge>
          )}
        </div>
        {company.is_admin && (
          <ClaimButton companyId={company._id} companyName={company.name} unclaimed />
        )}
      </div>
    </li>
  );
}

// The parts that read the clock are their own components: a card drawn by the server's clock is
// drawn again by the browser's once hydrated where the two read differently (the minute has turned,
// another zone; decision 065), and only these redraw.

/** Open or closed now: today's closure, if any, decides (decision 054); it says when it opens. */
function CardOpenBadge({ company }: { company: ListedCompany }) {
  const badge = openBadge(company, useRenderMinute(), useViewerZone(), useLanguage());
  return (
    <LightBadge color={badgeColour(badge)} plain>
      {badge.text}
    </LightBadge>
  );
}

/** Its next free time online, or how else it books (decision 062). */
function CardNextTime({ company }: { company: ListedCompany }) {
  const next = nextTime(company, useRenderMinute(), useViewerZone(), useLanguage());
  if (!next) return null;
  return (
    <div className={classes.next}>
      <NextTimeLine next={next} />
    </div>
  );
}

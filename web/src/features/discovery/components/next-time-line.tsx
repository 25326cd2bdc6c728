import { formatPhone, phoneDigits } from '@slotmap/domain/phone';
import { IconCalendarEvent, IconClock, IconExternalLink, IconPhone } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useT } from '../../../lib/i18n/use-t.tsx';
import { discoveryMessages } from '../messages.ts';
import type { NextTime } from '../next-time.ts';
import classes from './next-time-line.module.css';

/**
 * A business's next free time as a link to its page with that time chosen, or how it books
 * otherwise (decision 062). `compact` is the map popup's: a plain link, no button. Plain elements
 * with Mantine's look (a light compact button, anchors, dimmed text): every card of a list draws
 * one, and draws it again once the browser's clock takes over (decision 068).
 */
export function NextTimeLine({ next, compact = false }: { next: NextTime; compact?: boolean }) {
  const t = useT(discoveryMessages);
  const size = compact ? 'xs' : 'sm';
  if (next.kind === 'slot') {
    if (compact)
      return (
        <div className={classes.text} data-size="xs">
          <Link to={next.href} className={`${classes.anchor} ${classes.strong} mantine-focus-auto`}>
            {next.label}
          </Link>{' '}
          <span className={classes.dimmed}>· {next.service}</span>
        </div>
      );
    // The service sits beside the time where both fit, else under it (a phone's card): cut to
    // a few letters beside the button, its name could not be read.
    return (
      <div className={classes.slot}>
        <Link to={next.href} className={`${classes.button} mantine-focus-auto mantine-active`}>
          <IconCalendarEvent size={16} aria-hidden className={classes.buttonIcon} />
          <span className={classes.buttonLabel}>{next.label}</span>
        </Link>
        <p className={`${classes.text} ${classes.dimmed} ${classes.truncate}`} data-size="xs">
          {next.service}
        </p>
      </div>
    );
  }
  if (next.kind === 'call' && next.phone)
    return (
      <a
        href={`tel:${phoneDigits(next.phone)}`}
        className={`${classes.anchor} ${classes.text} mantine-focus-auto`}
        data-size={size}
      >
        <span className={classes.row}>
          <IconPhone size={14} aria-hidden />
          {t('discovery.next.call')}
          <span className={classes.dimmed}>{formatPhone(next.phone)}</span>
        </span>
      </a>
    );
  const [icon, text] =
    next.kind === 'site'
      ? [<IconExternalLink key="i" size={14} aria-hidden />, t('discovery.next.site')]
      : next.kind === 'call'
        ? [<IconPhone key="i" size={14} aria-hidden />, t('discovery.next.call')]
        : [<IconClock key="i" size={14} aria-hidden />, t('discovery.next.none')];
  return (
    <div className={`${classes.row} ${classes.dimmed}`}>
      {icon}
      <p className={classes.text} data-size={size}>
        {text}
      </p>
    </div>
  );
}

import { IconSpeakerphone } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useT } from '../../../lib/i18n/use-t.tsx';
import { discoveryMessages } from '../messages.ts';
import classes from './ad-card.module.css';

/**
 * The list's advertisement slot (spec §2 Find: one after every 5th company). Plain elements with
 * the look of the Mantine Card, ThemeIcon and Button it was made of, as the cards beside it are
 * (decision 068).
 */
export function AdCard() {
  const t = useT(discoveryMessages);
  return (
    <li className={classes.card} aria-label={t('discovery.ad.label')}>
      <p className={classes.kicker}>{t('discovery.ad.label')}</p>
      <div className={classes.row}>
        <div className={classes.icon} aria-hidden>
          <IconSpeakerphone size={22} />
        </div>
        <div className={classes.text}>
          <p className={classes.title}>{t('discovery.ad.title')}</p>
          <p className={classes.pitch}>{t('discovery.ad.pitch')}</p>
          <div>
            <Link
              to="/business-register"
              className={`${classes.button} mantine-focus-auto mantine-active`}
            >
              <span className={classes.buttonLabel}>{t('discovery.listBusiness')}</span>
            </Link>
          </div>
        </div>
      </div>
    </li>
  );
}

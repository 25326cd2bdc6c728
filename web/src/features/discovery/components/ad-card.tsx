import { IconSpeakerphone } from '@tabler/icons-react';
import { Link } from 'react-router';
import classes from './ad-card.module.css';

/**
 * The list's advertisement slot (spec §2 Find: one after every 5th company). Plain elements with
 * the look of the Mantine Card, ThemeIcon and Button it was made of, as the cards beside it are
 * (decision 068).
 */
export function AdCard() {
  return (
    <li className={classes.card} aria-label="Advertisement">
      <p className={classes.kicker}>Advertisement</p>
      <div className={classes.row}>
        <div className={classes.icon} aria-hidden>
          <IconSpeakerphone size={22} />
        </div>
        <div className={classes.text}>
          <p className={classes.title}>Promote your business on Slotmap</p>
          <p className={classes.pitch}>
            Reach customers searching nearby and take bookings around the clock.
          </p>
          <div>
            <Link
              to="/business-register"
              className={`${classes.button} mantine-focus-auto mantine-active`}
            >
              <span className={classes.buttonLabel}>List your business</span>
            </Link>
          </div>
        </div>
      </div>
    </li>
  );
}

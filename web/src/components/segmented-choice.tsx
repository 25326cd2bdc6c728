import { useId } from 'react';
import classes from './segmented-choice.module.css';

interface SegmentedChoiceProps {
  data: readonly { value: string; label: string }[];
  value: string;
  onChange: (value: string) => void;
  /** Mantine's sizes this app uses: xs (the find page's filters) and sm (its default). */
  size?: 'xs' | 'sm';
  /** As wide as its container, the options sharing it. */
  fullWidth?: boolean;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
}

/**
 * One of a few options, side by side: Mantine's SegmentedControl as it looks, drawn as radio
 * buttons and CSS alone (decision 068). Mantine's measures its options after mounting to slide an
 * indicator under the chosen one, and redraws for each measurement: on a page the server drew
 * that was a burst of forced layouts and synchronous redraws in the middle of hydration.
 */
export function SegmentedChoice({
  data,
  value,
  onChange,
  size = 'sm',
  fullWidth = false,
  ...aria
}: SegmentedChoiceProps) {
  const name = useId();
  return (
    <div
      role="radiogroup"
      className={classes.root}
      data-size={size}
      data-full-width={fullWidth || undefined}
      {...aria}
    >
      {data.map((option) => {
        const id = `${name}-${option.value}`;
        const active = option.value === value;
        return (
          <div key={option.value} className={classes.control} data-active={active || undefined}>
            <input
              className={classes.input}
              type="radio"
              id={id}
              name={name}
              value={option.value}
              checked={active}
              onChange={() => onChange(option.value)}
            />
            <label className={classes.label} data-active={active || undefined} htmlFor={id}>
              {option.label}
            </label>
          </div>
        );
      })}
    </div>
  );
}

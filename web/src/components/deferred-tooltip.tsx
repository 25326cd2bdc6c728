import type { TooltipProps } from '@mantine/core';
import { useMergedRef } from '@mantine/hooks';
import {
  cloneElement,
  type FocusEvent,
  type PointerEvent,
  type ReactElement,
  type Ref,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';

const loadTooltip = () => import('./tooltip.tsx');
type TooltipComponent = Awaited<ReturnType<typeof loadTooltip>>['Tooltip'];

interface TargetProps {
  ref?: Ref<HTMLElement>;
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
}

type DeferredTooltipProps = Omit<TooltipProps, 'children'> & {
  children: ReactElement<TargetProps>;
};

/**
 * Mantine's Tooltip (and floating-ui with it), loaded when the pointer first rests on the target:
 * like Mantine's, it opens on hover only, so a touch screen never needs it; one whose `events`
 * also open it on focus or touch loads on those too. A pointer still on the target when it
 * arrives sees it after the same delay, and a target that had the keyboard focus keeps it.
 */
export function DeferredTooltip({ children, openDelay = 0, ...props }: DeferredTooltipProps) {
  const [loaded, setLoaded] = useState<{ Tooltip: TooltipComponent; opened: boolean } | null>(null);
  const target = useRef<HTMLElement>(null);
  const ref = useMergedRef(target, children.props.ref);
  const hoveredSince = useRef<number | null>(null);
  const focused = useRef(false);
  const loading = useRef(false);
  const timer = useRef(0);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const load = () => {
    if (loading.current) return;
    loading.current = true;
    void loadTooltip().then(({ Tooltip }) => {
      const since = hoveredSince.current;
      const wait = since === null ? 0 : Math.max(0, openDelay - (performance.now() - since));
      timer.current = window.setTimeout(() => {
        focused.current = target.current !== null && document.activeElement === target.current;
        setLoaded({ Tooltip, opened: hoveredSince.current !== null });
      }, wait);
    });
  };

  // The target is drawn anew inside the tooltip: give it back the focus it had.
  useLayoutEffect(() => {
    if (loaded && focused.current) target.current?.focus({ preventScroll: true });
  }, [loaded]);

  const watched = cloneElement(children, {
    ref,
    onPointerEnter: (event: PointerEvent<HTMLElement>) => {
      children.props.onPointerEnter?.(event);
      if (event.pointerType === 'touch' && !props.events?.touch) return;
      hoveredSince.current = performance.now();
      load();
    },
    onPointerLeave: (event: PointerEvent<HTMLElement>) => {
      children.props.onPointerLeave?.(event);
      hoveredSince.current = null;
    },
    onFocus: (event: FocusEvent<HTMLElement>) => {
      children.props.onFocus?.(event);
      if (!props.events?.focus) return;
      hoveredSince.current = performance.now();
      load();
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      children.props.onBlur?.(event);
      if (props.events?.focus) hoveredSince.current = null;
    },
  });
  if (!loaded) return watched;
  const { Tooltip, opened } = loaded;
  return (
    <Tooltip {...props} openDelay={openDelay} defaultOpened={opened}>
      {watched}
    </Tooltip>
  );
}

import {
  ComboboxChevron,
  InputBase,
  InputClearButton,
  type MantineSpacing,
  type SelectProps,
} from '@mantine/core';
import { useId } from '@mantine/hooks';
import {
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useLayoutEffect,
  useReducer,
  useRef,
  useState,
} from 'react';

const loadSelect = () => import('./select.tsx');
type SelectComponent = Awaited<ReturnType<typeof loadSelect>>['Select'];

/** What only the loaded Select uses: a search the page runs itself (on the server). */
type SearchProps = Pick<
  SelectProps,
  'searchValue' | 'onSearchChange' | 'filter' | 'nothingFoundMessage'
>;

interface DeferredSelectProps extends SearchProps, Pick<SelectProps, 'style' | 'maw'> {
  label: string;
  placeholder?: string;
  /** The options: each its own label, or a value with a label to show. */
  data: readonly (string | { value: string; label: string })[];
  value: string | null;
  onChange: (value: string | null) => void;
  clearable?: boolean;
  /** Pressing the chosen option again leaves it chosen (Select's own default: it clears). */
  allowDeselect?: boolean;
  disabled?: boolean;
  /** A short list needs no typing: the box only opens it (Select's `searchable`; here on). */
  searchable?: boolean;
  /** The field's message, under it, as a form gives it. */
  error?: ReactNode;
  mb?: MantineSpacing;
  'data-tour'?: string;
}

/** The label an option shows. */
const labelOf = (data: DeferredSelectProps['data'], value: string | null) => {
  const option = data.find((o) => (typeof o === 'string' ? o : o.value) === value);
  return option === undefined ? '' : typeof option === 'string' ? option : option.label;
};

/** `props` without `keys`. */
function omit<T extends object, K extends keyof T>(props: T, keys: readonly K[]): Omit<T, K> {
  const rest = { ...props };
  for (const key of keys) delete rest[key];
  return rest;
}

/** The keys Select answers to in its box, besides typing. */
const LIST_KEYS = new Set(['ArrowDown', 'ArrowUp', 'Enter', 'NumpadEnter', 'Escape']);

/** What the person did in the plain box while Select was loading, to be done again in its box. */
type Step = { text: string } | { key: string; code: string };

/** Does a step in Select's box as a person would, so its React handlers see it. */
function replay(box: HTMLInputElement, step: Step) {
  if ('text' in step) {
    // The prototype's setter: React tracks what is set through the element's own and would not
    // report it as a change.
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(box, step.text);
    box.dispatchEvent(new Event('input', { bubbles: true }));
  } else {
    const { key, code } = step;
    box.dispatchEvent(new KeyboardEvent('keydown', { key, code, bubbles: true, cancelable: true }));
  }
}

/**
 * A searchable Mantine Select whose code (combobox, popover, scroll area, floating-ui) loads when
 * the box is first focused (pressed, tapped or tabbed to). Until then the same elements are drawn
 * (label, value, chevron, clear button: the test compares them with Select's). The box keeps the
 * focus when Select takes over, so its list opens as it would have, and what was typed meanwhile,
 * text and list keys, is done again in Select's box.
 */
export function DeferredSelect(props: DeferredSelectProps) {
  const { data, value, onChange, clearable, disabled, searchable = true } = props;
  // The plain box takes the rest (label, placeholder, error, layout), as Select would.
  const others = omit(props, [
    'data',
    'value',
    'onChange',
    'clearable',
    'allowDeselect',
    'disabled',
    'searchable',
    'searchValue',
    'onSearchChange',
    'filter',
    'nothingFoundMessage',
  ]);
  const [Select, setSelect] = useState<SelectComponent | null>(null);
  const [typed, setTyped] = useState<string | null>(null);
  const steps = useRef<Step[]>([]);
  const [, redraw] = useReducer((n: number) => n + 1, 0);
  const boxId = useId();
  const boxRef = useRef<HTMLInputElement>(null);
  const focused = useRef(false);
  const loading = useRef(false);

  const load = () => {
    if (loading.current) return;
    loading.current = true;
    void loadSelect().then((module) => setSelect(() => module.Select));
  };

  // Layout effect: the new box has the focus before anything is painted.
  useLayoutEffect(() => {
    if (Select && focused.current) boxRef.current?.focus({ preventScroll: true });
  }, [Select]);
  // Passive, and in the parent: after Select's own mount effects, which reset its search. One
  // step per task, so Select has drawn the outcome of each (an open, filtered list) before the
  // next.
  useEffect(() => {
    const box = boxRef.current;
    if (!Select || !box || document.activeElement !== box) return;
    const todo = [...steps.current];
    let timer = 0;
    const next = () => {
      steps.current = [];
      const step = todo.shift();
      if (document.activeElement !== box) return;
      // Select names its open list (aria-expanded, aria-controls) when its box is drawn after
      // the list has mounted; a list opened while Select itself mounted needs one more drawing.
      if (!step) return redraw();
      replay(box, step);
      timer = window.setTimeout(next);
    };
    timer = window.setTimeout(next);
    return () => window.clearTimeout(timer);
  }, [Select]);

  const remember = (step: Step) => {
    const last = steps.current.at(-1);
    // Only the latest text counts between two keys.
    if (last && 'text' in last && 'text' in step) steps.current.pop();
    steps.current.push(step);
  };

  if (Select) {
    return <Select {...props} data={[...data]} id={boxId} ref={boxRef} searchable={searchable} />;
  }
  return (
    <>
      <InputBase
        {...others}
        id={boxId}
        ref={boxRef}
        disabled={disabled}
        __staticSelector="Select"
        __defaultRightSection={<ComboboxChevron size="sm" />}
        __clearSection={
          <InputClearButton
            tabIndex={-1}
            aria-hidden
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onChange(null)}
          />
        }
        __clearable={Boolean(clearable) && value != null && !disabled}
        rightSectionPointerEvents="none"
        readOnly={!searchable}
        pointer={!searchable}
        role="combobox"
        aria-haspopup="listbox"
        aria-expanded={false}
        autoComplete="off"
        value={typed ?? labelOf(data, value)}
        onChange={(event) => {
          setTyped(event.currentTarget.value);
          remember({ text: event.currentTarget.value });
        }}
        onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
          if (!LIST_KEYS.has(event.key)) return;
          // Select keeps the caret where it is on the arrows.
          if (event.key.startsWith('Arrow')) event.preventDefault();
          remember({ key: event.key, code: event.nativeEvent.code });
        }}
        onFocus={() => {
          focused.current = true;
          load();
        }}
        onBlur={() => {
          focused.current = false;
        }}
      />
      {/* Select's own hidden field, so the two draw the same elements. */}
      <input type="hidden" value={value ?? ''} disabled={disabled} />
    </>
  );
}

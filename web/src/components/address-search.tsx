import { TextInput, type TextInputProps } from '@mantine/core';
import type { Place } from '@slotmap/domain/places';
import { IconMapPin } from '@tabler/icons-react';
import {
  type ChangeEvent,
  type FocusEvent,
  type ReactNode,
  useEffect,
  useLayoutEffect,
  useReducer,
  useRef,
  useState,
} from 'react';
import { takeEarlyInput } from '../lib/early-input.ts';
import { activeLanguage } from '../lib/i18n/active-language.ts';
import { loadCatalogues } from '../lib/i18n/catalogue.ts';

/** Phones, where the on-screen keyboard takes the lower half of the screen. */
const PHONE = '(max-width: 47.99em)';
/** Room kept above the box when it is lifted: the 60 px header, the label and its hint. */
const LIFTED_MARGIN_PX = 120;

const loadCombobox = () => import('./address-combobox.tsx');
type AddressCombobox = Awaited<ReturnType<typeof loadCombobox>>['AddressCombobox'];

interface AddressSearchProps {
  /** The address shown in the box, e.g. the label of the place chosen last. */
  value?: string;
  /** A suggestion was chosen: its street, city, province, country, postal code and coordinates. */
  onPick: (place: Place) => void;
  /** The text was edited after a pick: the earlier place no longer matches what is shown. */
  onInputChange?: (text: string) => void;
  /** Its label and placeholder, in the reader's language: each caller's own words. */
  label: ReactNode;
  placeholder: string;
  error?: ReactNode;
  required?: boolean;
  description?: ReactNode;
  /**
   * The box's name, on a page the server draws: what a visitor types into it before the page's
   * code has come is kept, and gets its suggestions (early-input.ts).
   */
  name?: string;
}

/** The text box as both states of AddressSearch draw it. */
export type AddressInputProps = TextInputProps & {
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onFocus: (event: FocusEvent<HTMLInputElement>) => void;
};

/**
 * Address autocomplete (Canada and the US). The box is drawn at once; the suggestion list
 * (Mantine's Combobox, its popover and floating-ui) loads when the box is first focused, so
 * pages with an address box do not download it before anyone uses it; suggestions only start
 * after two characters and a pause, by when it has arrived. Text typed meanwhile is kept, and
 * the box keeps the focus and the caret when the list takes over.
 */
export function AddressSearch({
  value = '',
  onPick,
  onInputChange,
  label,
  placeholder,
  error,
  required,
  description,
  name,
}: AddressSearchProps) {
  const [text, setText] = useState(value);
  const [Combobox, setCombobox] = useState<AddressCombobox | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const loading = useRef(false);
  // Where the plain box has the focus and the caret, for the box of the combobox to take over.
  const plain = useRef({ focused: false, start: 0, end: 0 });

  // A new value from the parent (a pick, a reset, a loaded record) replaces the typed text.
  useEffect(() => setText(value), [value]);

  const load = () => {
    if (loading.current) return;
    loading.current = true;
    // Its words (the company form's catalogue, declared as its code arrives) come before it shows,
    // so the box is not swapped for a loader while they load (decision 069).
    void loadCombobox().then(async ({ AddressCombobox }) => {
      await loadCatalogues(activeLanguage()).catch(() => undefined);
      setCombobox(() => AddressCombobox);
    });
  };

  const track = (box: HTMLInputElement) => {
    plain.current = {
      focused: document.activeElement === box,
      start: box.selectionStart ?? box.value.length,
      end: box.selectionEnd ?? box.value.length,
    };
  };

  // Typed before the page's code came: the parent hears of it, and a box that has had the focus
  // since then gets its suggestions, its caret at the end of the text.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on mount; later typing goes through onChange
  useEffect(() => {
    const typed = name === undefined ? undefined : takeEarlyInput(name);
    const box = inputRef.current;
    const focused = box !== null && document.activeElement === box;
    // Focused before the page's code came, the box's focus event was not heard: the list loads
    // now, so what is typed next gets its suggestions.
    if (focused) load();
    if (typed === undefined) return;
    setText(typed);
    onInputChange?.(typed);
    if (focused) plain.current = { focused: true, start: typed.length, end: typed.length };
  }, []);

  useLayoutEffect(() => {
    const box = inputRef.current;
    if (!Combobox || !box || !plain.current.focused) return;
    box.focus({ preventScroll: true });
    box.setSelectionRange(plain.current.start, plain.current.end);
  }, [Combobox]);
  // The combobox names its list (aria-controls) when its box is drawn after the list has
  // mounted; a list opened while the combobox itself mounted needs one more drawing.
  const [, redraw] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    if (!Combobox) return;
    const timer = window.setTimeout(redraw);
    return () => window.clearTimeout(timer);
  }, [Combobox]);

  const input: AddressInputProps = {
    name,
    label,
    placeholder,
    description,
    required,
    error,
    value: text,
    autoComplete: 'off',
    leftSection: <IconMapPin size={18} aria-hidden />,
    styles: { input: { scrollMarginTop: LIFTED_MARGIN_PX } },
    onChange: (event) => {
      const next = event.currentTarget.value;
      setText(next);
      onInputChange?.(next);
    },
    onFocus: (event) => {
      // Near the bottom of a phone the keyboard would cover the suggestions: lift the box.
      if (window.matchMedia(PHONE).matches) {
        event.currentTarget.scrollIntoView({ block: 'start', behavior: 'smooth' });
      }
    },
  };

  if (Combobox) {
    return (
      <Combobox input={input} inputRef={inputRef} text={text} onText={setText} onPick={onPick} />
    );
  }
  return (
    <TextInput
      {...input}
      ref={inputRef}
      onFocus={(event) => {
        load();
        track(event.currentTarget);
        input.onFocus(event);
      }}
      onBlur={(event) => track(event.currentTarget)}
      onSelect={(event) => track(event.currentTarget)}
      onChange={(event) => {
        // Typing into a box whose focus came before the page's code also loads the list.
        load();
        input.onChange(event);
        track(event.currentTarget);
      }}
    />
  );
}

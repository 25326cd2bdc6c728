import { useEffect, useState } from 'react';

// What a person types into a server-drawn page's named fields before its code has taken the page
// over (decision 065). The page is hydrated, or drawn afresh where it cannot be, and either way
// the state behind a field would start as the server drew it, and the first render after would
// wipe the typing. The server's fields are kept here, not their values: a field's text is read
// once the page's component is on screen (and, on a page drawn afresh, also as it starts), so
// typing up to that moment counts, even into a field that drawing afresh has just taken off the
// page. A hydrating page starts as the server drew it, or React would find it different and draw
// it again.
const fields = new Map<string, HTMLInputElement>();
let hydrating = false;

/**
 * Remembers the named fields of the server's page, just before it is hydrated (`hydrate`) or
 * drawn over.
 */
export function keepEarlyInput(root: ParentNode, hydrate: boolean) {
  hydrating = hydrate;
  for (const field of root.querySelectorAll<HTMLInputElement>('input[name]'))
    fields.set(field.name, field);
}

/** What was typed into the server's field named `name`, if anything. */
function typedInto(name: string): string | undefined {
  const field = fields.get(name);
  return field && field.value !== field.defaultValue ? field.value : undefined;
}

/**
 * What was typed into the server's field named `name` before the page's code came, once: the field
 * is forgotten. For a component that takes the text over itself, once it is on screen.
 */
export function takeEarlyInput(name: string): string | undefined {
  const typed = typedInto(name);
  fields.delete(name);
  return typed;
}

/**
 * `useState` for the text of the field named `name`, starting with what was typed into the
 * server's field of that name before the page's code arrived, else `initial`. Once the component
 * is on screen, the server's field is forgotten: later visits start with `initial`.
 */
export function useEarlyInput(name: string, initial: string) {
  const [value, setValue] = useState(() => (hydrating ? undefined : typedInto(name)) ?? initial);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on mount; later typing goes through onChange
  useEffect(() => {
    const typed = takeEarlyInput(name);
    if (typed !== undefined) setValue(typed);
  }, []);
  return [value, setValue] as const;
}

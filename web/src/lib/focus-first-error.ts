import type { FormErrors } from '@mantine/form';
import type { SyntheticEvent } from 'react';

const FOCUSABLE = 'input:not([type="hidden"]), select, textarea, button, [tabindex]';

/** Attribute values are quoted in the selector, so only quotes and backslashes need escaping. */
const quoted = (path: string) => path.replace(/["\\]/g, '\\$&');

/**
 * Brings the first field in error, in page order, into view and focuses it. On a phone the
 * message may sit far above the button that was pressed; without this, Next or Save seems to do
 * nothing. Fields are found by the data-path that Mantine's getInputProps puts on each input, or
 * by aria-invalid for fields drawn by hand; it waits a frame so the messages are on the page.
 * An error with no field of its own (a whole-form rule) is left to its toast.
 */
export function focusFirstError(errors: FormErrors, root: ParentNode = document): void {
  requestAnimationFrame(() => {
    const byPath = Object.keys(errors)
      .filter((path) => errors[path])
      .map((path) => root.querySelector<HTMLElement>(`[data-path="${quoted(path)}"]`));
    const fields = [...byPath, ...root.querySelectorAll<HTMLElement>('[aria-invalid="true"]')];
    const first = fields.reduce<HTMLElement | null>(
      (best, node) =>
        node && (!best || best.compareDocumentPosition(node) & Node.DOCUMENT_POSITION_PRECEDING)
          ? node
          : best,
      null,
    );
    if (!first) return;
    const target = first.matches(FOCUSABLE)
      ? first
      : (first.querySelector<HTMLElement>(FOCUSABLE) ?? first);
    target.scrollIntoView({ block: 'center', behavior: 'smooth' });
    target.focus({ preventScroll: true });
  });
}

/**
 * The failure handler for Mantine's form.onSubmit(handler, onInvalid): runs the form's own
 * reaction first (it may clear fields or set messages), then focuses the first field in error
 * within the submitted form.
 */
export function focusingFirstError<Values>(
  then?: (errors: FormErrors, values: Values, event?: SyntheticEvent<HTMLFormElement>) => void,
) {
  return (errors: FormErrors, values: Values, event?: SyntheticEvent<HTMLFormElement>) => {
    // React clears currentTarget once the submit event is handled, which is already the case
    // when the rules were checked asynchronously; the target of a submit event is its form too.
    const form = event?.currentTarget ?? event?.target;
    then?.(errors, values, event);
    focusFirstError(errors, form instanceof HTMLFormElement ? form : document);
  };
}

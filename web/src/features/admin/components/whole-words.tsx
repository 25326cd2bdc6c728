import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';

// An e-mail address anywhere in a piece of text.
const EMAIL = /[^\s@]+@[^\s@]+\.[^\s@]+/g;
const NOWRAP = { whiteSpace: 'nowrap' } as const;

/**
 * An e-mail address that breaks only after its "@" and before a ".", never inside a name or at a
 * hyphen ("harbour-massage-clinic"): each piece is kept whole and a break is offered between them.
 */
export function EmailText({ email }: { email: string }) {
  const pieces = email.split(/(?=\.)|(?<=@)/);
  return (
    <>
      {pieces.map((piece, i) => (
        // The pieces of one address never reorder: their place is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <span key={i}>
          {i > 0 && <wbr />}
          <span style={NOWRAP}>{piece}</span>
        </span>
      ))}
    </>
  );
}

function wholeText(text: string): ReactNode {
  const parts: ReactNode[] = [];
  let at = 0;
  for (const match of text.matchAll(EMAIL)) {
    const start = match.index ?? 0;
    if (start > at) parts.push(text.slice(at, start));
    parts.push(<EmailText key={start} email={match[0]} />);
    at = start + match[0].length;
  }
  if (parts.length === 0) return text;
  if (at < text.length) parts.push(text.slice(at));
  return parts;
}

/**
 * A cell's content with its e-mail addresses kept whole (see EmailText). Text
 * passed as children is reached, however deep; text inside a component's own props is not.
 */
export function keepWhole(node: ReactNode): ReactNode {
  if (typeof node === 'string') return wholeText(node);
  if (Array.isArray(node)) return Children.map(node, keepWhole);
  if (isValidElement<{ children?: ReactNode }>(node) && node.props.children !== undefined)
    return cloneElement(node as ReactElement<{ children?: ReactNode }>, {
      children: keepWhole(node.props.children),
    });
  return node;
}

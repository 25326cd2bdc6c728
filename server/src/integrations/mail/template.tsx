/** @jsxRuntime automatic */
/** @jsxImportSource react */
// The pragmas above: the server is also run by tsx from the repository's root, where no tsconfig
// names the JSX runtime, so this file names it itself.
import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { LANGUAGE_TAGS } from '@slotmap/domain/language';
import type { CSSProperties } from 'react';
import { greetingLine, type MailContent, type MailFact, sentBy } from './compose.ts';

/**
 * The one layout of every mail Slotmap sends (decision 059): one column, the business (or Slotmap)
 * on top, a few short paragraphs, the facts as a short list, one button. Inline styles only, as
 * mail clients drop style sheets; the colours are the app theme's (indigo 8 on white, 4.5:1+).
 */

const INDIGO = '#3b5bdb';
const INK = '#212529';
const MUTED = '#495057';
const LINE = '#dee2e6';
const FONT = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

const PAGE = '#f1f3f5';
const body: CSSProperties = { backgroundColor: PAGE, margin: 0, padding: 0 };
/**
 * The space around the card, as cell padding: mail clients (Gmail's app, Outlook) drop a body's
 * padding, so on a phone the card would touch the screen's edges.
 */
const frame: CSSProperties = { backgroundColor: PAGE, width: '100%', borderCollapse: 'collapse' };
const frameCell: CSSProperties = { padding: '16px 12px' };
const card: CSSProperties = {
  backgroundColor: '#ffffff',
  border: `1px solid ${LINE}`,
  borderRadius: 8,
  maxWidth: 560,
  margin: '0 auto',
  padding: '24px 20px',
  fontFamily: FONT,
  color: INK,
};
const brand: CSSProperties = { fontSize: 22, lineHeight: '28px', margin: '0 0 16px', color: INK };
const paragraph: CSSProperties = { fontSize: 16, lineHeight: '24px', margin: '0 0 12px' };
const label: CSSProperties = {
  fontSize: 13,
  lineHeight: '18px',
  margin: '0',
  color: MUTED,
  textTransform: 'uppercase',
  letterSpacing: '0.03em',
};
const value: CSSProperties = {
  fontSize: 16,
  lineHeight: '22px',
  margin: '0 0 12px',
  overflowWrap: 'anywhere',
};
const sectionTitle: CSSProperties = { fontSize: 17, lineHeight: '24px', margin: '8px 0 8px' };
const quote: CSSProperties = {
  ...paragraph,
  borderLeft: `3px solid ${LINE}`,
  paddingLeft: 12,
  whiteSpace: 'pre-wrap',
};
const button: CSSProperties = {
  backgroundColor: INDIGO,
  borderRadius: 6,
  color: '#ffffff',
  fontSize: 16,
  fontWeight: 600,
  padding: '12px 20px',
  textDecoration: 'none',
  display: 'inline-block',
};
const small: CSSProperties = { fontSize: 13, lineHeight: '20px', color: MUTED, margin: '0 0 8px' };
const quoteNote: CSSProperties = { ...small, margin: '-4px 0 16px', paddingLeft: 15 };
const link: CSSProperties = { color: INDIGO, textDecoration: 'underline' };

function Facts({ facts }: { facts: MailFact[] }) {
  return (
    <Section>
      {facts.map((f) => (
        <div key={`${f.label}:${f.value}`}>
          <Text style={label}>{f.label}</Text>
          <Text style={value}>
            {f.value.split('\n').map((line, i) => (
              // Lines of one value (an address) differ; the first has no break before it.
              <span key={line}>
                {i > 0 ? <br /> : null}
                {line}
              </span>
            ))}
            {f.link ? (
              <>
                {' '}
                <Link href={f.link.url} style={link}>
                  {f.link.label}
                </Link>
              </>
            ) : null}
          </Text>
        </div>
      ))}
    </Section>
  );
}

export function MailLayout({ content }: { content: MailContent }) {
  const language = content.language ?? 'en';
  return (
    <Html lang={LANGUAGE_TAGS[language]}>
      <Head />
      <Preview>{content.paragraphs[0] ?? content.subject}</Preview>
      <Body style={body}>
        <table
          role="presentation"
          width="100%"
          cellPadding={0}
          cellSpacing={0}
          border={0}
          style={frame}
        >
          <tbody>
            <tr>
              <td style={frameCell}>
                <Container style={card}>
                  <Heading as="h1" style={brand}>
                    {content.heading}
                  </Heading>
                  {content.greeting ? (
                    <Text style={paragraph}>{greetingLine(content.greeting, language)}</Text>
                  ) : null}
                  {content.paragraphs.map((p) => (
                    <Text key={p} style={paragraph}>
                      {p}
                    </Text>
                  ))}
                  {content.quote ? <Text style={quote}>{content.quote}</Text> : null}
                  {content.quoteNote ? <Text style={quoteNote}>{content.quoteNote}</Text> : null}
                  {content.facts?.length ? <Facts facts={content.facts} /> : null}
                  {content.sections?.map((s) => (
                    <Section key={s.title}>
                      <Hr style={{ borderColor: LINE, margin: '8px 0 12px' }} />
                      <Heading as="h2" style={sectionTitle}>
                        {s.title}
                      </Heading>
                      <Facts facts={s.facts} />
                    </Section>
                  ))}
                  {content.action ? (
                    <Section style={{ margin: '8px 0 16px' }}>
                      <Button href={content.action.url} style={button}>
                        {content.action.label}
                      </Button>
                    </Section>
                  ) : null}
                  {content.notes?.map((n) => (
                    <Text key={n} style={small}>
                      {n}
                    </Text>
                  ))}
                  <Hr style={{ borderColor: LINE, margin: '16px 0 12px' }} />
                  <Text style={small}>{sentBy(content.heading, language)}</Text>
                </Container>
              </td>
            </tr>
          </tbody>
        </table>
      </Body>
    </Html>
  );
}

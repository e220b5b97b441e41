/** @jsxRuntime automatic */
// The pieces the emails are written with, so each email reads as its plain text did: a paragraph per
// sentence, a link on a line of its own, and lines that belong together (a receipt, numbered steps).
import { Fragment, type ReactNode } from 'react';
import { Link, Text } from '@react-email/components';
import type { EmailWriter } from '../writer';
import * as styles from './styles';

/** A paragraph of the email. */
export function Paragraph({ children }: { children: ReactNode }) {
  return <Text style={styles.paragraph}>{children}</Text>;
}

/** A link written out whole on a line of its own, left to right in every language. */
export function LinkLine({ href, write }: { href: string; write: EmailWriter }) {
  return (
    <Text style={{ ...styles.linkLine, textAlign: styles.startSide(write.direction) }} dir="ltr">
      <Link href={href} style={styles.link}>
        {href}
      </Link>
    </Text>
  );
}

/** Lines that belong together, one under the other in a paragraph (one line each in the text part). */
export function Lines({ lines }: { lines: readonly string[] }) {
  return (
    <Text style={styles.paragraph}>
      {lines.map((line, index) => (
        <Fragment key={index}>
          {index > 0 && <br />}
          {line}
        </Fragment>
      ))}
    </Text>
  );
}

/** @jsxRuntime automatic */
import type { ReactNode } from 'react';
import { Body, Container, Head, Hr, Html, Link, Section, Text } from '@react-email/components';
import type { EmailWriter } from '../writer';
import * as styles from './styles';

export interface EmailLayoutProps {
  write: EmailWriter;
  /** The email's subject, the document's title. */
  subject: string;
  /** The hub's public origin: the footer links to it. */
  publicUrl: string;
  children: ReactNode;
}

/** Every email's frame: the product name on top, the content, and the hub's address below. */
export function EmailLayout({ write, subject, publicUrl, children }: EmailLayoutProps) {
  const align = styles.startSide(write.direction);
  return (
    <Html lang={write.language} dir={write.direction}>
      <Head>
        <meta name="color-scheme" content="light" />
        <meta name="supported-color-schemes" content="light" />
        <title>{subject}</title>
      </Head>
      <Body style={styles.body}>
        <Container style={styles.container} dir={write.direction}>
          <Section style={styles.header}>
            <Text style={{ ...styles.productName, textAlign: align }}>
              {write.t(/*i18n*/ { id: 'Customer hub' })}
            </Text>
          </Section>
          <Section style={{ ...styles.content, textAlign: align }}>{children}</Section>
          <Hr style={styles.rule} />
          <Section style={styles.footer}>
            <Text style={{ ...styles.footerText, textAlign: align }}>
              <Link href={publicUrl} style={styles.link} dir="ltr">
                {publicUrl}
              </Link>
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

import { Body, Container, Head, Hr, Html, Link, Preview, Section, Text } from "@react-email/components";
import type { ReactNode } from "react";

// One frame for every Pigeon Post email: a narrow single column that reads the same in
// web mail, desktop clients and phones; colours with enough contrast in dark-mode clients.
export function EmailLayout({
  preview,
  appUrl,
  children,
  footer,
}: {
  preview: string;
  appUrl: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <Html lang="en">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={body}>
        <Container style={container}>
          <Text style={brand}>
            <Link href={appUrl} style={{ ...link, textDecoration: "none" }}>
              ✉ Pigeon Post
            </Link>
          </Text>
          <Section style={card}>{children}</Section>
          <Hr style={{ borderColor: "#e3ddd0", margin: "24px 0 12px" }} />
          <Text style={small}>
            {footer ?? "Pigeon Post: slow chess and chess variants with friends, one move every few days."}
          </Text>
        </Container>
      </Body>
    </Html>
  );
}

export const body = {
  backgroundColor: "#f6f3ec",
  fontFamily: "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif",
  margin: 0,
  padding: "24px 0",
  // A long address or name breaks rather than widening the mail past a phone's screen.
  overflowWrap: "anywhere" as const,
  wordBreak: "break-word" as const,
};
const container = { maxWidth: "520px", margin: "0 auto", padding: "0 16px" };
const brand = { fontSize: "18px", fontWeight: 700, margin: "0 0 12px" };
const card = {
  backgroundColor: "#ffffff",
  borderRadius: "10px",
  padding: "24px",
  border: "1px solid #e3ddd0",
};
export const heading = { fontSize: "22px", margin: "0 0 16px", color: "#26231d" };
export const small = { fontSize: "12px", lineHeight: "18px", color: "#6b6457", margin: 0 };
export const paragraph = { fontSize: "15px", lineHeight: "23px", color: "#26231d", margin: "0 0 16px" };
/** Every link in every email: one colour, underlined, so a link looks like one wherever it is. */
export const link = { color: "#1f3a5f", textDecoration: "underline" };

export const button = {
  backgroundColor: "#1f3a5f",
  color: "#ffffff",
  borderRadius: "8px",
  padding: "12px 22px",
  fontSize: "15px",
  fontWeight: 600,
  textDecoration: "none",
  display: "inline-block",
};

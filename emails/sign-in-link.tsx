import { Button, Heading, Link, Text } from "@react-email/components";
import { button, EmailLayout, heading, link, paragraph, small } from "./layout";

export type SignInLinkEmailProps = {
  url: string;
  appUrl: string;
  email: string;
  validMinutes: number;
};

export default function SignInLinkEmail({
  url = "http://localhost:3000/signin/confirm?token=preview&email=ana%40example.com",
  appUrl = "http://localhost:3000",
  email = "ana@example.com",
  validMinutes = 60,
}: Partial<SignInLinkEmailProps>) {
  return (
    <EmailLayout
      preview="Your sign-in link for Pigeon Post"
      appUrl={appUrl}
      footer={`You received this because someone asked to sign in to Pigeon Post as ${email}. If it was not you, ignore this email: nothing happens without the link.`}
    >
      <Heading as="h1" style={heading}>
        Sign in to Pigeon Post
      </Heading>
      <Text style={paragraph}>
        Press the button to sign in as {email}. The link works once and for {validMinutes} minutes.
      </Text>
      <Button href={url} style={button}>
        Sign in
      </Button>
      <Text style={{ ...small, marginTop: "20px" }}>
        Or paste this address into your browser:
        <br />
        <Link href={url} style={{ ...link, wordBreak: "break-all" }}>
          {url}
        </Link>
      </Text>
    </EmailLayout>
  );
}

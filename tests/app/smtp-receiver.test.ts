// The test SMTP receiver that the fault scenarios rely on: a sender that dies mid-message (its
// connection reset, as when a worker is SIGKILLed) is a normal event for an MTA, not a crash of
// the test process, and the message it was sending is not counted as delivered.
import { connect, type Socket } from "node:net";
import nodemailer from "nodemailer";
import { afterAll, beforeAll, expect, it } from "vitest";
import { until } from "../support/jobs";
import { type SmtpReceiver, startSmtpReceiver } from "../support/smtp";

let smtp: SmtpReceiver;
beforeAll(async () => {
  smtp = await startSmtpReceiver();
});
afterAll(async () => {
  await smtp?.stop();
});

/** Sends a whole message and, while the server holds its reply, resets the connection (RST, not
 * FIN): what a worker SIGKILLed while waiting for "250" does. */
async function resetWhileWaitingForReply(port: number) {
  const socket: Socket = connect(port, "127.0.0.1");
  let heard = "";
  socket.on("data", (chunk) => {
    heard += chunk.toString();
  });
  const expectReply = (code: string) =>
    until(
      async () => heard.split("\r\n").some((line) => line.startsWith(`${code} `)),
      `an SMTP ${code}`,
    ).then(() => {
      heard = "";
    });
  await expectReply("220");
  for (const [command, code] of [
    ["EHLO killed.example", "250"],
    ["MAIL FROM:<worker@example.com>", "250"],
    ["RCPT TO:<ana@example.com>", "250"],
    ["DATA", "354"],
  ]) {
    socket.write(`${command}\r\n`);
    await expectReply(code);
  }
  socket.write("Subject: never delivered\r\n\r\nThe worker dies before the reply.\r\n.\r\n");
  await until(async () => smtp.pendingReplies().length === 1, "the server to hold the reply");
  await new Promise<void>((resolve) => {
    socket.on("close", () => resolve());
    socket.resetAndDestroy();
  });
}

it("a sender reset while waiting for the reply is logged, not delivered, and the next message arrives", async () => {
  smtp.setAcceptDelay(1000);
  await resetWhileWaitingForReply(smtp.port);
  await until(async () => smtp.socketErrors().includes("ECONNRESET"), "the reset to be seen");
  await until(async () => smtp.abandoned() === 1, "the held reply to find its sender gone");
  expect(smtp.messages).toHaveLength(0);
  smtp.setAcceptDelay(0);

  const transport = nodemailer.createTransport({ host: "127.0.0.1", port: smtp.port, secure: false });
  await transport.sendMail({
    from: "worker@example.com",
    to: "ben@example.com",
    subject: "after the reset",
    text: "Still here.",
  });
  const mail = await smtp.waitFor((m) => m.subject === "after the reset");
  expect(mail.envelopeTo).toEqual(["ben@example.com"]);
  expect(smtp.messages).toHaveLength(1);
});

it("keeps only the headers when asked (load tests), and still waits for the whole message", async () => {
  const light = await startSmtpReceiver({ headersOnly: true });
  try {
    const transport = nodemailer.createTransport(light.url);
    const big = "x".repeat(200_000); // many chunks: the body is read to its end and dropped
    await transport.sendMail({
      from: "post@example.com",
      to: "ana@example.com",
      subject: "Your move: Chess — Ana (move 3)",
      text: big,
      attachments: [{ filename: "board.png", content: Buffer.alloc(30_000, 1) }],
    });
    const mail = await light.waitFor((m) => m.envelopeTo.includes("ana@example.com"));
    expect(mail.subject).toBe("Your move: Chess — Ana (move 3)");
    expect(mail.from?.value[0].address).toBe("post@example.com");
    expect(mail.text).toBeUndefined();
    expect(mail.attachments).toEqual([]);
    transport.close();
  } finally {
    await light.stop();
  }
});

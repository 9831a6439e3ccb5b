// `npm start` exactly as the README says, after `npm run build`: the production settings in an
// otherwise clean environment, whatever NODE_ENV the operator's shell holds (none, or a stray
// "development"). The worker inside it must send the invitation and the first your-move email to
// a real SMTP server. It once sent neither: NODE_ENV was set after React had loaded, and every
// email job failed with "dispatcher.getOwner is not a function" while sign-in mail (sent by the
// web process) still worked.
import { afterEach, describe, expect, it } from "vitest";
import { acceptInvitation } from "@/lib/invitations/answer";
import { createInvitation } from "@/lib/invitations/create";
import { person } from "../support/players";
import { type Service, startService } from "../support/service";
import { linkTo } from "../support/smtp";

let service: Service | undefined;
afterEach(async () => {
  await service?.stop();
  service = undefined;
});

describe.each([
  ["no NODE_ENV", {}],
  ["NODE_ENV=development in the shell", { NODE_ENV: "development" }],
])("npm start with %s", (_, env: Record<string, string>) => {
  it("sends the invitation and the first your-move email", async () => {
    service = await startService({ env });
    const { smtp } = service;
    const ana = await person("Ana");
    const bartEmail = `bart-${Math.random().toString(36).slice(2, 10)}@example.com`;

    const created = await createInvitation(
      { gameType: "chess", opponentEmail: bartEmail, colour: "white", daysPerMove: "2", public: "on" },
      ana,
      new Date(),
    );
    if (!created.ok) throw new Error(created.reason);
    const invitation = await smtp.waitFor(
      (m) => m.envelopeTo.includes(bartEmail) && /invites you/.test(m.subject ?? ""),
    );
    const link = new URL(linkTo(invitation.text, `/invitations/${created.invitationId}`));
    expect(link.origin).toBe(service.url);
    const token = link.searchParams.get("token") ?? "";

    const accepted = await acceptInvitation(
      { invitationId: created.invitationId, token, user: null },
      new Date(),
    );
    if (!accepted.ok) throw new Error(accepted.reason);
    const yourMove = await smtp.waitFor(
      (m) => m.envelopeTo.includes(ana.email) && (m.subject ?? "").startsWith("Your move:"),
    );
    expect(yourMove.subject).toMatch(/^Your move: Chess vs .+ \(move 1\)$/);
    expect(linkTo(yourMove.text, "/play/")).toMatch(new RegExp(`^${service.url}/play/`));
    expect(service.output()).not.toMatch(/getOwner|\[worker\]|Error/);
  });
});

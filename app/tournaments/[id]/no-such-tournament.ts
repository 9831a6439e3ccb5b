/** The exports' 404: the same for a missing tournament and an invitation-only one without its key. */
export function noSuchTournamentResponse(): Response {
  return new Response("There is no such tournament.\n", {
    status: 404,
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" },
  });
}

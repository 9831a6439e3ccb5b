"use client";

import { useActionState } from "react";
import { type ComputerOfferState, computerOfferAction } from "@/app/actions/computer/offer";
import { FormError } from "@/app/components/form-error";

/** The offer to a challenge's poster when nobody has accepted it in a day: one button, a POST. */
export function ComputerOfferCard({
  challengeId,
  gameName,
  label,
  rating,
}: {
  challengeId: string;
  gameName: string;
  label: string;
  rating: string;
}) {
  const [state, action, pending] = useActionState<ComputerOfferState, FormData>(computerOfferAction, {});
  return (
    <form action={action} className="card stack" aria-label="Play the computer instead">
      <h2>Play the computer while you wait?</h2>
      <p>
        No one has accepted this challenge in a day. It stays open; meanwhile you could play Pigeon, our
        computer opponent, at the level that suits your {gameName} rating ({rating}): <strong>{label}</strong>
        . The game is casual and starts at once, with this challenge's time control.
      </p>
      <FormError message={state.error} />
      <input type="hidden" name="challengeId" value={challengeId} />
      <div>
        <button type="submit" disabled={pending}>
          {pending ? "Starting…" : "Play the computer"}
        </button>
      </div>
    </form>
  );
}

"use client";

import { useEffect, useState } from "react";
import { currentZoneName } from "@/lib/accounts/time-zones";

/**
 * The time zone list. With `offerBrowserZone` (a new account, still on UTC), the browser's own
 * zone is chosen instead once the page runs, and the hint says where it came from.
 */
export function TimeZoneField({
  zone,
  groups,
  offerBrowserZone = false,
}: {
  zone: string;
  groups: readonly { region: string; zones: readonly string[] }[];
  offerBrowserZone?: boolean;
}) {
  const [guess, setGuess] = useState<string | null>(null);
  useEffect(() => {
    const browserZone = currentZoneName(Intl.DateTimeFormat().resolvedOptions().timeZone);
    if (groups.some((g) => g.zones.includes(browserZone))) setGuess(browserZone);
  }, [groups]);
  const guessed = offerBrowserZone && guess !== null && guess !== zone;
  // Uncontrolled, keyed by the zone shown: after a save React resets a form to its defaults, and a
  // controlled select's DOM then showed the old zone (and the next save sent it back).
  const shown = guessed ? guess : zone;
  return (
    <div className="field">
      <label htmlFor="timeZone">Time zone</label>
      <select key={shown} id="timeZone" name="timeZone" defaultValue={shown} aria-describedby="timeZone-hint">
        {groups.map((group) => (
          <optgroup key={group.region} label={group.region}>
            {group.zones.map((z) => (
              <option key={z} value={z}>
                {z.replaceAll("_", " ")}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      <div className="hint" id="timeZone-hint">
        {guessed ? "Found from your browser. " : ""}Deadlines are shown in this time zone.
      </div>
    </div>
  );
}

// The time zones a person can choose, under their current names and grouped by region. The
// runtime's list (ICU's) still uses names the tz database has since changed: Europe/Kiev for
// Europe/Kyiv, Asia/Calcutta for Asia/Kolkata, Asia/Saigon for Asia/Ho_Chi_Minh. Both names
// keep working (a zone stored under the old one is still valid); the list shows the current one.

/** Old name → current name, for the renames people notice. */
const renamed: Readonly<Record<string, string>> = {
  "Africa/Asmera": "Africa/Asmara",
  "America/Buenos_Aires": "America/Argentina/Buenos_Aires",
  "America/Catamarca": "America/Argentina/Catamarca",
  "America/Cordoba": "America/Argentina/Cordoba",
  "America/Godthab": "America/Nuuk",
  "America/Indianapolis": "America/Indiana/Indianapolis",
  "America/Jujuy": "America/Argentina/Jujuy",
  "America/Louisville": "America/Kentucky/Louisville",
  "America/Mendoza": "America/Argentina/Mendoza",
  "Asia/Calcutta": "Asia/Kolkata",
  "Asia/Dacca": "Asia/Dhaka",
  "Asia/Katmandu": "Asia/Kathmandu",
  "Asia/Rangoon": "Asia/Yangon",
  "Asia/Saigon": "Asia/Ho_Chi_Minh",
  "Asia/Thimbu": "Asia/Thimphu",
  "Asia/Ulan_Bator": "Asia/Ulaanbaatar",
  "Atlantic/Faeroe": "Atlantic/Faroe",
  "Europe/Kiev": "Europe/Kyiv",
  "Pacific/Enderbury": "Pacific/Kanton",
  "Pacific/Ponape": "Pacific/Pohnpei",
  "Pacific/Truk": "Pacific/Chuuk",
};

const understood = (zone: string): boolean => {
  try {
    new Intl.DateTimeFormat("en-GB", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

/** The name a zone goes by today ("Europe/Kiev" → "Europe/Kyiv"), when this runtime knows it. */
export function currentZoneName(zone: string): string {
  const current = renamed[zone];
  return current && understood(current) ? current : zone;
}

const listed = [...new Set(["UTC", ...Intl.supportedValuesOf("timeZone").map(currentZoneName)])].sort();

/** Every zone a person may choose, old names included (stored zones stay valid). */
export const knownZones: ReadonlySet<string> = new Set([...listed, ...Intl.supportedValuesOf("timeZone")]);

/** The choices, current names only: "Europe/Kyiv", …, "UTC". */
export const timeZones: readonly string[] = listed;

/** The choices by region for the list: Africa, America, …, Pacific, then UTC. */
export const timeZoneGroups: readonly { region: string; zones: readonly string[] }[] = (() => {
  const groups = new Map<string, string[]>();
  for (const zone of listed) {
    const region = zone.includes("/") ? zone.slice(0, zone.indexOf("/")) : "Other";
    groups.set(region, [...(groups.get(region) ?? []), zone]);
  }
  return [...groups]
    .map(([region, zones]) => ({ region, zones }))
    .sort((a, b) =>
      a.region === "Other" ? 1 : b.region === "Other" ? -1 : a.region.localeCompare(b.region),
    );
})();

// What a rated game did to a rating, "+12" in green or "−12" in red (the sign says it without colour).
export function RatingChange({ change }: { change: string | null }) {
  if (!change) return null;
  const tone = change.startsWith("+") ? " up" : change.startsWith("−") ? " down" : "";
  return <span className={`rating-change${tone}`}>{change}</span>;
}

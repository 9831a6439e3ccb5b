/** The Pigeon Post mark: a sealed envelope. Inline SVG, so it never depends on an emoji font. */
export function Logo() {
  return (
    <svg
      width="26"
      height="20"
      viewBox="0 0 26 20"
      aria-hidden="true"
      style={{ verticalAlign: "-3px", marginRight: 8 }}
    >
      <rect x="1" y="1" width="24" height="18" rx="3" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M2 3 L13 11 L24 3" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
      <circle cx="13" cy="11" r="2.6" fill="#b5412f" />
    </svg>
  );
}

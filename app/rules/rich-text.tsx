// A guide paragraph: plain text in which **words** are the term the paragraph defines.

export function RichText({ text }: { readonly text: string }) {
  const parts = text.split(/\*\*(.+?)\*\*/g);
  // split with a capture group alternates plain text (even) and marked terms (odd).
  return <>{parts.map((part, i) => (i % 2 === 1 ? <strong key={part}>{part}</strong> : part))}</>;
}

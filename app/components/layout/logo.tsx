/** The association's mark: a dog's head in a heart, drawn for this project. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" className={className} aria-hidden="true" focusable="false">
      <path
        fill="#0f5c4d"
        d="M32 58C14 45 4 35 4 22 4 12 12 5 21 5c5 0 9 2 11 6 2-4 6-6 11-6 9 0 17 7 17 17 0 13-10 23-28 36z"
      />
      <path
        fill="#f5b942"
        d="M22 22c-4-1-7 2-7 6 0 3 2 5 4 5l1 6c1 5 5 9 12 9s11-4 12-9l1-6c2 0 4-2 4-5 0-4-3-7-7-6-2-3-6-5-10-5s-8 2-10 5z"
      />
      <circle cx="27" cy="31" r="2" fill="#1c1917" />
      <circle cx="37" cy="31" r="2" fill="#1c1917" />
      <path fill="#1c1917" d="M29 38c0-2 6-2 6 0 0 2-2 3-3 3s-3-1-3-3z" />
    </svg>
  );
}

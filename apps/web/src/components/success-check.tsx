/** The round check mark shown when a form has gone through (waitlist joined, message sent). */
export function SuccessCheck({ className }: { className: string }) {
  return (
    <span className={className} aria-hidden="true">
      <svg width="28" height="28" viewBox="0 0 24 24" fill="none">
        <path
          d="m5 12.5 4.5 4.5L19 7.5"
          stroke="currentColor"
          strokeWidth="2.4"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </span>
  );
}

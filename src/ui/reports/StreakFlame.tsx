/** A small flame drawn in SVG (emoji fonts are not everywhere), beside the streak of practice days. */
export function StreakFlame() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="22"
      height="22"
      aria-hidden="true"
      style={{ verticalAlign: '-4px', marginRight: 6 }}
    >
      <path
        d="M12 2c1 3.5 5.5 6 5.5 11a5.5 5.5 0 0 1-11 0c0-2.6 1.4-4.2 2.6-5.4.3 1.6 1 2.7 2.2 3.2C11 8.3 10.9 5 12 2z"
        fill="#f07f1a"
      />
      <path
        d="M12 12.5c.6 1.6 2.6 2.6 2.6 4.7a2.6 2.6 0 0 1-5.2 0c0-1.6.9-2.4 1.6-3 .2.7.6 1.1 1 1.2 0-1 .2-2 0-2.9z"
        fill="#ffd166"
      />
    </svg>
  );
}

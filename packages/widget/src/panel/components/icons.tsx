// Small inline icons; decorative, so hidden from assistive technology (buttons carry labels).

export const ICON = {
  menu: 'M4 7h16M4 12h16M4 17h16',
  plus: 'M12 5v14M5 12h14',
  close: 'M6 6l12 12M18 6L6 18',
  logout: 'M15 4h4v16h-4M10 8l-4 4 4 4M6 12h10',
  send: 'M3.4 20.4 21 12 3.4 3.6 3.4 10l12.6 2-12.6 2z',
  stop: 'M7 7h10v10H7z',
};

export const Icon = ({ d }: { d: string }) => (
  <svg viewBox="0 0 24 24" aria-hidden="true">
    <path d={d} />
  </svg>
);

export function Dots({ label, className }: { label: string; className: string }) {
  return (
    <span role="img" aria-label={label} className={className}>
      <i />
      <i />
      <i />
    </span>
  );
}

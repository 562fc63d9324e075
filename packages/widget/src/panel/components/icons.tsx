// Small inline icons; decorative, so hidden from assistive technology (buttons carry labels).

export const ICON = {
  menu: 'M4 7h16M4 12h16M4 17h16',
  plus: 'M12 5v14M5 12h14',
  close: 'M6 6l12 12M18 6L6 18',
  logout: 'M15 4h4v16h-4M10 8l-4 4 4 4M6 12h10',
  send: 'M3.4 20.4 21 12 3.4 3.6 3.4 10l12.6 2-12.6 2z',
  stop: 'M7 7h10v10H7z',
  copy: 'M9 9h11v11H9zM5 15H4V4h11v1',
  again: 'M20 11a8 8 0 1 0-2.3 5.7M20 5v6h-6',
  up: 'M7 10v10H4V10zm0 0 4-7a2 2 0 0 1 3 2l-1 5h6a2 2 0 0 1 2 2l-2 7a2 2 0 0 1-2 1H7',
  down: 'M7 14V4H4v10zm0 0 4 7a2 2 0 0 0 3-2l-1-5h6a2 2 0 0 0 2-2l-2-7a2 2 0 0 0-2-1H7',
  edit: 'M4 20h4L19 9l-4-4L4 16zm10-14 4 4',
  trash: 'M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13',
  person: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-8 9a8 8 0 0 1 16 0',
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

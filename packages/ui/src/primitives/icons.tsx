/**
 * The widgets' icons: inline SVG in `currentColor`, hidden from assistive technology (the control carries the
 * name). Never emoji: many machines have no emoji font and draw an empty box (Debian's chromium among them).
 */
export type IconName = 'cart' | 'close' | 'trash' | 'calendar' | 'menu' | 'chevron-down';

// 24×24 strokes, except the chevron drawn on 12×12 for its small sizes
const PATHS: Record<IconName, string[]> = {
  cart: ['M6 6h15l-1.5 9h-12z', 'M6 6 5 3H2', 'M9 18.5a1.5 1.5 0 1 0 0 3 1.5 1.5 0 1 0 0-3', 'M18 18.5a1.5 1.5 0 1 0 0 3 1.5 1.5 0 1 0 0-3'],
  close: ['M6 6l12 12', 'M18 6 6 18'],
  trash: ['M4 7h16', 'M10 11v6', 'M14 11v6', 'M6 7l1 13h10l1-13', 'M9 7V4h6v3'],
  calendar: ['M4 6h16v14H4z', 'M4 10h16', 'M8 3v4', 'M16 3v4'],
  menu: ['M3 6h18', 'M3 12h18', 'M3 18h18'],
  'chevron-down': ['M2 4l4 4 4-4'],
};

export function Icon({ name, size = 18, className }: { name: IconName; size?: number; className?: string }) {
  const small = name === 'chevron-down';
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      className={className ? `o-icon ${className}` : 'o-icon'}
      width={size}
      height={size}
      viewBox={small ? '0 0 12 12' : '0 0 24 24'}
      fill="none"
      stroke="currentColor"
      strokeWidth={small ? 1.8 : 2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {PATHS[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}

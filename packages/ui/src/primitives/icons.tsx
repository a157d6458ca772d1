/**
 * The widgets' icons: inline SVG in `currentColor`, hidden from assistive technology (the control carries the
 * name). Never emoji: many machines have no emoji font and draw an empty box (Debian's chromium among them).
 * Each icon is its path data, kept beside the feature that draws it so a widget chunk carries only its own
 * (the shared runtime has just the close cross of dialogs and toasts).
 */
export interface IconProps {
  /** SVG path data on a 24×24 grid (12×12 with `small`) */
  d: string;
  size?: number;
  small?: boolean;
  className?: string;
}

export const CLOSE_ICON = 'M6 6l12 12M18 6 6 18';

export function Icon({ d, size = 18, small = false, className }: IconProps) {
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
      <path d={d} />
    </svg>
  );
}

import type { CSSProperties, ReactNode } from 'react';
import { Link } from 'react-router';
import './row-action.css';

/** A palette's foreground and hover background as the class's variables (`gray` when none). */
const paletteStyle = (palette: string | undefined): CSSProperties | undefined =>
  palette
    ? ({
        '--row-action-fg': `var(--chakra-colors-${palette}-fg)`,
        '--row-action-bg': `var(--chakra-colors-${palette}-subtle)`,
      } as CSSProperties)
    : undefined;

interface Common {
  /** The name a screen reader says and the tooltip shows. */
  label: string;
  icon: ReactNode;
  palette?: string;
  testId: string;
}

/** A row's icon button (checkout, delete…). */
export function RowActionButton({ label, icon, palette, testId, onClick }: Common & { onClick: () => void }) {
  return (
    <button
      type="button"
      className="row-action"
      style={paletteStyle(palette)}
      aria-label={label}
      title={label}
      onClick={onClick}
      data-testid={testId}
    >
      {icon}
    </button>
  );
}

/** A row's icon link (view, edit). */
export function RowActionLink({ label, icon, palette, testId, to }: Common & { to: string }) {
  return (
    <Link
      className="row-action"
      style={paletteStyle(palette)}
      aria-label={label}
      title={label}
      to={to}
      data-testid={testId}
    >
      {icon}
    </Link>
  );
}

import type { ReactNode } from 'react';
import { paletteDeclarations, sharedClass } from '../../lib/shared-class';
import { RowLink } from './row-link';
import './row-action.css';

/** A palette's foreground and hover background as the class's variables (`gray` when none). */
const paletteClass = (palette: string | undefined): string =>
  palette
    ? `row-action ${sharedClass('row-action', paletteDeclarations(palette, { fg: '--row-action-fg', bg: '--row-action-bg' }))}`
    : 'row-action';

interface Common {
  /** The name a screen reader says and the tooltip shows. */
  label: string;
  icon: ReactNode;
  palette?: string;
  testId: string;
}

/** What a row's button and link share: the class, the palette, the name and tooltip, the test id, the icon. */
const rowActionProps = ({ label, icon, palette, testId }: Common) => ({
  className: paletteClass(palette),
  'aria-label': label,
  title: label,
  'data-testid': testId,
  children: icon,
});

/** A row's icon button (checkout, delete…). */
export const RowActionButton = ({ onClick, ...common }: Common & { onClick: () => void }) => (
  <button type="button" onClick={onClick} {...rowActionProps(common)} />
);

/** A row's icon link (view, edit); inside a `DataTable`, whose click handler follows it in the app. */
export const RowActionLink = ({ to, ...common }: Common & { to: string }) => (
  <RowLink to={to} {...rowActionProps(common)} />
);

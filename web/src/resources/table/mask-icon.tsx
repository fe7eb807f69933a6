import type { ReactElement } from 'react';
import type { IconType } from 'react-icons';
import { sharedClass } from '../../lib/shared-class';
import './mask-icon.css';

type Props = Record<string, unknown> & { children?: unknown };

/** A React prop name as SVG spells the attribute: strokeWidth → stroke-width (viewBox stays). */
const attributeName = (key: string) => (key === 'viewBox' ? key : key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`));
const quoted = (value: unknown) => String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

function markup(tag: string, props: Props): string {
  const attributes = Object.entries(props)
    .filter(([key, value]) => key !== 'children' && (typeof value === 'string' || typeof value === 'number'))
    .map(([key, value]) => ` ${attributeName(key)}="${quoted(value)}"`)
    .join('');
  const children = ([] as unknown[]).concat(props.children ?? []);
  const inner = children
    .map((child) => {
      const element = child as ReactElement<Props> | null;
      return element && typeof element.type === 'string' ? markup(element.type, element.props) : '';
    })
    .join('');
  return `<${tag}${attributes}>${inner}</${tag}>`;
}

const classes = new Map<IconType, string | null>();

/**
 * A class holding a react-icons icon as a CSS `url()` of its SVG: the icon's component is a plain function
 * returning react-icons' IconBase with the drawing's elements as children, which this writes out once per
 * icon. `null` when the element is not that shape (the icon then renders as usual).
 */
function iconClass(icon: IconType): string | null {
  if (classes.has(icon)) return classes.get(icon)!;
  let name: string | null = null;
  try {
    const element = icon({}) as ReactElement<Props & { attr?: Props }> | null;
    if (element && typeof element === 'object' && element.props.attr && element.props.children) {
      const svg = markup('svg', {
        xmlns: 'http://www.w3.org/2000/svg',
        stroke: 'currentColor',
        fill: 'currentColor',
        strokeWidth: '0',
        ...element.props.attr,
        children: element.props.children,
      });
      name = sharedClass('mask-icon', `--mask-icon:url("data:image/svg+xml,${encodeURIComponent(svg)}")`);
    }
  } catch {
    name = null;
  }
  classes.set(icon, name);
  return name;
}

/**
 * An icon as one element painted through a CSS mask of the icon's SVG, in the text colour (a row's
 * actions, the side menu's entries). A page of 100 rows draws up to 400 of them: as inline SVG each was 3–6 elements with a dozen
 * attributes for React to create and the browser to style and lay out (issue 27, 100 rows ≤ 300 ms).
 */
export function MaskIcon({ icon: Icon }: { icon: IconType }) {
  const drawing = iconClass(Icon);
  if (!drawing) return <Icon />;
  return <span className={`mask-icon ${drawing}`} aria-hidden="true" />;
}

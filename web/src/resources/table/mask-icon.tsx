import type { CSSProperties, ReactElement } from 'react';
import type { IconType } from 'react-icons';

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

const urls = new Map<IconType, string | null>();

/**
 * A react-icons icon as a CSS `url()` of its SVG: the icon's component is a plain function returning
 * react-icons' IconBase with the drawing's elements as children, which this writes out once per icon.
 * `null` when the element is not that shape (the icon then renders as usual).
 */
function iconUrl(icon: IconType): string | null {
  if (urls.has(icon)) return urls.get(icon)!;
  let url: string | null = null;
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
      url = `url("data:image/svg+xml,${encodeURIComponent(svg)}")`;
    }
  } catch {
    url = null;
  }
  urls.set(icon, url);
  return url;
}

/**
 * A row action's icon as one element painted through a CSS mask of the icon's SVG, in the text colour.
 * A page of 100 rows draws up to 400 of them: as inline SVG each was 3–6 elements with a dozen
 * attributes for React to create and the browser to style and lay out (issue 27, 100 rows ≤ 300 ms).
 */
export function MaskIcon({ icon: Icon }: { icon: IconType }) {
  const url = iconUrl(Icon);
  if (!url) return <Icon />;
  return <span className="row-action-icon" aria-hidden="true" style={{ '--row-action-icon': url } as CSSProperties} />;
}

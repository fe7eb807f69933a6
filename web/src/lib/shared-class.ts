/** The style element the shared classes' rules go to, made with the first one. */
let sheet: CSSStyleSheet | undefined;
const classes = new Map<string, string>();

/**
 * A class for declarations many elements repeat (an icon's drawing, a palette's colours): one rule, written
 * the first time, instead of the same inline style on each of a page's hundreds of rows, which the browser
 * parses and restyles one element at a time (issue 27, 100 rows ≤ 300 ms).
 */
export function sharedClass(prefix: string, declarations: string): string {
  const known = classes.get(declarations);
  if (known) return known;
  const name = `${prefix}-${classes.size}`;
  if (!sheet) {
    const element = document.createElement('style');
    document.head.append(element);
    sheet = element.sheet!;
  }
  sheet.insertRule(`.${name}{${declarations}}`, sheet.cssRules.length);
  classes.set(declarations, name);
  return name;
}

/** A Chakra palette's foreground, subtle background and border as the given custom properties. */
export const paletteDeclarations = (palette: string, vars: { fg: string; bg: string; border?: string }): string =>
  [
    `${vars.fg}:var(--chakra-colors-${palette}-fg)`,
    `${vars.bg}:var(--chakra-colors-${palette}-subtle)`,
    ...(vars.border ? [`${vars.border}:var(--chakra-colors-${palette}-border)`] : []),
  ].join(';');

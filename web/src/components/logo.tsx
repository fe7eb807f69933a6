import { useId, type SVGProps } from 'react';

/**
 * The product mark: a hexagonal bolt head (assets) around a gauge needle (maintenance).
 * The wordmark uses currentColor so it follows the skin; the brand name is not translated.
 */
export function Logo({ withWordmark = true, ...props }: SVGProps<SVGSVGElement> & { withWordmark?: boolean }) {
  // Each logo its own gradient: with a shared id, a logo hidden by display:none (the login page's hero on
  // a phone) takes the gradient of every other one with it.
  const fill = `logo-fill-${useId()}`;
  return (
    <svg
      viewBox={withWordmark ? '0 0 350 150' : '0 0 150 150'}
      role="img"
      aria-label="Maintix"
      xmlns="http://www.w3.org/2000/svg"
      {...props}
    >
      <defs>
        <linearGradient id={fill} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#14b8a6" />
          <stop offset="1" stopColor="#0f766e" />
        </linearGradient>
      </defs>
      <path d="M75 18l49 28.3v57.4L75 132l-49-28.3V46.3z" fill={`url(#${fill})`} />
      <path
        d="M75 42l28 16.2v32.6L75 107l-28-16.2V58.2z"
        fill="none"
        stroke="#ffffff"
        strokeWidth="7"
        strokeLinejoin="round"
      />
      <path d="M75 75l17-14" stroke="#fbbf24" strokeWidth="7" strokeLinecap="round" />
      <circle cx="75" cy="75" r="7" fill="#fbbf24" />
      {withWordmark && (
        <text
          x="142"
          y="92"
          fill="currentColor"
          direction="ltr"
          // Inline style: the CSS reset would otherwise override SVG presentation attributes.
          style={{
            fontFamily: "ui-sans-serif, system-ui, 'Segoe UI', Roboto, Arial, sans-serif",
            fontSize: 52,
            fontWeight: 700,
            letterSpacing: -1,
          }}
        >
          Maintix
        </text>
      )}
    </svg>
  );
}

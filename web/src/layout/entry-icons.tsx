import type { SVGProps } from 'react';

/**
 * The three icons the login page shows (Lucide's sun, moon and languages, drawn as react-icons draws them).
 * Drawn here rather than imported from `react-icons/lu`: that module is one file, so importing any icon from
 * the entry chunk put every icon the console uses anywhere (about 145, 58 KB) in the login page's download.
 */
type IconProps = SVGProps<SVGSVGElement>;

function LucideIcon({ children, ...props }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      height="1em"
      width="1em"
      xmlns="http://www.w3.org/2000/svg"
      {...props}
    >
      {children}
    </svg>
  );
}

export const SunIcon = (props: IconProps) => (
  <LucideIcon {...props}>
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2v2M12 20v2m-7.07-17.07 1.41 1.41m11.32 11.32 1.41 1.41M2 12h2m16 0h2M6.34 17.66l-1.41 1.41M19.07 4.93l-1.41 1.41" />
  </LucideIcon>
);

export const MoonIcon = (props: IconProps) => (
  <LucideIcon {...props}>
    <path d="M12 3a6 6 0 0 0 9 9 9 9 0 1 1-9-9Z" />
  </LucideIcon>
);

export const LanguagesIcon = (props: IconProps) => (
  <LucideIcon {...props}>
    <path d="m5 8 6 6m-7 0 6-6 2-3M2 5h12M7 2h1m14 20-5-10-5 10m2-4h6" />
  </LucideIcon>
);

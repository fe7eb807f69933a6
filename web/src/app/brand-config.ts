import { defineConfig } from '@chakra-ui/react';

/**
 * Theme on top of Chakra's defaults: a teal brand, the loader keyframes and spec timings
 * (fade 150 ms, modal 300 ms, collapse 350 ms). Both the login page's system and the console's build on it.
 */
export const brandConfig = defineConfig({
  globalCss: {
    'html, body': { minHeight: '100%' },
    body: { bg: 'bg.subtle' },
    // Direction-bearing icons (chevrons, panel toggles) point the other way in right-to-left.
    '[dir=rtl] .rtl-mirror, [dir=rtl] .rtl-mirror-children svg': { transform: 'scaleX(-1)' },
  },
  theme: {
    keyframes: {
      loaderBar: {
        '0%, 100%': { transform: 'scaleY(0.35)', opacity: '0.5' },
        '50%': { transform: 'scaleY(1)', opacity: '1' },
      },
    },
    tokens: {
      fonts: {
        heading: { value: "Inter, ui-sans-serif, system-ui, 'Segoe UI', Roboto, 'Noto Sans Arabic', sans-serif" },
        body: { value: "Inter, ui-sans-serif, system-ui, 'Segoe UI', Roboto, 'Noto Sans Arabic', sans-serif" },
      },
      durations: {
        fade: { value: '150ms' },
        modal: { value: '300ms' },
        collapse: { value: '350ms' },
      },
    },
    semanticTokens: {
      colors: {
        // Chakra's defaults fail WCAG AA on white: white on teal.600 is 3.7:1 and gray.400 text 2.6:1.
        // teal.700 gives white text 5.5:1 and gray.500 reads 4.8:1 on white.
        teal: { solid: { value: { _light: '{colors.teal.700}', _dark: '{colors.teal.700}' } } },
        // White on green.600 (#16a34a: a checklist's Pass, a Complete move) is 3.3:1; green.700 gives 6.8:1.
        green: { solid: { value: { _light: '{colors.green.700}', _dark: '{colors.green.700}' } } },
        fg: { subtle: { value: { _light: '{colors.gray.500}', _dark: '{colors.gray.400}' } } },
      },
    },
  },
});

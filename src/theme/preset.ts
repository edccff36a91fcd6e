import { definePreset } from '@pandacss/dev'
import { tokens } from './tokens'
import { semanticTokens } from './semantic-tokens'
import { recipes, slotRecipes } from './recipes'

/**
 * The Headway preset: tokens, semantic tokens with light/dark values and component recipes.
 * Dark mode is switched by `data-color-mode="dark"` on <html>.
 */
export const headwayPreset = definePreset({
  name: 'headway',
  conditions: {
    extend: {
      light: ':root:not([data-color-mode=dark]) &, [data-color-mode=light] &',
      dark: '[data-color-mode=dark] &',
    },
  },
  globalCss: {
    html: {
      fontFamily: 'body',
      lineHeight: 'normal',
      colorScheme: 'light',
      bg: 'bg',
      color: 'fg',
      WebkitFontSmoothing: 'antialiased',
    },
    '[data-color-mode=dark]': { colorScheme: 'dark' },
    body: { bg: 'bg', color: 'fg', fontSize: 'md' },
    '*:focus-visible': { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
    '@media (prefers-reduced-motion: reduce)': {
      '*, *::before, *::after': { animationDuration: '0.01ms !important', transitionDuration: '0.01ms !important' },
    },
  },
  theme: {
    extend: {
      breakpoints: { sm: '600px', md: '900px', lg: '1200px', xl: '1536px' },
      tokens,
      semanticTokens,
      keyframes: {
        spin: { to: { transform: 'rotate(360deg)' } },
        // Skeleton placeholders: a soft pulse, stopped under prefers-reduced-motion.
        skeletonPulse: { '0%, 100%': { opacity: '1' }, '50%': { opacity: '0.5' } },
        // Collapsible content: Ark sets --height on the content to its measured height.
        expandHeight: { from: { height: '0' }, to: { height: 'var(--height)' } },
        collapseHeight: { from: { height: 'var(--height)' }, to: { height: '0' } },
      },
      recipes,
      slotRecipes,
    },
  },
})

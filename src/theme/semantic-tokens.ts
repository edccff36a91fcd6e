import { defineSemanticTokens } from '@pandacss/dev'

/** Every colour a component may use, with its light and dark value. */
export const semanticTokens = defineSemanticTokens({
  colors: {
    bg: {
      DEFAULT: { value: { _light: '{colors.gray.50}', _dark: '{colors.gray.950}' } },
      paper: { value: { _light: '{colors.white}', _dark: '{colors.gray.900}' } },
      subtle: { value: { _light: '{colors.gray.100}', _dark: '{colors.gray.850}' } },
      muted: { value: { _light: '{colors.gray.200}', _dark: '{colors.gray.800}' } },
      overlay: { value: { _light: 'rgba(0, 0, 0, 0.5)', _dark: 'rgba(0, 0, 0, 0.7)' } },
    },
    fg: {
      DEFAULT: { value: { _light: 'rgba(0, 0, 0, 0.87)', _dark: '{colors.white}' } },
      muted: { value: { _light: 'rgba(0, 0, 0, 0.65)', _dark: 'rgba(255, 255, 255, 0.75)' } },
      disabled: { value: { _light: 'rgba(0, 0, 0, 0.38)', _dark: 'rgba(255, 255, 255, 0.5)' } },
    },
    border: {
      DEFAULT: { value: { _light: 'rgba(0, 0, 0, 0.12)', _dark: 'rgba(255, 255, 255, 0.16)' } },
      strong: { value: { _light: 'rgba(0, 0, 0, 0.42)', _dark: 'rgba(255, 255, 255, 0.5)' } },
    },
    primary: {
      solid: { value: { _light: '{colors.blue.700}', _dark: '{colors.blue.200}' } },
      hover: { value: { _light: '{colors.blue.800}', _dark: '{colors.blue.100}' } },
      contrast: { value: { _light: '{colors.white}', _dark: '{colors.gray.950}' } },
      text: { value: { _light: '{colors.blue.800}', _dark: '{colors.blue.200}' } },
      subtle: { value: { _light: '{colors.blue.50}', _dark: 'rgba(144, 202, 249, 0.16)' } },
    },
    secondary: {
      solid: { value: { _light: '{colors.pink.700}', _dark: '{colors.pink.200}' } },
      hover: { value: { _light: '{colors.pink.800}', _dark: '{colors.pink.100}' } },
      contrast: { value: { _light: '{colors.white}', _dark: '{colors.gray.950}' } },
      text: { value: { _light: '{colors.pink.800}', _dark: '{colors.pink.200}' } },
      subtle: { value: { _light: '{colors.pink.50}', _dark: 'rgba(244, 143, 177, 0.16)' } },
    },
    success: {
      text: { value: { _light: '{colors.green.900}', _dark: '{colors.green.300}' } },
      subtle: { value: { _light: '{colors.green.100}', _dark: 'rgba(129, 199, 132, 0.16)' } },
    },
    warning: {
      text: { value: { _light: '{colors.orange.900}', _dark: '{colors.orange.300}' } },
      subtle: { value: { _light: '{colors.orange.100}', _dark: 'rgba(255, 183, 77, 0.16)' } },
    },
    danger: {
      solid: { value: { _light: '{colors.red.700}', _dark: '{colors.red.300}' } },
      text: { value: { _light: '{colors.red.900}', _dark: '{colors.red.200}' } },
      subtle: { value: { _light: '{colors.red.100}', _dark: 'rgba(229, 115, 115, 0.16)' } },
    },
    info: {
      text: { value: { _light: '{colors.blue.900}', _dark: '{colors.blue.200}' } },
      subtle: { value: { _light: '{colors.blue.50}', _dark: 'rgba(144, 202, 249, 0.16)' } },
    },
    accent: {
      text: { value: { _light: '{colors.purple.700}', _dark: '{colors.purple.200}' } },
      subtle: { value: { _light: '{colors.purple.100}', _dark: 'rgba(186, 104, 200, 0.16)' } },
    },
    neutral: {
      text: { value: { _light: '{colors.gray.800}', _dark: '{colors.gray.300}' } },
      subtle: { value: { _light: '{colors.gray.200}', _dark: '{colors.gray.800}' } },
    },
    focusRing: { value: { _light: '{colors.blue.700}', _dark: '{colors.blue.200}' } },
    /** Product theme colours (src/theme/theme-colors.ts): ThemeDialog swatches, ThemeCard accents; 3:1 on paper. */
    swatch: {
      blue: { value: { _light: '{colors.blue.700}', _dark: '{colors.blue.300}' } },
      pink: { value: { _light: '{colors.pink.700}', _dark: '{colors.pink.300}' } },
      green: { value: { _light: '{colors.green.700}', _dark: '{colors.green.300}' } },
      orange: { value: { _light: '{colors.orange.800}', _dark: '{colors.orange.300}' } },
      purple: { value: { _light: '{colors.purple.700}', _dark: '{colors.purple.300}' } },
      teal: { value: { _light: '{colors.teal.700}', _dark: '{colors.teal.300}' } },
      red: { value: { _light: '{colors.red.700}', _dark: '{colors.red.300}' } },
    },
    /** Series colours of charts (TrendChart), in order; each keeps 3:1 against the paper in both modes. */
    chart: {
      1: { value: { _light: '{colors.blue.700}', _dark: '{colors.blue.300}' } },
      2: { value: { _light: '{colors.pink.700}', _dark: '{colors.pink.300}' } },
      3: { value: { _light: '{colors.teal.700}', _dark: '{colors.teal.300}' } },
      4: { value: { _light: '{colors.orange.800}', _dark: '{colors.orange.300}' } },
    },
  },
})

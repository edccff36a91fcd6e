import { defineConfig } from '@pandacss/dev'
import { headwayPreset } from './src/theme/preset'

export default defineConfig({
  preflight: true,
  presets: ['@pandacss/preset-base', headwayPreset],
  include: ['./src/**/*.{ts,tsx}', './app/**/*.{ts,tsx}', './stories/**/*.{ts,tsx}'],
  exclude: [],
  jsxFramework: 'react',
  outdir: 'styled-system',
  importMap: '@styled-system',
  staticCss: { recipes: '*' },
  strictTokens: true,
})

import type { Decorator, Preview } from '@storybook/react-vite'
import { mswLoader } from 'msw-storybook-addon/csf3'
import { configure } from 'storybook/test'
import '../src/theme/styles.css'

// The story tests share two cores with the other test projects: a mocked response can take longer than the 1 s default.
configure({ asyncUtilTimeout: 5000 })

/** Mirrors the app: dark mode is `data-color-mode="dark"` on <html>. */
const withColorMode: Decorator = (Story, { globals }) => {
  document.documentElement.dataset.colorMode = globals.colorMode === 'dark' ? 'dark' : 'light'
  return <Story />
}

const preview: Preview = {
  tags: ['autodocs'],
  decorators: [withColorMode],
  loaders: [mswLoader()],
  globalTypes: {
    colorMode: {
      description: 'Colour mode',
      toolbar: {
        title: 'Colour mode',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { colorMode: 'light' },
  parameters: {
    layout: 'padded',
    // A violation fails the story's test in Storybook and in `vitest --project stories`.
    a11y: { test: 'error' },
  },
}

export default preview

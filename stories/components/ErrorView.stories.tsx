import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { ErrorView } from '../../src/components/ErrorView'

const meta = {
  title: 'Components/ErrorView',
  component: ErrorView,
  args: { message: 'Not Found', status: 404 },
} satisfies Meta<typeof ErrorView>

export default meta
type Story = StoryObj<typeof meta>

export const WithStatus: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Unexpected Application Error!')
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('404 Not Found')
  },
}

export const WithStack: Story = {
  args: {
    status: undefined,
    message: 'Cannot read properties of undefined (reading "title")',
    stack:
      'TypeError: Cannot read properties of undefined (reading "title")\n    at FeatureDetail (FeatureDetail.tsx:42:17)\n    at renderWithHooks (react-dom.js:1:1)',
  },
  play: async ({ canvas }) => {
    // Without a status the second heading is the message alone.
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(
      /^Cannot read properties of undefined \(reading "title"\)$/,
    )
    await expect(canvas.getByLabelText('Stack trace')).toHaveTextContent('at FeatureDetail (FeatureDetail.tsx:42:17)')
  },
}

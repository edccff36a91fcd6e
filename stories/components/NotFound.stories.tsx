import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { Button } from '../../src/components/Button'
import { NotFound } from '../../src/components/ErrorView'

const meta = {
  title: 'Components/NotFound',
  component: NotFound,
  args: { action: null },
  render: () => (
    <NotFound
      action={
        <Button asChild>
          <a href="/">Go Home</a>
        </Button>
      }
    />
  ),
} satisfies Meta<typeof NotFound>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Page Not Found' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/')
  },
}

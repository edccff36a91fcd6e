import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import { HStack } from '@styled-system/jsx'
import { Avatar } from '../../src/components/Avatar'

/** A fixed local picture, so the story needs no network and renders the same every time. */
const picture =
  "data:image/svg+xml;utf8,<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 40 40'><rect width='40' height='40' fill='teal'/><circle cx='20' cy='16' r='7' fill='white'/><ellipse cx='20' cy='36' rx='13' ry='10' fill='white'/></svg>"

const meta = {
  title: 'Components/Avatar',
  component: Avatar,
  args: { name: 'Ada Lovelace' },
} satisfies Meta<typeof Avatar>

export default meta
type Story = StoryObj<typeof meta>

export const Initials: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Ada Lovelace' })).toHaveTextContent('AL')
  },
}

export const OneInitial: Story = {
  args: { maxInitials: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Ada Lovelace' })).toHaveTextContent(/^A$/)
  },
}

export const WithImage: Story = {
  args: { src: picture },
  play: async ({ canvas }) => {
    const avatar = canvas.getByRole('img', { name: 'Ada Lovelace' })
    // The initials give way once the picture has loaded.
    await waitFor(() => expect(avatar.querySelector('img')).toBeVisible())
    await expect(canvas.getByText('AL')).not.toBeVisible()
  },
}

export const Sizes: Story = {
  render: (args) => (
    <HStack gap="2">
      <Avatar {...args} size="sm" />
      <Avatar {...args} size="md" />
      <Avatar {...args} size="lg" />
    </HStack>
  ),
  play: async ({ canvas }) => {
    const avatars = canvas.getAllByRole('img', { name: 'Ada Lovelace' })
    await expect(avatars).toHaveLength(3)
    for (const avatar of avatars) await expect(avatar).toHaveTextContent('AL')
  },
}

import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import { CopyButton } from '../../src/components/CopyButton'

const meta = {
  title: 'Components/CopyButton',
  component: CopyButton,
  args: {
    value: 'https://headway.example/register?invitation=3f9c',
    label: 'Copy link',
    subject: 'sam@acme.io',
  },
} satisfies Meta<typeof CopyButton>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Copy link, sam@acme.io' })).toHaveTextContent('Copy link')
  },
}

/** Pressed from the keyboard: it says and announces "Copied", then returns to its label after two seconds. */
export const CopiedFromKeyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Copy link, sam@acme.io' })
    await userEvent.tab()
    await expect(button).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Copied'))
    await expect(button).toHaveTextContent('Copied')
    await waitFor(() => expect(button).toHaveTextContent('Copy link'), { timeout: 5000 })
  },
}

export const Solid: Story = {
  args: { variant: 'solid', label: 'Copy workspace ID', subject: undefined, value: 'ws_01HZX' },
  play: async ({ canvas }) => {
    // Without a subject the button is named by its label alone.
    await expect(canvas.getByRole('button', { name: 'Copy workspace ID' })).toHaveTextContent('Copy workspace ID')
  },
}

import type { Meta, StoryObj } from '@storybook/react-vite'
import { ArrowRight } from 'lucide-react'
import { expect } from 'storybook/test'
import { Link } from '../../src/components/Link'

const meta = {
  title: 'Components/Link',
  component: Link,
  args: { href: '#register', children: 'Sign up' },
} satisfies Meta<typeof Link>

export default meta
type Story = StoryObj<typeof meta>

export const Inline: Story = {
  render: (args) => (
    <p>
      Don&apos;t have an account? <Link {...args} />
    </p>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '#register')
  },
}

export const Standalone: Story = {
  args: {
    variant: 'standalone',
    href: '#login',
    children: (
      <>
        View Demo <ArrowRight size={16} aria-hidden="true" />
      </>
    ),
  },
  play: async ({ canvas }) => {
    // The arrow is decorative: the link is named by its text alone.
    await expect(canvas.getByRole('link', { name: 'View Demo' })).toHaveAttribute('href', '#login')
  },
}

export const Focused: Story = {
  args: { variant: 'standalone', href: '#login', children: 'Sign In' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab()
    await expect(canvas.getByRole('link', { name: 'Sign In' })).toHaveFocus()
  },
}

/** How the app wraps a router link: the child keeps its navigation and takes the link style. */
export const AsChild: Story = {
  args: {
    variant: 'standalone',
    asChild: true,
    children: <a href="#register">Start Free Trial</a>,
  },
  play: async ({ canvas }) => {
    const anchor = canvas.getByRole('link', { name: 'Start Free Trial' })
    await expect(anchor).toHaveAttribute('href', '#register')
    // The child is the link: no second anchor wraps it.
    await expect(canvas.getAllByRole('link')).toEqual([anchor])
  },
}

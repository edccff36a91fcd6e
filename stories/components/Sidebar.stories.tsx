import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, waitFor, within } from 'storybook/test'
import { Layers, LayoutDashboard, Lightbulb, Settings } from 'lucide-react'
import { Flex } from '@styled-system/jsx'
import { Sidebar, type SidebarItem, type SidebarLinkProps } from '../../src/components/Sidebar'

const items: SidebarItem[] = [
  { path: '/dashboard', label: 'Dashboard', icon: <LayoutDashboard /> },
  { path: '/app/features', label: 'Features', icon: <Lightbulb /> },
  { path: '/app/themes', label: 'Themes', icon: <Layers /> },
  { path: '/app/settings/workspace', label: 'Workspace Settings', icon: <Settings /> },
]

/** Stories stay on their page: the link only reports the click, as a router link would before navigating. */
const storyLink = ({ href, onClick, children, ...rest }: SidebarLinkProps) => (
  <a
    href={href}
    {...rest}
    onClick={(event) => {
      event.preventDefault()
      onClick?.(event)
    }}
  >
    {children}
  </a>
)

const meta = {
  title: 'Components/Sidebar',
  component: Sidebar,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <Flex h="[600px]">
        <Story />
      </Flex>
    ),
  ],
  args: {
    items,
    currentPath: '/app/features/3',
    brand: 'Headway',
    renderLink: storyLink,
    user: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@acme.test', companyName: 'Acme Corp' },
    onNavigate: fn(),
    onCollapsedChange: fn(),
    onMobileOpenChange: fn(),
  },
} satisfies Meta<typeof Sidebar>

export default meta
type Story = StoryObj<typeof meta>

/** 280 wide; the current path lies under Features, so Features is the current page. */
export const Expanded: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main navigation' })
    await expect(within(nav).getByRole('link', { name: 'Features' })).toHaveAttribute('aria-current', 'page')
    await userEvent.click(within(nav).getByRole('link', { name: 'Themes' }))
    await expect(args.onNavigate).toHaveBeenCalledWith('/app/themes')
  },
}

/** 72 wide: icons only; the labels stay the links' names and show in a tooltip on hover or focus. */
export const Collapsed: Story = {
  args: { defaultCollapsed: true, currentPath: '/dashboard' },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('button', { name: 'Expand sidebar' })).toBeInTheDocument()
    await userEvent.hover(canvas.getByRole('link', { name: 'Themes' }))
    await waitFor(() => expect(screen.getByText('Themes', { selector: '[data-part=content]' })).toBeVisible())
  },
}

/** The toggle switches between the two widths. */
export const Toggle: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Collapse sidebar' }))
    await expect(args.onCollapsedChange).toHaveBeenLastCalledWith(true)
    await userEvent.click(canvas.getByRole('button', { name: 'Expand sidebar' }))
    await expect(args.onCollapsedChange).toHaveBeenLastCalledWith(false)
  },
}

/** No company name: the chip falls back to 'Workspace'. */
export const NoCompany: Story = {
  args: { user: { firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.test', companyName: null }, currentPath: '/app/settings/workspace' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Workspace')).toBeInTheDocument()
  },
}

/** Small screens: the same navigation in a temporary drawer (a modal dialog). */
export const MobileDrawer: Story = {
  args: { mobileOpen: true, currentPath: '/app/themes' },
  play: async ({ args, userEvent }) => {
    const drawer = await screen.findByRole('dialog', { name: 'Navigation' })
    await expect(within(drawer).getByRole('link', { name: 'Themes' })).toHaveAttribute('aria-current', 'page')
    await userEvent.click(within(drawer).getByRole('button', { name: 'Close navigation' }))
    await expect(args.onMobileOpenChange).toHaveBeenLastCalledWith(false)
    // The drawer stays open (the story controls it): wait for Ark to hide the page behind it from assistive
    // technology, a frame after opening, so the accessibility check sees one "Main navigation" landmark, not two.
    await waitFor(() => expect(screen.getAllByRole('navigation', { name: 'Main navigation' })).toHaveLength(1))
  },
}

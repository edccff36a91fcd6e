import { expect, waitFor } from 'storybook/test'
import type { Canvas } from './screen-setup'

/**
 * Finds an open dialog by its name and waits until it holds the focus, as a person sees it before acting. The dialog's
 * focus trap starts a frame after it appears: a click inside that frame closes it before the trap exists, and the focus
 * is then not given back to what opened it (seen on a loaded machine).
 */
export async function openedDialog(canvas: Canvas, role: 'dialog' | 'alertdialog', name: string) {
  const dialog = await canvas.findByRole(role, { name })
  await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement))
  return dialog
}

import { expect, waitFor, within } from 'storybook/test'
import type { Canvas, StoryUser } from './screen-setup'

/** Opens a Select by its label and picks an option by name, as a person would, then waits for the list to close. */
export async function chooseOption(
  canvas: Canvas,
  userEvent: StoryUser,
  label: string,
  option: string,
  scope?: HTMLElement,
) {
  const queries = scope ? within(scope) : canvas
  await userEvent.click(queries.getByRole('combobox', { name: label }))
  const listbox = await queries.findByRole('listbox', { name: label })
  await waitFor(() => expect(listbox).toHaveFocus())
  await userEvent.click(within(listbox).getByRole('option', { name: option }))
  await waitFor(() => expect(queries.queryByRole('listbox', { name: label })).not.toBeInTheDocument())
}

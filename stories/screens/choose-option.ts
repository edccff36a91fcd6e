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

/**
 * Types one key per frame, as a person does (far slower still). Keys sent within one frame arrive before React has
 * rendered the last one, and Ark's combobox then writes an older text back into the box: a key is lost (seen at
 * machine speed only).
 */
export async function typeKeys(userEvent: StoryUser, text: string) {
  for (const key of text) {
    await userEvent.keyboard(key)
    await new Promise((resolve) => requestAnimationFrame(resolve))
  }
}

/** Types a search into a Combobox found by its label and picks an option from the answer, as a person would. */
export async function searchAndChoose(
  canvas: Canvas,
  userEvent: StoryUser,
  label: string,
  text: string,
  option: string,
  scope?: HTMLElement,
) {
  const queries = scope ? within(scope) : canvas
  const input = queries.getByRole('combobox', { name: label })
  await userEvent.click(input)
  await typeKeys(userEvent, text)
  const listbox = await queries.findByRole('listbox', { name: label })
  await userEvent.click(await within(listbox).findByRole('option', { name: option }))
  await waitFor(() => expect(input).toHaveValue(option))
}

/**
 * Chooses a file with a FileDropZone's button, as a person does in the file picker: the picker itself cannot be driven,
 * so the file goes to the file input the button opens (rendered right after it).
 */
export async function chooseFile(userEvent: StoryUser, button: HTMLElement, file: File) {
  const input = button.nextElementSibling
  if (!(input instanceof HTMLInputElement) || input.type !== 'file') throw new Error('No file input follows this button.')
  await userEvent.upload(input, file)
}

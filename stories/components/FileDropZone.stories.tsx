import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite'
import { expect, fn, waitFor } from 'storybook/test'
import { FileDropZone } from '../../src/components/FileDropZone'
import { chooseFile } from '../screens/choose-option'

const meta = {
  title: 'Components/FileDropZone',
  component: FileDropZone,
  args: {
    label: 'Slack export (.zip)',
    hint: 'Drop the .zip of Slack’s Export data here, or choose it (up to 512 MB).',
    buttonLabel: 'Choose a file',
    accept: ['.zip', 'application/zip'],
    refusedMessage: (name: string) => `${name} is not a .zip file.`,
    onFile: fn(),
  },
} satisfies Meta<typeof FileDropZone>

export default meta
type Story = StoryObj<typeof meta>

const exportFile = () => new File(['PK'], 'acme-slack-export.zip', { type: 'application/zip' })
const notes = () => new File(['hello'], 'notes.txt', { type: 'text/plain' })

/**
 * Drags files over the zone as the browser does for files from the desktop; `drop` ends the drag on it. Chromium gives
 * a file's entry (`webkitGetAsEntry`, which React Aria reads) only to a drag from the operating system, and null to one
 * made in the page: while the events are sent, each file item answers with the entry of a file, as a real drag's does.
 */
function drag(zone: Element, files: readonly File[], { drop }: { drop: boolean }) {
  const data = new DataTransfer()
  for (const file of files) data.items.add(file)
  const entry = Object.getOwnPropertyDescriptor(DataTransferItem.prototype, 'webkitGetAsEntry')
  DataTransferItem.prototype.webkitGetAsEntry = function fileEntry(this: DataTransferItem) {
    return this.kind === 'file' ? ({ isFile: true, isDirectory: false } as FileSystemEntry) : null
  }
  try {
    for (const type of drop ? ['dragenter', 'dragover', 'drop'] : ['dragenter', 'dragover']) {
      zone.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer: data, clientX: 10, clientY: 10 }))
    }
  } finally {
    if (entry) Object.defineProperty(DataTransferItem.prototype, 'webkitGetAsEntry', entry)
  }
}

/** The drop target: the box its label is drawn in. */
const zoneOf = (canvas: StoryContext['canvas']) => canvas.getByText('Slack export (.zip)').parentElement as HTMLElement

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Slack export (.zip)')).toBeVisible()
    await expect(canvas.getByText(/Drop the .zip of Slack’s Export data here/)).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Choose a file' })).toBeEnabled()
  },
}

/** The button opens the file picker (offering .zip files only); the chosen file is handed over. */
export const ChosenWithTheButton: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Choose a file' })
    await expect(button.nextElementSibling).toHaveAttribute('accept', '.zip,application/zip')
    const file = exportFile()
    await chooseFile(userEvent, button, file)
    await expect(args.onFile).toHaveBeenCalledWith(file)
  },
}

/** A file dragged over the zone: the border turns solid and the zone is tinted until it is dropped or leaves. */
export const DraggedOver: Story = {
  play: async ({ canvas }) => {
    const zone = zoneOf(canvas)
    drag(zone, [exportFile()], { drop: false })
    await waitFor(() => expect(zone).toHaveAttribute('data-drop-target'))
  },
}

export const Dropped: Story = {
  play: async ({ args, canvas }) => {
    drag(zoneOf(canvas), [notes(), exportFile()], { drop: true })
    await waitFor(() => expect(args.onFile).toHaveBeenCalledTimes(1))
    await expect((args.onFile as ReturnType<typeof fn>).mock.calls[0]?.[0]).toHaveProperty('name', 'acme-slack-export.zip')
  },
}

/** A file of another type is refused with a sentence, and nothing is handed over. */
export const Refused: Story = {
  play: async ({ args, canvas }) => {
    drag(zoneOf(canvas), [notes()], { drop: true })
    await expect(await canvas.findByText('notes.txt is not a .zip file.')).toBeVisible()
    await expect(args.onFile).not.toHaveBeenCalled()
  },
}

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Choose a file' })).toBeDisabled()
    await expect(zoneOf(canvas)).toHaveAttribute('data-disabled')
    drag(zoneOf(canvas), [exportFile()], { drop: true })
    await expect(args.onFile).not.toHaveBeenCalled()
  },
}

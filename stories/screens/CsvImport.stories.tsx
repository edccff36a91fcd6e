import type { Meta, StoryObj } from '@storybook/react-vite'
import { http, HttpResponse } from 'msw'
import { expect, waitFor, within } from 'storybook/test'
import { CsvImportDetail, type CsvImport } from '../../api'
import CsvImportPage from '../../app/screens/integrations/CsvImportPage'
import { chooseFile } from './choose-option'
import { failing, mockApi, pending, withScreen } from './screen-setup'
import type { Canvas, ScreenParameters, StoryUser } from './screen-setup'

const meta = {
  title: 'Screens/CSV import',
  component: CsvImportPage,
  decorators: [withScreen],
  parameters: { layout: 'fullscreen', screen: { path: '/app/import/csv', minHeight: 'lg' } satisfies ScreenParameters },
  beforeEach: mockApi(),
} satisfies Meta<typeof CsvImportPage>

export default meta
type Story = StoryObj<typeof meta>

/** Five requests from a support tool's export: one has no text, one an email address that is not one. */
const requests = [
  'Ticket ID,Customer Name,Email,Company,Created At,Feedback',
  'T-101,Nadia Chen,nadia@northwind.test,Northwind,2025-03-01T09:00:00Z,Please add a dark mode for the dashboard',
  'T-102,Omar Haddad,omar@contoso.test,Contoso,2025-03-02T10:30:00Z,Export the feature list to PDF',
  'T-103,Lena Fischer,lena@fabrikam,Fabrikam,2025-03-03T14:15:00Z,A dark theme would help our night shift',
  'T-104,Ravi Patel,ravi@globex.test,Globex,2025-03-04T08:45:00Z,',
  'T-105,Mia Rossi,mia@initech.test,Initech,2025-03-05T16:20:00Z,"Slack alerts when a feature ships, please"',
].join('\n')
const requestsFile = () => new File([requests], 'support-requests.csv', { type: 'text/csv' })

async function pick(canvas: Canvas, userEvent: StoryUser, file = requestsFile()) {
  await chooseFile(userEvent, await canvas.findByRole('button', { name: 'Choose a file' }), file)
}

async function upload(canvas: Canvas, userEvent: StoryUser, file = requestsFile()) {
  await pick(canvas, userEvent, file)
  await userEvent.click(await canvas.findByRole('button', { name: 'Upload' }))
}

async function mapped(canvas: Canvas, userEvent: StoryUser) {
  await upload(canvas, userEvent)
  return canvas.findByRole('grid', { name: 'First 5 rows of support-requests.csv' })
}

async function checked(canvas: Canvas, userEvent: StoryUser) {
  await mapped(canvas, userEvent)
  await userEvent.click(canvas.getByRole('button', { name: 'Check' }))
  await expect(await canvas.findByText('3 rows will be stored; 2 rows will be refused.')).toBeVisible()
}

/** No file yet: the drop zone, with the limits. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Choose a file' })).toBeEnabled()
    await expect(canvas.getByRole('listitem', { current: 'step' })).toHaveTextContent('Upload')
  },
}

/** A file chosen, its name and size shown, not sent until Upload. */
export const FilePicked: Story = {
  play: async ({ canvas, userEvent }) => {
    await pick(canvas, userEvent)
    await expect(await canvas.findByText('support-requests.csv')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Upload' })).toBeEnabled()
  },
}

/** The file on its way (the upload is held). */
export const Uploading: Story = {
  beforeEach: mockApi({ handlers: [pending('post', '/api/v1/csv/imports')] }),
  play: async ({ canvas, userEvent }) => {
    await upload(canvas, userEvent)
    await expect(await canvas.findByRole('status')).toHaveTextContent('Uploading support-requests.csv')
    await expect(canvas.getByRole('button', { name: 'Choose a file' })).toBeDisabled()
  },
}

/** The columns mapped from their names, with the first rows under their columns; Import waits for a check. */
export const Mapping: Story = {
  play: async ({ canvas, userEvent }) => {
    const preview = await mapped(canvas, userEvent)
    await expect(canvas.getByRole('combobox', { name: /^Text/ })).toHaveTextContent('Feedback')
    await expect(canvas.getByRole('combobox', { name: 'Author email' })).toHaveTextContent('Email')
    await expect(canvas.getByRole('combobox', { name: 'URL' })).toHaveTextContent('Not imported')
    await expect(await within(preview).findByRole('columnheader', { name: 'Feedback → Text' })).toBeVisible()
    await expect(within(preview).getAllByRole('row')).toHaveLength(6)
    await expect(canvas.getByRole('button', { name: 'Import' })).toBeDisabled()
  },
}

/** Check lists the rows that would be refused, each with its row number (the header is row 1) and why. */
export const CheckErrors: Story = {
  play: async ({ canvas, userEvent }) => {
    await checked(canvas, userEvent)
    const errors = canvas.getByRole('list', { name: 'Rows that would be refused' })
    await expect(within(errors).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Row 4: /),
      expect.stringMatching(/^Row 5: /),
    ])
    await expect(canvas.getByRole('button', { name: 'Import' })).toBeEnabled()
  },
}

/** The import's job half-way (held there): rows read of all of them. */
const halfWay: Omit<CsvImport, 'id' | 'created_at'> = {
  state: 'running',
  file_name: 'support-requests.csv',
  columns: [],
  preview: [],
  mapping: null,
  rows_total: 5,
  rows_done: 2,
  stored: 2,
  already_stored: 0,
  refused: 0,
  error: null,
}

export const Importing: Story = {
  beforeEach: mockApi({
    handlers: [
      http.get('*/api/v1/csv/imports/:id', ({ params }) =>
        HttpResponse.json({ ...halfWay, id: String(params.id), created_at: '2025-03-06T10:00:00.000Z' }),
      ),
    ],
  }),
  play: async ({ canvas, userEvent }) => {
    await checked(canvas, userEvent)
    await userEvent.click(canvas.getByRole('button', { name: 'Import' }))
    const bar = await canvas.findByRole('progressbar', { name: 'Import of support-requests.csv' })
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuetext', '2 of 5 rows'))
    await expect(canvas.getByText('2 stored so far.')).toBeVisible()
  },
}

/** The import ended: what it stored, skipped and refused, and the way to the features. */
export const Done: Story = {
  play: async ({ canvas, userEvent }) => {
    await checked(canvas, userEvent)
    await userEvent.click(canvas.getByRole('button', { name: 'Import' }))
    await expect(
      await canvas.findByText(/^Stored 3 rows as new feedback; 0 rows were stored already and skipped; 2 rows refused/),
    ).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'See the features' })).toHaveAttribute('href', '/app/features')
  },
}

/** A file the server refuses at upload (a header with no rows under it), with its reason. */
export const UploadRefused: Story = {
  play: async ({ canvas, userEvent }) => {
    await upload(canvas, userEvent, new File(['Feedback,Email\n'], 'empty.csv', { type: 'text/csv' }))
    await expect(await canvas.findByText(CsvImportDetail.headerOnly)).toBeVisible()
  },
}

/** A file past the upload limit, refused by the server (413). */
export const TooLarge: Story = {
  beforeEach: mockApi({ handlers: [failing('post', '/api/v1/csv/imports', 413, CsvImportDetail.tooLarge)] }),
  play: async ({ canvas, userEvent }) => {
    await upload(canvas, userEvent)
    await expect(await canvas.findByText(CsvImportDetail.tooLarge)).toBeVisible()
  },
}

/** A member reads why they cannot import. */
export const PermissionDenied: Story = {
  beforeEach: mockApi({ user: { role: 'member' } }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/^Importing feedback from a CSV file needs the/)).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Choose a file' })).toBeNull()
  },
}

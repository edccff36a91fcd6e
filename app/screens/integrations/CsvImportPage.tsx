import { Link as RouterLink } from 'react-router-dom'
import { css } from '@styled-system/css'
import {
  CSV_FIELD_LABELS,
  CSV_FIELDS,
  CSV_PREVIEW_ROWS,
  type CsvField,
  type CsvImport,
  type CsvMapping,
  deniedReason,
  MAX_CSV_BYTES,
  MAX_CSV_ROWS,
} from '../../../api'
import { Alert } from '../../../src/components/Alert'
import { Button } from '../../../src/components/Button'
import { Card } from '../../../src/components/Card'
import { DataTable, type DataTableColumn } from '../../../src/components/DataTable'
import { DisabledReason } from '../../../src/components/DisabledReason'
import { FileDropZone } from '../../../src/components/FileDropZone'
import { Link } from '../../../src/components/Link'
import { ProgressBar } from '../../../src/components/ProgressBar'
import { Select } from '../../../src/components/Select'
import { Spinner } from '../../../src/components/Spinner'
import { StepsHeader } from '../../../src/components/StepsHeader'
import { paths } from '../../routes/paths'
import { useAuthState } from '../../state/auth'
import { type CsvImportFlow, csvCheckSummary, csvImportSummary, useCsvImport } from '../../state/csv-import'
import { PageHeader } from '../settings/PageHeader'

const texts = {
  title: 'CSV import',
  subtitle:
    'Bring in feedback kept in a spreadsheet: each row becomes feedback, analysed like Slack and Gmail messages.',
}
const STEPS = ['Upload', 'Map columns', 'Import'] as const
/** The Select value for a field no column fills. */
const NONE = ''

const stack = css({ display: 'flex', flexDir: 'column', gap: '4' })
const row = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '3' })
const note = css({ fontSize: 'sm', color: 'fg.muted' })
const fieldset = css({ border: 'none', m: '0', p: '0', minW: '[0]' })
const legend = css({ fontWeight: 'semibold', mb: '2', p: '0' })
const fieldGrid = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', md: 'repeat(4, minmax(0, 1fr))' },
  gap: '3',
})
const errorList = css({ m: '0', mt: '2', pl: '5', fontSize: 'sm', '& li + li': { mt: '1' } })
const cellText = css({
  display: 'block',
  maxW: '[18rem]',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
})

const formatBytes = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / (1024 * 1024)).toFixed(1)} MB`

const stepIndex = (state: CsvImportFlow) =>
  state.step === 'choose' || state.step === 'uploading' ? 0 : state.step === 'mapping' ? 1 : 2

/**
 * /app/import/csv: feedback from a CSV file in three steps: upload the file, map its columns to the feedback's fields
 * (guessed from the header) with a preview of its first rows and a check listing the rows that would be refused, then
 * the import's progress and what it stored. Admins only; everyone else reads why.
 */
export default function CsvImportPage() {
  const role = useAuthState().user?.role ?? null
  const denied = deniedReason(role, 'feedback.import')
  if (denied) {
    return (
      <div>
        <PageHeader title={texts.title} subtitle={texts.subtitle} />
        <Alert severity="info">{denied}</Alert>
      </div>
    )
  }
  return <CsvImportFlowCard />
}

function CsvImportFlowCard() {
  const { state, actions } = useCsvImport()
  return (
    <div>
      <PageHeader title={texts.title} subtitle={texts.subtitle} />
      <Card>
        <div className={stack}>
          <StepsHeader steps={STEPS} current={stepIndex(state)} label="Import steps" />
          {state.step === 'choose' || state.step === 'uploading' ? (
            <ChooseFile state={state} onPick={actions.pick} onUpload={(file) => void actions.upload(file)} />
          ) : null}
          {state.step === 'mapping' ? (
            <MapColumns
              state={state}
              onMap={actions.mapField}
              onCheck={() => void actions.check()}
              onStart={() => void actions.start()}
              onReset={actions.reset}
            />
          ) : null}
          {state.step === 'importing' ? <ImportProgress csvImport={state.csvImport} onReset={actions.reset} /> : null}
        </div>
      </Card>
    </div>
  )
}

interface ChooseFileProps {
  state: Extract<CsvImportFlow, { step: 'choose' | 'uploading' }>
  onPick: (file: File) => void
  onUpload: (file: File) => void
}

function ChooseFile({ state, onPick, onUpload }: ChooseFileProps) {
  const maxMb = MAX_CSV_BYTES / (1024 * 1024)
  return (
    <>
      <FileDropZone
        label="CSV file (.csv)"
        hint={
          'Drop the file here, or choose it: a header row naming the columns, then one piece of feedback a row ' +
          `(up to ${maxMb} MB and ${MAX_CSV_ROWS.toLocaleString('en-US')} rows).`
        }
        accept={['.csv', 'text/csv']}
        refusedMessage={(name) => `${name} is not a .csv file: save the spreadsheet as CSV and choose that file.`}
        disabled={state.step === 'uploading'}
        onFile={onPick}
      />
      {state.step === 'choose' && state.error ? (
        <Alert severity="error" title="The file was refused">
          {state.error}
        </Alert>
      ) : null}
      {state.step === 'choose' && state.file ? (
        <div className={row}>
          <span>
            <strong>{state.file.name}</strong> <span className={note}>({formatBytes(state.file.size)})</span>
          </span>
          <Button onClick={() => state.file && onUpload(state.file)}>Upload</Button>
        </div>
      ) : null}
      {state.step === 'uploading' ? (
        <div className={row}>
          <Spinner size="sm" label={`Uploading ${state.fileName}`} />
          <span className={note} aria-hidden="true">
            Uploading {state.fileName}…
          </span>
        </div>
      ) : null}
    </>
  )
}

interface MapColumnsProps {
  state: Extract<CsvImportFlow, { step: 'mapping' }>
  onMap: (field: CsvField, column: string | null) => void
  onCheck: () => void
  onStart: () => void
  onReset: () => void
}

/** A value of the preview, on one line (a long one is cut with an ellipsis). */
const previewCell = (value: string | undefined) => <span className={cellText}>{value ?? ''}</span>

/** The field a column fills in the mapping, if any. */
const fieldOf = (mapping: CsvMapping, column: string) => CSV_FIELDS.find((field) => mapping[field] === column)

function MapColumns({ state, onMap, onCheck, onStart, onReset }: MapColumnsProps) {
  const { upload, mapping, check, busy, error } = state
  const columnItems = [...new Set(upload.columns)].map((column) => ({ value: column, label: column }))
  const noText = mapping.text === undefined
  const startReason = noText
    ? 'Choose the column that holds the text of the feedback.'
    : check === null
      ? 'Check the mapping first: it lists the rows that would be refused.'
      : check.valid === 0
        ? 'No row of the file is valid feedback with this mapping.'
        : null
  const previewColumns: DataTableColumn<{ id: string; values: string[] }>[] = [
    { id: '#row', header: 'Row', rowHeader: true, cell: (record) => record.id },
    ...upload.columns.map((column, index) => {
      const field = fieldOf(mapping, column)
      return {
        id: `column-${index}`,
        header: field ? `${column} → ${CSV_FIELD_LABELS[field]}` : column,
        cell: (record: { values: string[] }) => previewCell(record.values[index]),
      }
    }),
  ]
  const previewRows = upload.preview.map((values, index) => ({ id: String(index + 2), values }))
  const fileName = upload.file_name ?? 'the file'
  return (
    <>
      <p className={note}>
        <strong>{upload.file_name ?? 'The file'}</strong>: {upload.rows_total.toLocaleString('en-US')}{' '}
        {upload.rows_total === 1 ? 'row' : 'rows'} under a header of {upload.columns.length}{' '}
        {upload.columns.length === 1 ? 'column' : 'columns'}. Choose the column that fills each field.
      </p>
      <fieldset className={fieldset}>
        <legend className={legend}>Column for each field</legend>
        <div className={fieldGrid}>
          {CSV_FIELDS.map((field) => (
            <Select
              key={field}
              label={CSV_FIELD_LABELS[field]}
              required={field === 'text'}
              placeholder={field === 'text' ? 'Choose a column' : 'Not imported'}
              items={field === 'text' ? columnItems : [{ value: NONE, label: 'Not imported' }, ...columnItems]}
              value={mapping[field] ?? (field === 'text' ? null : NONE)}
              disabled={busy !== null}
              onValueChange={(value) => onMap(field, value === NONE ? null : value)}
            />
          ))}
        </div>
      </fieldset>
      <DataTable
        aria-label={`First ${Math.min(CSV_PREVIEW_ROWS, upload.preview.length)} rows of ${fileName}`}
        columns={previewColumns}
        rows={previewRows}
      />
      {error ? <Alert severity="error">{error}</Alert> : null}
      {check ? (
        <Alert severity={check.refused === 0 ? 'success' : 'warning'} title={csvCheckSummary(check)}>
          {check.errors.length > 0 ? (
            <>
              {check.errors.length < check.refused ? `The first ${check.errors.length} are listed.` : null}
              <ul className={errorList} aria-label="Rows that would be refused">
                {check.errors.map((rowError) => (
                  <li key={rowError.row}>
                    <strong>Row {rowError.row}:</strong> {rowError.reason}
                  </li>
                ))}
              </ul>
            </>
          ) : (
            'Nothing is stored until you import.'
          )}
        </Alert>
      ) : null}
      <div className={row}>
        <DisabledReason reason={noText ? 'Choose the column that holds the text of the feedback.' : null}>
          <Button variant="outline" loading={busy === 'checking'} disabled={busy === 'starting'} onClick={onCheck}>
            Check
          </Button>
        </DisabledReason>
        <DisabledReason reason={startReason}>
          <Button loading={busy === 'starting'} disabled={busy === 'checking'} onClick={onStart}>
            Import
          </Button>
        </DisabledReason>
        <Button variant="ghost" disabled={busy !== null} onClick={onReset}>
          Choose another file
        </Button>
      </div>
    </>
  )
}

function ImportProgress({ csvImport, onReset }: { csvImport: CsvImport; onReset: () => void }) {
  const name = csvImport.file_name ?? 'the file'
  if (csvImport.state === 'failed') {
    return (
      <>
        <Alert severity="error" title={`The import of ${name} failed`}>
          {csvImport.error}
        </Alert>
        <div className={row}>
          <Button variant="outline" onClick={onReset}>
            Import another file
          </Button>
        </div>
      </>
    )
  }
  if (csvImport.state === 'done') {
    return (
      <>
        <Alert severity="success" title={`${name} is imported`}>
          {csvImportSummary(csvImport)} The new feedback is analysed into features in the next minutes.
        </Alert>
        <div className={row}>
          <Link asChild>
            <RouterLink to={paths.features}>See the features</RouterLink>
          </Link>
          <Button variant="outline" onClick={onReset}>
            Import another file
          </Button>
        </div>
      </>
    )
  }
  return (
    <div aria-live="polite">
      <ProgressBar
        label={`Import of ${name}`}
        value={csvImport.rows_done}
        max={Math.max(1, csvImport.rows_total)}
        formatValue={(done, total) => `${done.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} rows`}
      />
      <p className={note}>
        {csvImport.state === 'queued'
          ? 'Queued: the import starts in a moment.'
          : `${csvImport.stored.toLocaleString('en-US')} stored so far.`}
      </p>
    </div>
  )
}

import { useCallback, useEffect, useMemo, useReducer } from 'react'
import { type CsvField, CsvImportDetail, MAX_CSV_BYTES } from '../../../api'
import { serverDetail } from '../../api/error-detail'
import { useApi } from '../auth'
import { refreshWhileVisible } from '../refresh-while-visible'
import { csvImportReducer, initialCsvImportFlow, selectImportUnderWay } from './csv-import-reducer'

/** Milliseconds between two reads of an import under way. */
export const CSV_IMPORT_POLL_INTERVAL_MS = 1000

/**
 * A CSV import from file to summary: the file picked (one past MAX_CSV_BYTES is refused at once, never sent), its
 * upload, the mapping guessed from the header then chosen field by field, its check, and the import's job, read again
 * every CSV_IMPORT_POLL_INTERVAL_MS while the page is visible until it is done or failed.
 */
export function useCsvImport() {
  const api = useApi()
  const [state, dispatch] = useReducer(csvImportReducer, initialCsvImportFlow)

  const upload = useCallback(
    async (file: File) => {
      dispatch({ type: 'uploadStarted', fileName: file.name })
      try {
        dispatch({ type: 'uploaded', upload: await api.uploadCsv(file, { file_name: file.name }) })
      } catch (error) {
        dispatch({ type: 'uploadRefused', error: serverDetail(error) ?? `${file.name} could not be uploaded.` })
      }
    },
    [api],
  )

  const id = state.step === 'mapping' ? state.upload.id : null
  const mapping = state.step === 'mapping' ? state.mapping : null

  const check = useCallback(async () => {
    if (!id || !mapping) return
    dispatch({ type: 'checkStarted' })
    try {
      dispatch({ type: 'checked', check: await api.checkCsvImport({ id }, { mapping }) })
    } catch (error) {
      dispatch({ type: 'requestFailed', error: serverDetail(error) ?? 'The mapping could not be checked.' })
    }
  }, [api, id, mapping])

  const start = useCallback(async () => {
    if (!id || !mapping) return
    dispatch({ type: 'startRequested' })
    try {
      dispatch({ type: 'progressed', csvImport: await api.startCsvImport({ id }, { mapping }) })
    } catch (error) {
      dispatch({ type: 'requestFailed', error: serverDetail(error) ?? 'The import could not be started.' })
    }
  }, [api, id, mapping])

  const underWay = selectImportUnderWay(state)
  const importId = state.step === 'importing' ? state.csvImport.id : null
  useEffect(() => {
    if (!underWay || !importId) return
    return refreshWhileVisible(() => {
      api.getCsvImport({ id: importId }).then(
        (csvImport) => dispatch({ type: 'progressed', csvImport }),
        // A failed read is tried again at the next tick.
        () => undefined,
      )
    }, CSV_IMPORT_POLL_INTERVAL_MS)
  }, [underWay, importId, api])

  const actions = useMemo(
    () => ({
      pick: (file: File) =>
        file.size > MAX_CSV_BYTES
          ? dispatch({ type: 'uploadRefused', error: CsvImportDetail.tooLarge })
          : dispatch({ type: 'filePicked', file }),
      upload,
      check,
      start,
      mapField: (field: CsvField, column: string | null) => dispatch({ type: 'fieldMapped', field, column }),
      reset: () => dispatch({ type: 'reset' }),
    }),
    [upload, check, start],
  )
  return { state, actions }
}

import { CSV_FIELD_LABELS, CSV_FIELDS, type CsvField, type CsvMapping } from '../../../api'

/** A column name reduced to its letters and digits, lower case: "Customer E-mail" and "customer_email" read alike. */
const normalise = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '')

/** The usual names of a column for each field, besides the field's own key and label. */
const SYNONYMS: Record<CsvField, readonly string[]> = {
  text: ['feedback', 'message', 'comment', 'comments', 'body', 'request', 'featurerequest', 'content', 'description'],
  author_name: ['name', 'author', 'fullname', 'customername', 'contact', 'contactname', 'requester', 'username'],
  author_email: ['email', 'emailaddress', 'mail', 'customeremail', 'contactemail', 'requesteremail'],
  customer_company: ['company', 'companyname', 'customer', 'organization', 'organisation', 'account', 'accountname'],
  created_at: ['date', 'created', 'createdon', 'createddate', 'timestamp', 'time', 'datetime', 'submittedat'],
  source_label: ['source', 'channel', 'origin'],
  url: ['link', 'permalink', 'href'],
  external_id: ['id', 'ticketid', 'reference', 'ref'],
}

/**
 * The mapping a file's header suggests: each field takes the first column whose name is the field's key, its label or
 * one of its usual names (case, spaces and punctuation aside), a column filling one field at most. Fields with no such
 * column stay unmapped, for the person to choose.
 */
export function guessCsvMapping(columns: readonly string[]): CsvMapping {
  const mapping: CsvMapping = {}
  const taken = new Set<string>()
  for (const field of CSV_FIELDS) {
    const names = new Set([normalise(field), normalise(CSV_FIELD_LABELS[field]), ...SYNONYMS[field]])
    const column = columns.find((candidate) => !taken.has(candidate) && names.has(normalise(candidate)))
    if (column === undefined) continue
    mapping[field] = column
    taken.add(column)
  }
  return mapping
}

import { describe, expect, it } from 'vitest'
import { guessCsvMapping } from './guess-mapping'

describe('guessCsvMapping', () => {
  it('maps the columns whose names say which field they fill, whatever their case and punctuation', () => {
    expect(
      guessCsvMapping(['Ticket ID', 'Customer Name', 'E-mail', 'Company', 'Created At', 'Channel', 'Link', 'Feedback']),
    ).toEqual({
      text: 'Feedback',
      author_name: 'Customer Name',
      author_email: 'E-mail',
      customer_company: 'Company',
      created_at: 'Created At',
      source_label: 'Channel',
      url: 'Link',
      external_id: 'Ticket ID',
    })
  })

  it('takes the field keys themselves', () => {
    expect(guessCsvMapping(['text', 'author_email', 'external_id'])).toEqual({
      text: 'text',
      author_email: 'author_email',
      external_id: 'external_id',
    })
  })

  it('leaves a field unmapped when no column is named for it, and never gives one column to two fields', () => {
    expect(guessCsvMapping(['Notes', 'Score'])).toEqual({})
    expect(guessCsvMapping(['Message', 'Comment'])).toEqual({ text: 'Message' })
  })
})

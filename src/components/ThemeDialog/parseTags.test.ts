import { describe, expect, it } from 'vitest'
import { formatTags, parseTags } from './parseTags'

describe('parseTags', () => {
  it('splits on commas and trims each tag', () => {
    expect(parseTags('mobile, performance ,ux')).toEqual(['mobile', 'performance', 'ux'])
  })

  it('drops empty tags', () => {
    expect(parseTags(' , mobile,, ,ux, ')).toEqual(['mobile', 'ux'])
    expect(parseTags('')).toEqual([])
    expect(parseTags('   ')).toEqual([])
  })

  it('keeps spaces inside a tag and its case', () => {
    expect(parseTags('Dark Mode,  single sign-on ')).toEqual(['Dark Mode', 'single sign-on'])
  })

  it('keeps duplicates, as the spec asks for no more than splitting, trimming and dropping empties', () => {
    expect(parseTags('ux, ux')).toEqual(['ux', 'ux'])
  })
})

describe('formatTags', () => {
  it('joins tags with a comma and a space, and round-trips through parseTags', () => {
    expect(formatTags(['mobile', 'ux'])).toBe('mobile, ux')
    expect(parseTags(formatTags(['a b', 'c']))).toEqual(['a b', 'c'])
    expect(formatTags([])).toBe('')
  })
})

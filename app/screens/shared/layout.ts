import { css } from '@styled-system/css'

/** A row of headline figures (StatCards) that wraps on narrow screens. */
export const statGrid = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(auto-fit, minmax(180px, 1fr))' },
  gap: '2',
})

/** The vertical rhythm of a screen's sections. */
export const screenStack = css({ display: 'flex', flexDir: 'column', gap: '3' })

/** Text hidden on screen but read by assistive technology. */
export const srOnly = css({ srOnly: true })

/** A list of bordered rows, each a line of facts and buttons (invitations, join requests, domains). */
export const rowList = css({ listStyle: 'none', m: '0', p: '0', display: 'flex', flexDir: 'column', gap: '1' })
export const listRow = css({
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  flexWrap: 'wrap',
  p: '1.5',
  borderWidth: 'thin',
  borderColor: 'border',
  borderRadius: 'card',
})

import { css } from '@styled-system/css'

/** The Available Connectors grid and each connector's card (Workspace Settings). */
export const connectorGrid = css({
  display: 'grid',
  gridTemplateColumns: {
    base: '1fr',
    md: 'repeat(2, minmax(0, 1fr))',
    lg: 'repeat(3, minmax(0, 1fr))',
    xl: 'repeat(4, minmax(0, 1fr))',
  },
  gap: '2',
  listStyle: 'none',
  m: '0',
  p: '0',
})
export const connectorCard = css({
  display: 'flex',
  flexDir: 'column',
  gap: '1.5',
  p: '2',
  borderWidth: 'thin',
  borderColor: 'border',
  borderRadius: 'card',
  bg: 'bg.paper',
})
export const connectorHead = css({ display: 'flex', alignItems: 'center', gap: '1', flexWrap: 'wrap' })
export const connectorIcon = css({
  display: 'inline-flex',
  color: 'primary.text',
  '& svg': { w: 'box.lg', h: 'box.lg' },
})
export const connectorName = css({ flex: '1', fontWeight: 'semibold', fontSize: 'lg', m: '0' })
export const connectorText = css({ flex: '1', color: 'fg.muted', fontSize: 'sm' })
export const connectorActions = css({ display: 'flex', justifyContent: 'flex-end', gap: '1', flexWrap: 'wrap' })

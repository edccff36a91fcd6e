import { defineSlotRecipe } from '@pandacss/dev'

/** One feature in the features column. Selection is styled off aria-current; the chips reuse the chip recipe. */
export const featureListRowRecipe = defineSlotRecipe({
  className: 'feature-list-row',
  description: 'A selectable feature request row: title, status, priority, mentions split and assignee initial',
  slots: ['root', 'title', 'avatar', 'meta', 'mentions', 'srOnly'],
  base: {
    // A grid rather than nested boxes: title and avatar on the first line, the meta line below, few nodes per row.
    root: {
      display: 'grid',
      gridTemplateColumns: '1fr auto',
      alignItems: 'start',
      columnGap: '1',
      rowGap: '1',
      w: 'full',
      px: '2',
      py: '1.5',
      textAlign: 'start',
      textDecoration: 'none',
      color: 'fg',
      bg: 'bg.paper',
      borderWidth: 'thin',
      borderColor: 'border',
      borderRadius: 'md',
      cursor: 'pointer',
      // Long lists: the browser skips layout and paint of rows outside the viewport until they scroll near.
      contentVisibility: 'auto',
      containIntrinsicSize: 'auto 80px',
      transitionProperty: 'background-color, border-color',
      transitionDuration: 'fast',
      _hover: { bg: 'bg.subtle' },
      '&[aria-current=true], &[aria-current=page]': { bg: 'primary.subtle', borderColor: 'primary.solid' },
      _disabled: { cursor: 'not-allowed', opacity: 0.6 },
    },
    title: { fontWeight: 'semibold', minW: '0', lineClamp: '2' },
    avatar: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      flexShrink: 0,
      w: 'box.lg',
      h: 'box.lg',
      borderRadius: 'full',
      bg: 'secondary.solid',
      color: 'secondary.contrast',
      fontSize: 'xs',
      fontWeight: 'bold',
    },
    meta: { gridColumn: '1 / -1', display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '1', fontSize: 'sm' },
    mentions: { color: 'fg.muted' },
    srOnly: { srOnly: true },
  },
})

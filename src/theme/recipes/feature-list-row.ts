import { defineSlotRecipe } from '@pandacss/dev'

/** One feature's summary inside a list row (the row is the card); the chips reuse the chip recipe. */
export const featureListRowRecipe = defineSlotRecipe({
  className: 'feature-list-row',
  description: 'A feature request summary: title, status, priority, mentions split and assignee initial',
  slots: ['root', 'title', 'avatar', 'meta', 'mentions', 'srOnly'],
  base: {
    // A grid rather than nested boxes: title and avatar on the first line, the meta line below, few nodes per row.
    root: {
      display: 'grid',
      gridTemplateColumns: '1fr auto',
      alignItems: 'start',
      columnGap: '1',
      rowGap: '1',
      textAlign: 'start',
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

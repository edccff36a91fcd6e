import { defineSlotRecipe } from '@pandacss/dev'

export const emptyStateRecipe = defineSlotRecipe({
  className: 'empty-state',
  description: 'What a list or panel shows when it has nothing: icon, title, description and an optional action',
  slots: ['root', 'icon', 'title', 'description', 'action'],
  base: {
    root: {
      display: 'flex',
      flexDir: 'column',
      alignItems: 'center',
      justifyContent: 'center',
      gap: '1',
      py: '4',
      px: '2',
      textAlign: 'center',
      color: 'fg',
    },
    icon: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      mb: '0.5',
      color: 'fg.muted',
      '& svg': { boxSize: 'box.2xl' },
    },
    title: { m: '0', fontSize: 'lg', fontWeight: 'semibold' },
    description: { m: '0', maxW: 'prose', color: 'fg.muted', fontSize: 'md' },
    action: { mt: '1' },
  },
  variants: {
    size: {
      sm: { root: { py: '2' }, icon: { '& svg': { boxSize: 'box.xl' } }, title: { fontSize: 'md' } },
      md: {},
    },
  },
  defaultVariants: { size: 'md' },
})

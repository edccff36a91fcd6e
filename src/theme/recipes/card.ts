import { defineSlotRecipe } from '@pandacss/dev'

export const cardRecipe = defineSlotRecipe({
  className: 'card',
  description: 'A paper surface with the card radius and optional header (title, description, actions), body and footer',
  slots: ['root', 'header', 'heading', 'title', 'description', 'actions', 'body', 'footer'],
  base: {
    root: {
      display: 'flex',
      flexDir: 'column',
      minW: '0',
      bg: 'bg.paper',
      color: 'fg',
      borderRadius: 'card',
    },
    header: { display: 'flex', alignItems: 'flex-start', gap: '1', px: '3', pt: '2.5' },
    heading: { display: 'flex', flexDir: 'column', gap: '0.5', flex: '1', minW: '0' },
    title: { m: '0', fontSize: 'lg', fontWeight: 'bold', lineHeight: 'tight' },
    description: { color: 'fg.muted', fontSize: 'md' },
    actions: { display: 'flex', alignItems: 'center', gap: '0.5', flexShrink: 0, mt: '-0.5' },
    body: { display: 'flex', flexDir: 'column', gap: '1.5', flex: '1', px: '3', py: '2.5' },
    footer: {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'flex-end',
      gap: '1',
      px: '3',
      py: '1.5',
      borderTopWidth: 'thin',
      borderColor: 'border',
    },
  },
  variants: {
    variant: {
      outlined: { root: { borderWidth: 'thin', borderColor: 'border' } },
      elevated: { root: { boxShadow: 'md' } },
    },
  },
  defaultVariants: { variant: 'outlined' },
})

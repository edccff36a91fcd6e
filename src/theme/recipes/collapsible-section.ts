import { collapsibleAnatomy } from '@ark-ui/react/anatomy'
import { defineSlotRecipe } from '@pandacss/dev'

export const collapsibleSectionRecipe = defineSlotRecipe({
  className: 'collapsible-section',
  description: 'A section whose header button shows or hides its content (Ark Collapsible)',
  slots: collapsibleAnatomy.extendWith('header', 'heading', 'title', 'meta', 'actions', 'body').keys(),
  base: {
    root: { display: 'flex', flexDir: 'column', color: 'fg' },
    header: { display: 'flex', alignItems: 'center', gap: '1' },
    heading: { flex: '1', minW: '0', fontSize: 'inherit', fontWeight: 'inherit', m: '0' },
    trigger: {
      display: 'flex',
      alignItems: 'center',
      gap: '1.5',
      w: 'full',
      textAlign: 'start',
      bg: 'transparent',
      color: 'fg',
      cursor: 'pointer',
      borderRadius: 'md',
      transitionProperty: 'background-color',
      transitionDuration: 'fast',
      _hover: { bg: 'bg.subtle' },
      _disabled: { cursor: 'not-allowed', color: 'fg.muted' },
    },
    title: { fontWeight: 'semibold', flexShrink: 0 },
    meta: { color: 'fg.muted', fontSize: 'sm', minW: '0', truncate: true },
    indicator: {
      display: 'inline-flex',
      ms: 'auto',
      flexShrink: 0,
      color: 'fg.muted',
      transitionProperty: 'transform',
      transitionDuration: 'normal',
      _open: { transform: 'rotate(180deg)' },
    },
    actions: { display: 'flex', alignItems: 'center', gap: '1', flexShrink: 0 },
    content: {
      overflow: 'hidden',
      _open: { animationName: 'expandHeight', animationDuration: 'normal', animationTimingFunction: 'ease-out' },
      _closed: { animationName: 'collapseHeight', animationDuration: 'normal', animationTimingFunction: 'ease-in' },
      _motionReduce: { animation: 'none' },
    },
    body: { display: 'flex', flexDir: 'column', gap: '1.5' },
  },
  variants: {
    variant: {
      /** A paper card with a border, e.g. the workspace settings sections. */
      card: {
        root: { bg: 'bg.paper', borderWidth: 'thin', borderColor: 'border', borderRadius: 'card' },
        header: { px: '1', py: '1' },
        trigger: { px: '1.5', py: '1', fontSize: 'lg' },
        body: { px: '2.5', pb: '2.5', pt: '0.5' },
      },
      /** No frame, e.g. sections inside a detail panel. */
      plain: {
        root: { borderBottomWidth: 'thin', borderColor: 'border' },
        header: { py: '0.5' },
        trigger: { px: '1', py: '1', fontSize: 'md' },
        body: { px: '1', pb: '2' },
      },
    },
  },
  defaultVariants: { variant: 'card' },
})

import { dialogAnatomy } from '@ark-ui/react/anatomy'
import { defineSlotRecipe } from '@pandacss/dev'

export const dialogRecipe = defineSlotRecipe({
  className: 'dialog',
  description: 'A modal dialog (Ark Dialog): header (title, description, close icon), body, footer, an optional form',
  slots: dialogAnatomy.extendWith('header', 'body', 'footer', 'form').keys(),
  base: {
    backdrop: {
      position: 'fixed',
      inset: '0',
      zIndex: 'overlay',
      bg: 'bg.overlay',
    },
    positioner: {
      position: 'fixed',
      inset: '0',
      zIndex: 'overlay',
      display: 'flex',
      alignItems: 'flex-start',
      justifyContent: 'center',
      overflowY: 'auto',
      p: '2',
      pt: { base: '2', sm: '10' },
    },
    content: {
      position: 'relative',
      display: 'flex',
      flexDir: 'column',
      w: 'full',
      maxH: '[calc(100dvh - 32px)]',
      bg: 'bg.paper',
      color: 'fg',
      borderRadius: 'card',
      boxShadow: 'lg',
      outline: 'none',
    },
    header: { display: 'flex', alignItems: 'flex-start', gap: '1', pt: '2.5', px: '3', pb: '1' },
    title: { fontSize: 'xl', fontWeight: 'bold', lineHeight: 'tight', m: '0' },
    description: { mt: '0.5', color: 'fg.muted', fontSize: 'md' },
    closeTrigger: { flexShrink: 0, mt: '-1', me: '-1.5', ms: 'auto' },
    body: { display: 'flex', flexDir: 'column', gap: '2', px: '3', py: '1.5', overflowY: 'auto', flex: '1' },
    footer: { display: 'flex', justifyContent: 'flex-end', gap: '1', px: '3', pt: '1.5', pb: '2.5' },
    // The body and footer stay the content's flex items, so the body still scrolls between header and footer.
    form: { display: 'contents' },
  },
  variants: {
    size: {
      sm: { content: { maxW: 'dialogSm' } },
      md: { content: { maxW: 'dialog' } },
      lg: { content: { maxW: 'dialogLg' } },
    },
  },
  defaultVariants: { size: 'md' },
})

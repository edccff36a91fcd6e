import { stepsAnatomy } from '@ark-ui/react/anatomy'
import { defineSlotRecipe } from '@pandacss/dev'

export const stepsHeaderRecipe = defineSlotRecipe({
  className: 'steps-header',
  description: 'The steps of a multi-step dialog as an ordered list; the current step carries aria-current="step"',
  slots: stepsAnatomy.extendWith('title', 'hiddenText').keys(),
  base: {
    list: { display: 'flex', alignItems: 'center', gap: '1', m: '0', p: '0', listStyle: 'none' },
    item: {
      display: 'flex',
      alignItems: 'center',
      gap: '1',
      flex: '1',
      minW: '0',
      color: 'fg.muted',
      _last: { flex: '0 0 auto' },
      '&[aria-current=step]': { color: 'fg', fontWeight: 'bold' },
    },
    indicator: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      flexShrink: 0,
      boxSize: 'box.lg',
      borderRadius: 'full',
      borderWidth: 'thin',
      borderColor: 'border.strong',
      fontSize: 'xs',
      fontWeight: 'bold',
      color: 'fg.muted',
      '& svg': { boxSize: 'box.sm' },
      '[aria-current=step] > &, [data-complete] > &': {
        bg: 'primary.solid',
        borderColor: 'primary.solid',
        color: 'primary.contrast',
      },
    },
    title: { whiteSpace: 'nowrap', fontSize: 'md' },
    hiddenText: { srOnly: true },
    separator: {
      flex: '1',
      minW: 'box.md',
      h: '[1px]',
      bg: 'border',
      '[data-complete] > &': { bg: 'primary.solid' },
    },
  },
})

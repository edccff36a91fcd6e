import { defineSlotRecipe } from '@pandacss/dev'

/** The scrolling, virtualised column of feature rows. Every slot has the same height: the virtualiser relies on it. */
export const featureListRecipe = defineSlotRecipe({
  className: 'feature-list',
  description: 'A virtualised list of feature rows in a scrolling viewport',
  slots: ['viewport', 'list', 'slot'],
  base: {
    viewport: {
      position: 'relative',
      maxH: 'featureListMax',
      overflowY: 'auto',
      overscrollBehavior: 'contain',
      // Room for the rows' focus rings at the edges.
      p: '0.5',
    },
    list: { position: 'relative', w: 'full', listStyle: 'none', m: '0', p: '0' },
    slot: {
      position: 'absolute',
      top: '0',
      insetInline: '0',
      h: 'featureListSlot',
      pb: '1',
      willChange: 'transform',
      // The row card fills its slot, so rows of one and two title lines line up.
      '& > *': { h: 'full', overflow: 'hidden', alignContent: 'start' },
    },
  },
})

import { defineSlotRecipe } from '@pandacss/dev'

/** The top bar's bell: its unread badge, the wider popup and the unread marks of its items. */
export const notificationsMenuRecipe = defineSlotRecipe({
  className: 'notifications-menu',
  description: 'Notifications: a bell button with an unread badge opening a menu of notifications',
  slots: ['trigger', 'badge', 'content', 'mark'],
  base: {
    trigger: { position: 'relative' },
    badge: {
      position: 'absolute',
      top: '0',
      insetEnd: '0',
      minW: '18px',
      h: '18px',
      px: '0.5',
      borderRadius: 'full',
      bg: 'primary.solid',
      color: 'primary.contrast',
      fontSize: 'xs',
      fontWeight: 'bold',
      lineHeight: '18px',
      textAlign: 'center',
    },
    content: { w: '[min(360px, calc(100vw - 16px))]', maxH: '[420px]', overflowY: 'auto' },
    mark: {
      w: '8px',
      h: '8px',
      borderRadius: 'full',
      '&[data-unread]': { bg: 'primary.solid' },
    },
  },
})

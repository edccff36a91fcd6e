/**
 * What each Gmail call costs in quota units (developers.google.com/gmail/api/reference/quota). Gmail allows each
 * mailbox 15,000 units a minute (250 a second on average).
 */
export const GMAIL_CALL_UNITS = {
  getProfile: 1,
  labelsList: 1,
  labelsGet: 1,
  historyList: 2,
  messagesList: 5,
  messagesGet: 5,
} as const

export type GmailCall = keyof typeof GMAIL_CALL_UNITS

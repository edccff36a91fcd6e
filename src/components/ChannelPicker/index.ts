export { ChannelPicker } from './ChannelPicker'
export type { ChannelPickerProps } from './ChannelPicker'
export { createChannelFilter, filterChannels, normalizeChannelQuery } from './filterChannels'
export type { SlackChannel } from './filterChannels'

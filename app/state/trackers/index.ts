export { trackerMessages, tellMessages } from './tracker-messages'

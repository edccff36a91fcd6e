export { useLoaded, type Loaded } from './use-loaded'
export { trackerMessages, tellMessages } from './tracker-messages'

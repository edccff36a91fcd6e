export { FileDropZone } from './FileDropZone'
export type { FileDropZoneProps } from './FileDropZone'

import type { ReactNode, Ref } from 'react'

/** One option of a group where exactly one is chosen: the value it stands for and its label. */
export interface ChoiceOption<T extends string = string> {
  value: T
  label: string
}

/**
 * The props of every group where exactly one option is chosen (a radio group however it is drawn): SegmentGroup,
 * SwatchGroup.
 */
export interface ChoiceGroupProps<T extends string = string> {
  /** The visible label that names the group. */
  label: ReactNode
  /** The options, in order. */
  options: ReadonlyArray<ChoiceOption<T>>
  /** The chosen value (controlled). Pair with `onValueChange`. */
  value?: T | undefined
  /** The value chosen at first when uncontrolled. */
  defaultValue?: T | undefined
  /** Called with the chosen value. */
  onValueChange?: ((value: T) => void) | undefined
  /** The name of the hidden radio inputs, for a form. */
  name?: string | undefined
  /** Class names for the root element. */
  className?: string | undefined
  /** The root element. */
  ref?: Ref<HTMLDivElement> | undefined
}

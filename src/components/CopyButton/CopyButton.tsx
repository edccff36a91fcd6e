import { Clipboard } from '@ark-ui/react/clipboard'
import { Check, Copy } from 'lucide-react'
import { css } from '@styled-system/css'
import { Button, type ButtonBaseProps } from '../Button'

const announcement = css({ srOnly: true })

export interface CopyButtonProps extends Pick<ButtonBaseProps, 'size' | 'variant'> {
  /** The text put on the clipboard. */
  value: string
  /** The visible label, such as "Copy link". */
  label: string
  /**
   * What is copied, added to the accessible name after the visible label when the label alone is ambiguous in a list:
   * "Copy link, sam@acme.io". The name always starts with the visible text (WCAG 2.5.3, label in name).
   */
  subject?: string | undefined
  /**
   * What the button says, and what is announced, for two seconds after copying.
   * @default 'Copied'
   */
  copiedLabel?: string | undefined
}

const accessibleName = (visible: string, subject: string | undefined) => (subject ? `${visible}, ${subject}` : visible)

/**
 * A button that copies a value to the clipboard (Ark UI's Clipboard), shows a check and "Copied" for two seconds, and
 * announces it to screen readers in a polite live region.
 */
export function CopyButton({
  value,
  label,
  subject,
  copiedLabel = 'Copied',
  size = 'sm',
  variant = 'outline',
}: CopyButtonProps) {
  const shown = (copied: boolean) => (copied ? copiedLabel : label)
  return (
    <Clipboard.Root value={value} timeout={2000} translations={{ triggerLabel: (copied) => accessibleName(shown(copied), subject) }}>
      <Clipboard.Context>
        {({ copied }) => (
          <>
            <Clipboard.Trigger asChild>
              <Button size={size} variant={variant}>
                <Clipboard.Indicator copied={<Check aria-hidden="true" size="1em" />}>
                  <Copy aria-hidden="true" size="1em" />
                </Clipboard.Indicator>
                {shown(copied)}
              </Button>
            </Clipboard.Trigger>
            <output className={announcement}>{copied ? copiedLabel : ''}</output>
          </>
        )}
      </Clipboard.Context>
    </Clipboard.Root>
  )
}

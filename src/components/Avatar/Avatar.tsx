import { forwardRef } from 'react'
import { AvatarFallback, AvatarImage, AvatarRoot, type AvatarRootProps } from '@ark-ui/react/avatar'
import { cx } from '@styled-system/css'
import { avatar } from '@styled-system/recipes'

/** Up to `max` initials of a name, upper-cased: the first letters of its first and last words. */
export function getInitials(name: string, max: 1 | 2 = 2): string {
  const words = name.trim().split(/\s+/).filter(Boolean)
  const picked = max === 1 || words.length < 2 ? words.slice(0, 1) : [words[0], words.at(-1)]
  return picked.map((word) => Array.from(word ?? '')[0]?.toLocaleUpperCase() ?? '').join('')
}

export interface AvatarBaseProps {
  /** The person's name: the accessible name of the avatar and the source of its initials. */
  name: string
  /** A picture of the person; the initials show until it loads and if it fails. */
  src?: string | undefined
  /**
   * 32, 40 or 56 px.
   * @default 'md'
   */
  size?: 'sm' | 'md' | 'lg' | undefined
  /**
   * How many initials to show.
   * @default 2
   */
  maxInitials?: 1 | 2 | undefined
}

export interface AvatarProps extends Omit<AvatarRootProps, 'children'>, AvatarBaseProps {}

/** A round picture of a person (Ark Avatar), exposed as one image named after the person. */
export const Avatar = forwardRef<HTMLDivElement, AvatarProps>(function Avatar(props, ref) {
  const { name, src, size, maxInitials = 2, className, ...rest } = props
  const styles = avatar({ size })
  return (
    // oxlint-disable-next-line jsx-a11y/prefer-tag-over-role -- one image made of a picture or initials, named after the person
    <AvatarRoot ref={ref} role="img" aria-label={name} {...rest} className={cx(styles.root, className)}>
      <AvatarFallback className={styles.fallback}>{getInitials(name, maxInitials)}</AvatarFallback>
      {src ? <AvatarImage className={styles.image} src={src} alt="" /> : null}
    </AvatarRoot>
  )
})

Avatar.displayName = 'Avatar'

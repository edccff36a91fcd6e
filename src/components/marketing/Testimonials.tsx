import { forwardRef } from 'react'
import { css } from '@styled-system/css'

export interface Testimonial {
  quote: string
  name: string
  role: string
}

export interface TestimonialsProps {
  /** The section heading. */
  title: string
  /** The quotes, one card each. */
  items: readonly Testimonial[]
}

/** Customer quotes. */
export const Testimonials = forwardRef<HTMLElement, TestimonialsProps>(function Testimonials({ title, items }, ref) {
  return (
    <section ref={ref} aria-labelledby="testimonials-title" className={css({ px: '3', py: '8', bg: 'bg.paper' })}>
      <div className={css({ maxW: 'container', mx: 'auto' })}>
        <h2 id="testimonials-title" className={css({ fontSize: '2xl', fontWeight: 'bold', textAlign: 'center' })}>
          {title}
        </h2>
        <ul className={css({ mt: '4', display: 'grid', gridTemplateColumns: { base: '1fr', md: 'repeat(3, 1fr)' }, gap: '3' })}>
          {items.map((item) => (
            <li key={item.name} className={css({ bg: 'bg', rounded: 'card', p: '3', borderWidth: 'thin', borderColor: 'border' })}>
              <figure className={css({ display: 'flex', flexDir: 'column', gap: '2', h: 'full' })}>
                <blockquote className={css({ flex: '1' })}>“{item.quote}”</blockquote>
                <figcaption>
                  <span className={css({ fontWeight: 'bold', display: 'block' })}>{item.name}</span>
                  <span className={css({ color: 'fg.muted' })}>{item.role}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
})
